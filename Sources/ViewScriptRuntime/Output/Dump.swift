import ViewScriptSyntax

extension Interpreter {
    /// The text `dump(value, name:, indent:, maxDepth:, maxItems:)` prints, each line ending
    /// in "\n". Objects (and metatypes) are numbered `#0`, `#1`, ... per call; an object met
    /// again shows only its header.
    public func dump(_ value: Value, name: String? = nil, indent: Int = 0, maxDepth: Int = Int.max,
                     maxItems: Int = Int.max, at range: SourceRange? = nil) throws -> String {
        var dumper = Dumper(formatter: formatter(at: range), itemsLeft: maxItems)
        try dumper.dump(value, name: name, indent: indent, maxDepth: maxDepth)
        return dumper.text
    }
}

/// Swift's `_dump_unlocked`: a header line per value (`▿` with children, `-` without, `▹`
/// when `maxDepth` cuts the children off), then the children two spaces further in.
struct Dumper {
    let formatter: ValueFormatter
    var itemsLeft: Int
    var text = ""
    /// Numbers given to objects and metatypes in this dump.
    private var identifiers: [Identity: Int] = [:]

    private enum Identity: Hashable {
        case object(ObjectIdentifier)
        case type(RuntimeType)
    }

    init(formatter: ValueFormatter, itemsLeft: Int) {
        self.formatter = formatter
        self.itemsLeft = itemsLeft
    }

    mutating func dump(_ value: Value, name: String?, indent: Int, maxDepth: Int) throws {
        guard itemsLeft > 0 else { return }
        itemsLeft -= 1
        let children = Self.children(of: value)
        text += String(repeating: " ", count: indent)
        text += children.isEmpty ? "- " : maxDepth <= 0 ? "▹ " : "▿ "
        if let name { text += name + ": " }
        text += try header(of: value, childCount: children.count)
        if let identity = Self.identity(of: value) {
            if let previous = identifiers[identity] {
                text += " #\(previous)\n"
                return
            }
            let number = identifiers.count
            identifiers[identity] = number
            text += " #\(number)"
        }
        text += "\n"
        guard maxDepth > 0 else { return }
        if case .object(let instance) = value {
            let levels = ValueChildren.classLevels(instance)
            if levels.count > 1 { try dumpSuperclasses(levels.dropFirst(), indent: indent + 2, maxDepth: maxDepth - 1) }
        }
        try dumpChildren(children, indent: indent, maxDepth: maxDepth)
    }

    /// `▿ super: main.Animal` and the fields that class declares; its own superclass first.
    private mutating func dumpSuperclasses(_ levels: ArraySlice<ValueChildren.ClassLevel>, indent: Int,
                                           maxDepth: Int) throws {
        guard let level = levels.first, itemsLeft > 0 else { return }
        itemsLeft -= 1
        text += String(repeating: " ", count: indent)
        text += level.fields.isEmpty ? "- " : maxDepth <= 0 ? "▹ " : "▿ "
        text += "super: " + RuntimeType.nominal(level.type, []).reflectingDescription + "\n"
        guard maxDepth > 0 else { return }
        try dumpSuperclasses(levels.dropFirst(), indent: indent + 2, maxDepth: maxDepth - 1)
        try dumpChildren(level.fields, indent: indent, maxDepth: maxDepth)
    }

    /// The children, or `(N more children)` where `maxItems` runs out.
    private mutating func dumpChildren(_ children: [ValueChild], indent: Int, maxDepth: Int) throws {
        for (index, child) in children.enumerated() {
            if itemsLeft <= 0 {
                let remainder = children.count - index
                text += String(repeating: " ", count: indent + 4) + "(\(remainder)"
                if index > 0 { text += " more" }
                text += remainder == 1 ? " child)\n" : " children)\n"
                return
            }
            try dump(child.value, name: child.label, indent: indent + 2, maxDepth: maxDepth - 1)
        }
    }

    /// Swift's `_dumpPrint_unlocked`: collections and tuples by their size, then a custom
    /// description, then the debug form of built-in values, then the qualified type name.
    private func header(of value: Value, childCount count: Int) throws -> String {
        switch value {
        case .array: return count == 1 ? "1 element" : "\(count) elements"
        case .dictionary: return count == 1 ? "1 key/value pair" : "\(count) key/value pairs"
        case .set: return count == 1 ? "1 member" : "\(count) members"
        case .tuple, .void: return count == 1 ? "(1 element)" : "(\(count) elements)"
        case .structValue, .object:
            if let custom = try formatter.customDescription(value, true) { return custom }
            return formatter.typeName(of: value, qualified: true)
        case .enumValue(let enumValue):
            if let custom = try formatter.customDescription(value, true) { return custom }
            return formatter.typeName(of: value, qualified: true) + "." + enumValue.caseInfo.name
        case .range(let range) where range.kind != .halfOpen && range.kind != .closed:
            return formatter.typeName(of: value, qualified: true)
        default:
            return try formatter.string(value, debug: true)
        }
    }

    static func children(of value: Value) -> [ValueChild] {
        switch value {
        case .some(let wrapped): return [ValueChild(label: "some", value: wrapped)]
        case .array(let array): return array.elements.map { ValueChild(label: nil, value: $0) }
        case .set(let set): return set.elements.map { ValueChild(label: nil, value: $0) }
        case .dictionary(let dictionary):
            return zip(dictionary.keys, dictionary.values).map { key, value in
                ValueChild(label: nil, value: .tuple(TupleValue([key, value], labels: ["key", "value"])))
            }
        case .tuple(let tuple): return ValueChildren.tupleElements(tuple)
        case .range(let range): return ValueChildren.rangeBounds(range)
        case .structValue(let structValue): return ValueChildren.structFields(structValue)
        case .enumValue(let enumValue): return ValueChildren.enumPayload(enumValue).map { [$0] } ?? []
        case .object(let instance): return ValueChildren.classLevels(instance).first?.fields ?? []
        case .void, .int, .double, .sized, .float, .bool, .string, .character, .none, .function, .type, .keyPath,
             .stringIndex, .native:
            return []
        }
    }

    /// Class instances and metatypes have an identity `dump` numbers.
    private static func identity(of value: Value) -> Identity? {
        switch value {
        case .object(let instance): return .object(ObjectIdentifier(instance))
        case .type(let type): return .type(type)
        default: return nil
        }
    }
}
