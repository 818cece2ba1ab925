import ViewScriptSyntax

/// Writes values as Swift's `print` (`debug: false`) and `debugPrint` (`debug: true`) do.
///
/// Swift prints a value with `description` at the top level, but everything *inside* it
/// (elements, fields, payloads, an optional's value, tuple elements) with `debugDescription`,
/// or for types without one, with the "ad hoc" mirror form. So only the outermost value is
/// ever written with `debug: false`.
struct ValueFormatter {
    let interpreter: Interpreter
    /// The text of a user type's `description` / `debugDescription`, or nil when the type
    /// does not customize it. The interpreter runs the user's getter here.
    var customDescription: (_ value: Value, _ debug: Bool) throws -> String?
    /// Where the value is shown (`print`, interpolation), for errors about values that
    /// cannot be shown.
    var place: SourceRange? = nil

    func string(_ value: Value, debug: Bool) throws -> String {
        var text = ""
        try write(value, debug: debug, to: &text)
        return text
    }

    func write(_ value: Value, debug: Bool, to out: inout String) throws {
        switch value {
        case .void: out += "()"
        case .int(let number): out += String(number)
        // `print` writes a Double through `TextOutputStreamable` (`-nan` for `-Double.nan`),
        // which interpolation reproduces; `description` itself would say `nan`.
        case .double(let number): out += debug ? number.debugDescription : "\(number)"
        case .sized(let number): out += number.description
        case .float(let number): out += debug ? number.debugDescription : "\(number)"
        case .bool(let flag): out += flag ? "true" : "false"
        case .string(let text): out += debug ? text.debugDescription : text
        case .character(let character): out += debug ? character.debugDescription : String(character)
        case .none: out += "nil"
        case .some(let wrapped):
            out += "Optional("
            try write(wrapped, debug: true, to: &out)
            out += ")"
        case .array(let array):
            if array.isSlice && debug {
                out += "ArraySlice("
                try writeElements(array.elements, to: &out)
                out += ")"
            } else {
                try writeElements(array.elements, to: &out)
            }
        case .set(let set):
            if debug {
                out += "Set("
                try writeElements(set.elements, to: &out)
                out += ")"
            } else {
                try writeElements(set.elements, to: &out)
            }
        case .dictionary(let dictionary): try writeDictionary(dictionary, to: &out)
        case .tuple(let tuple): try writeTuple(tuple, to: &out)
        case .range(let range): try writeRange(range, debug: debug, to: &out)
        case .structValue(let structValue):
            if let custom = try customDescription(value, debug) { out += custom; return }
            out += typeName(of: value, qualified: debug)
            try writeFields(ValueChildren.structFields(structValue), to: &out)
        case .enumValue(let enumValue):
            if let custom = try customDescription(value, debug) { out += custom; return }
            try writeEnum(enumValue, value: value, debug: debug, to: &out)
        case .object:
            if let custom = try customDescription(value, debug) { out += custom; return }
            // Classes print their qualified name everywhere, even at the top level.
            out += typeName(of: value, qualified: true)
        case .function: out += "(Function)"
        case .type(let type): out += debug ? type.reflectingDescription : type.description
        case .keyPath(let keyPath): out += Self.keyPathText(keyPath)
        case .stringIndex(let index): out += debug ? String(reflecting: index) : String(describing: index)
        case .native(let object):
            if object is LazySequenceObject {
                // Swift prints the nested generic type (`LazyMapSequence<Array<Int>, Int>(_base: ...)`).
                let place = place ?? interpreter.callStack.last?.callSite ?? SourceRange(0, 0)
                throw interpreter.failure(.notSimulated("printing a lazy sequence"), at: place)
            }
            out += object.describe()
        }
    }

    // MARK: Collections

    /// `[a, b]`, elements in debug form.
    private func writeElements(_ elements: [Value], to out: inout String) throws {
        out += "["
        for (index, element) in elements.enumerated() {
            if index > 0 { out += ", " }
            try write(element, debug: true, to: &out)
        }
        out += "]"
    }

    /// `["k": v]`, or `[:]` when empty; the same in both forms.
    private func writeDictionary(_ dictionary: DictionaryValue, to out: inout String) throws {
        guard !dictionary.isEmpty else { out += "[:]"; return }
        out += "["
        for index in dictionary.keys.indices {
            if index > 0 { out += ", " }
            try write(dictionary.keys[index], debug: true, to: &out)
            out += ": "
            try write(dictionary.values[index], debug: true, to: &out)
        }
        out += "]"
    }

    /// `(1, "two")`, `(x: 1, y: 2)`; the same in both forms.
    private func writeTuple(_ tuple: TupleValue, to out: inout String) throws {
        out += "("
        for (index, element) in tuple.elements.enumerated() {
            if index > 0 { out += ", " }
            if index < tuple.labels.count, let label = tuple.labels[index] { out += "\(label): " }
            try write(element, debug: true, to: &out)
        }
        out += ")"
    }

    /// `1..<3` / `Range(1..<3)`: bounds in print form at the top level, debug form inside
    /// `Range(...)`. One-sided ranges have no description: Swift shows them as structs,
    /// `PartialRangeFrom<Int>(lowerBound: 5)`.
    private func writeRange(_ range: RangeValue, debug: Bool, to out: inout String) throws {
        switch range.kind {
        case .halfOpen, .closed:
            let isClosed = range.kind == .closed
            if debug { out += isClosed ? "ClosedRange(" : "Range(" }
            try write(range.lower ?? .void, debug: debug, to: &out)
            out += isClosed ? "..." : "..<"
            try write(range.upper ?? .void, debug: debug, to: &out)
            if debug { out += ")" }
        case .from, .upTo, .through:
            out += interpreter.runtimeType(of: .range(range)).name(qualified: debug)
            try writeFields(ValueChildren.rangeBounds(range), to: &out)
        }
    }

    // MARK: User types

    /// `(x: 1, y: main.Point(...))`: the ad hoc form of a struct's fields.
    private func writeFields(_ fields: [ValueChild], to out: inout String) throws {
        out += "("
        for (index, field) in fields.enumerated() {
            if index > 0 { out += ", " }
            out += "\(field.label ?? ""): "
            try write(field.value, debug: true, to: &out)
        }
        out += ")"
    }

    /// `west` / `main.Direction.west`, then the payload: `circle(radius: 1.0)`,
    /// `wrapped(main.VendingError.outOfStock)`, a tuple payload as the tuple itself.
    private func writeEnum(_ enumValue: EnumValue, value: Value, debug: Bool, to out: inout String) throws {
        if debug { out += typeName(of: value, qualified: true) + "." }
        out += enumValue.caseInfo.name
        guard let payload = ValueChildren.enumPayload(enumValue) else { return }
        if case .tuple = payload.value {
            try write(payload.value, debug: true, to: &out)
        } else {
            out += "("
            try write(payload.value, debug: true, to: &out)
            out += ")"
        }
    }

    /// `Point`, `main.Outer.Inner`, `Pair<Int>`, `main.Pair<Swift.Int>`.
    func typeName(of value: Value, qualified: Bool) -> String {
        interpreter.runtimeType(of: value).name(qualified: qualified)
    }

    /// `\Point.x`, `\Line.start?.x?`, `\Box.value!`.
    static func keyPathText(_ keyPath: KeyPathValue) -> String {
        var text = "\\" + (keyPath.root?.description ?? "")
        var isChained = false
        for component in keyPath.components {
            switch component {
            case .property(let name): text += "." + name + (isChained ? "?" : "")
            case .selfComponent: text += ".self"
            case .optional: text += "?"; isChained = true
            case .forceUnwrap: text += "!"
            case .subscriptIndex: text += ".<computed>"
            }
        }
        return text
    }
}
