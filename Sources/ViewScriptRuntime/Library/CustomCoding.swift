import Foundation

/// A program's own `init(from:)` and `encode(to:)`: they get a decoder or an encoder whose
/// containers (`container(keyedBy:)`, `singleValueContainer()`, `unkeyedContainer()`) read and
/// write the same `JSONTree` the synthesized coding does, with the same errors and coding path.
enum CustomCoding {
    static func decode(_ type: NominalType, _ tree: JSONTree, _ coding: inout JSONCoding) throws -> Value? {
        guard type.initializers.contains(where: { $0.parameters.first?.label == "from" && $0.parameters.count == 1 }) else {
            return nil
        }
        let decoder = CodingContainer(.decoder, tree: tree, coding: coding)
        let arguments = CallArguments(values: [.native(decoder)], labels: ["from"], inoutTargets: [nil], thunks: [nil],
                                      firstTrailingClosure: nil)
        return try coding.interpreter.construct(.nominal(type, []), arguments, nil, at: coding.range)
    }

    static func encode(_ value: Value, _ coding: inout JSONCoding) throws -> JSONTree? {
        guard let type = coding.interpreter.memberType(of: value),
              let method = type.lookupMethods("encode").first(where: { $0.parameters.count == 1 && $0.parameters[0].label == "to" })
        else { return nil }
        let encoder = CodingContainer(.encoder, tree: .null, coding: coding)
        _ = try coding.interpreter.invoke(method, arguments: [.native(encoder)], captures: [], selfValue: value, at: coding.range)
        return encoder.finished()
    }
}

/// A `Decoder`/`Encoder` and its containers, over one node of the tree.
final class CodingContainer: NativeObject, NativeMembers {
    enum Kind: String {
        case decoder = "Decoder", encoder = "Encoder", keyed = "KeyedDecodingContainer", unkeyed = "UnkeyedDecodingContainer",
             single = "SingleValueDecodingContainer"
    }
    let kind: Kind
    let isEncoding: Bool
    private(set) var tree: JSONTree
    private var coding: JSONCoding
    /// The next element of an unkeyed container that decodes.
    private var position = 0
    /// The `CodingKeys` enum of a keyed container (`container(keyedBy:)`).
    var keys: NominalType?
    /// An encoding container writes into its parent's tree when done.
    private var children: [(key: String?, container: CodingContainer)] = []

    init(_ kind: Kind, tree: JSONTree, coding: JSONCoding, encoding: Bool? = nil) {
        self.kind = kind
        self.tree = tree
        self.coding = coding
        isEncoding = encoding ?? (kind == .encoder)
    }

    var runtimeType: RuntimeType { .named(kind.rawValue, []) }
    func describe() -> String { kind.rawValue }

    func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch name {
        case "codingPath": return .array(ArrayValue(coding.path.map { .string($0.stringValue) }))
        case "isAtEnd":
            guard case .array(let elements) = tree else { return .bool(true) }
            return .bool(position >= elements.count)
        case "count":
            guard case .array(let elements) = tree else { return Value.none }
            return .some(.int(elements.count))
        case "currentIndex": return .int(position)
        default: return nil
        }
    }

    /// The tree this container made, its children's written in.
    func finished() -> JSONTree {
        for child in children {
            let value = child.container.finished()
            switch (tree, child.key) {
            case (.object(var members), let key?):
                members.removeAll { $0.key == key }
                members.append((key, value))
                tree = .object(members)
            default: tree = value
            }
        }
        children.removeAll()
        return tree
    }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        let values = arguments.values
        switch (name, arguments.labels) {
        case ("container", ["keyedBy"]):
            let child = CodingContainer(.keyed, tree: isEncoding ? .object([]) : tree, coding: coding, encoding: isEncoding)
            if case .type(.nominal(let keys, _)) = values[0] { child.keys = keys }
            if !isEncoding, case .object = tree {} else if !isEncoding {
                throw coding.mismatch([String: Any].self, "Dictionary<String, Any>", tree)
            }
            if isEncoding { children.append((nil, child)) }
            return .native(child)
        case ("singleValueContainer", []):
            let child = CodingContainer(.single, tree: tree, coding: coding, encoding: isEncoding)
            if isEncoding { children.append((nil, child)) }
            return .native(child)
        case ("unkeyedContainer", []):
            if !isEncoding, case .array = tree {} else if !isEncoding { throw coding.mismatch([Any].self, "Array<Any>", tree) }
            let child = CodingContainer(.unkeyed, tree: isEncoding ? .array([]) : tree, coding: coding, encoding: isEncoding)
            if isEncoding { children.append((nil, child)) }
            return .native(child)
        default:
            return isEncoding ? try encodeMethod(name, arguments, context) : try decodeMethod(name, arguments, context)
        }
    }

    /// `.name` of a `CodingKeys` enum: its raw value (or its name).
    private func key(_ value: Value?) -> String? {
        let name: String?
        switch value {
        case .enumValue(let key)?:
            if case .string(let raw)? = key.caseInfo.rawValue { return raw }
            return key.caseInfo.name
        case .native(let unresolved as UnresolvedMember)?: name = unresolved.name
        case .native(let symbol as SymbolValue)?: name = symbol.member
        default: name = nil
        }
        guard let name else { return nil }
        if let keys, let index = keys.caseIndex[name], case .string(let raw)? = keys.enumCases[index].rawValue { return raw }
        return name
    }

    private func keyNotFound(_ key: String) -> Error {
        let codingKey = JSONCoding.CodingKeys(stringValue: key)
        // Named as the program's key enum is (`LocationKeys(stringValue: "lon", intValue: nil)`).
        let shown = "\(keys?.name ?? "CodingKeys")(stringValue: \"\(key)\", intValue: nil)"
        return coding.thrown(.keyNotFound(codingKey, .init(codingPath: coding.path,
            debugDescription: "No value associated with key \(shown) (\"\(key)\").")))
    }

    private func requestedType(_ value: Value) -> RuntimeType? {
        if case .type(let type) = value { return type }
        return nil
    }

    private func decodeMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        let values = arguments.values
        switch (kind, name, arguments.labels) {
        case (.keyed, "decode", [nil, "forKey"]), (.keyed, "decodeIfPresent", [nil, "forKey"]):
            guard let type = requestedType(values[0]), let key = key(values[1]) else { return nil }
            let member = tree[key]
            if name == "decodeIfPresent", member == nil || member == .null { return Value.none }
            guard let member else { throw keyNotFound(key) }
            coding.path.append(JSONCoding.CodingKeys(stringValue: key))
            defer { coding.path.removeLast() }
            let decoded = try coding.decode(type, member)
            return name == "decodeIfPresent" ? .some(decoded) : decoded
        case (.keyed, "contains", [nil]):
            guard let key = key(values[0]) else { return nil }
            return .bool(tree[key] != nil)
        case (.keyed, "decodeNil", ["forKey"]):
            guard let key = key(values[0]) else { return nil }
            return .bool(tree[key] == nil || tree[key] == .null)
        case (.keyed, "nestedContainer", ["keyedBy", "forKey"]), (.keyed, "nestedUnkeyedContainer", ["forKey"]):
            guard let key = key(values.last) else { return nil }
            // A missing key throws as `decode(_:forKey:)` does; a value of the wrong kind is a type mismatch.
            guard let member = tree[key] else { throw keyNotFound(key) }
            var nested = coding
            nested.path.append(JSONCoding.CodingKeys(stringValue: key))
            switch (name, member) {
            case ("nestedContainer", .object), ("nestedUnkeyedContainer", .array): break
            case ("nestedContainer", _): throw nested.mismatch([String: Any].self, "Dictionary<String, Any>", member)
            default: throw nested.mismatch([Any].self, "Array<Any>", member)
            }
            let child = CodingContainer(name == "nestedContainer" ? .keyed : .unkeyed, tree: member, coding: nested)
            if case .type(.nominal(let keys, _)) = values[0] { child.keys = keys }
            return .native(child)
        case (.single, "decode", [nil]):
            guard let type = requestedType(values[0]) else { return nil }
            return try coding.decode(type, tree)
        case (.single, "decodeNil", []):
            return .bool(tree == .null)
        case (.unkeyed, "decode", [nil]), (.unkeyed, "decodeIfPresent", [nil]):
            guard let type = requestedType(values[0]), case .array(let elements) = tree else { return nil }
            guard position < elements.count else {
                throw coding.thrown(.valueNotFound(Any.self, .init(codingPath: coding.path, debugDescription: "Unkeyed container is at end.")))
            }
            coding.path.append(JSONCoding.CodingKeys(intValue: position))
            defer { coding.path.removeLast(); position += 1 }
            if name == "decodeIfPresent", elements[position] == .null { return Value.none }
            let decoded = try coding.decode(type, elements[position])
            return name == "decodeIfPresent" ? .some(decoded) : decoded
        default:
            return nil
        }
    }

    private func encodeMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        let values = arguments.values
        switch (kind, name, arguments.labels) {
        case (.keyed, "encode", [nil, "forKey"]), (.keyed, "encodeIfPresent", [nil, "forKey"]):
            guard let key = key(values[1]), case .object(var members) = tree else { return nil }
            if name == "encodeIfPresent", case .none = values[0] { return .void }
            let encoded = try coding.encode(values[0])
            members.removeAll { $0.key == key }
            members.append((key, encoded))
            tree = .object(members)
            return .void
        case (.keyed, "encodeNil", ["forKey"]):
            guard let key = key(values[0]), case .object(var members) = tree else { return nil }
            members.append((key, .null))
            tree = .object(members)
            return .void
        case (.keyed, "nestedContainer", ["keyedBy", "forKey"]), (.keyed, "nestedUnkeyedContainer", ["forKey"]):
            guard let key = key(values.last) else { return nil }
            let child = CodingContainer(name == "nestedContainer" ? .keyed : .unkeyed,
                                        tree: name == "nestedContainer" ? .object([]) : .array([]), coding: coding, encoding: true)
            if case .type(.nominal(let keys, _)) = values[0] { child.keys = keys }
            children.append((key, child))
            return .native(child)
        case (.single, "encode", [nil]):
            tree = try coding.encode(values[0])
            return .void
        case (.single, "encodeNil", []):
            tree = .null
            return .void
        case (.unkeyed, "encode", [nil]):
            guard case .array(var elements) = tree else { return nil }
            elements.append(try coding.encode(values[0]))
            tree = .array(elements)
            return .void
        default:
            return nil
        }
    }
}
