import Foundation
import ViewScriptSyntax

/// Swift's synthesized `Codable` for the program's types: a value becomes a `JSONTree` by its
/// stored properties (or its `CodingKeys`), and a tree becomes a value of the requested type.
/// A mismatch is Foundation's own `DecodingError`, with its coding path, thrown to the program.
struct JSONCoding {
    /// `dateDecodingStrategy` / `dateEncodingStrategy`.
    enum DateStrategy {
        case deferredToDate, secondsSince1970, millisecondsSince1970, iso8601
        /// `.formatted(dateFormatter)`: the formatter's `date(from:)` / `string(from:)`.
        case formatted(FormatterObject)
        /// `.custom { decoder in ... }`: the program's closure decodes each date (decoding only).
        case custom(Value)
    }

    /// A key of the coding path; named so that it prints as Swift's synthesized keys do.
    struct CodingKeys: CodingKey {
        var stringValue: String
        var intValue: Int?
        init(stringValue: String) { self.stringValue = stringValue }
        init(intValue: Int) { self.stringValue = "Index \(intValue)"; self.intValue = intValue }
    }

    let interpreter: Interpreter
    let range: SourceRange
    var dates: DateStrategy = .deferredToDate
    var path: [any CodingKey] = []

    init(_ context: CallContext, dates: DateStrategy) {
        interpreter = context.interpreter
        range = context.range
        self.dates = dates
    }

    func thrown(_ error: DecodingError) -> ThrownError {
        ThrownError(value: .native(FoundationErrorObject(error)), range: range)
    }

    func mismatch(_ type: Any.Type, _ name: String, _ tree: JSONTree) -> ThrownError {
        if tree == .null {
            return thrown(.valueNotFound(type, .init(codingPath: path,
                debugDescription: "Cannot get value of type \(name) -- found null value instead")))
        }
        let found: String
        switch tree {
        case .int, .double, .decimal: found = "number"
        case .string: found = "a string"
        case .array: found = "an array"
        case .object: found = "a dictionary"
        case .bool: found = "bool"
        case .null: found = "null"
        }
        return thrown(.typeMismatch(type, .init(codingPath: path, debugDescription: "Expected to decode \(name) but found \(found) instead.")))
    }

    /// The stored properties a synthesized `Codable` codes, with their keys.
    static func codedProperties(of type: NominalType) -> [(index: Int, key: String, property: StoredProperty)] {
        let keys = type.nestedTypes["CodingKeys"]
        return type.storedProperties.enumerated().compactMap { index, property in
            if let keys {
                guard let caseIndex = keys.caseIndex[property.name] else { return nil }
                if case .string(let raw)? = keys.enumCases[caseIndex].rawValue { return (index, raw, property) }
                return (index, property.name, property)
            }
            if property.isLet && property.initializer != nil { return nil }
            return (index, property.name, property)
        }
    }

    // MARK: Decoding

    mutating func decode(_ type: RuntimeType?, _ tree: JSONTree) throws -> Value {
        switch type {
        case nil, .any?, .generic?: return loose(tree)
        case .int?:
            if case .int(let int) = tree { return .int(int) }
            throw mismatch(Int.self, "Int", tree)
        case .sized(let width)?:
            if case .int(let int) = tree, let number = SizedInteger(width: width, exactly: int) { return .sized(number) }
            throw mismatch(Int.self, width.name, tree)
        case .float?:
            if case .int(let int) = tree { return .float(Float(int)) }
            if case .double(let double) = tree { return .float(Float(double)) }
            throw mismatch(Float.self, "Float", tree)
        case .double?:
            if case .int(let int) = tree { return .double(Double(int)) }
            if case .double(let double) = tree { return .double(double) }
            throw mismatch(Double.self, "Double", tree)
        case .bool?:
            if case .bool(let bool) = tree { return .bool(bool) }
            throw mismatch(Bool.self, "Bool", tree)
        case .string?:
            if case .string(let string) = tree { return .string(string) }
            throw mismatch(String.self, "String", tree)
        case .optional(let wrapped)?:
            return tree == .null ? Value.none : .some(try decode(wrapped, tree))
        case .array(let element)?, .set(let element)?:
            guard case .array(let trees) = tree else { throw mismatch([Any].self, "Array<Any>", tree) }
            var elements: [Value] = []
            for (index, element_) in trees.enumerated() {
                path.append(CodingKeys(intValue: index))
                defer { path.removeLast() }
                elements.append(try decode(element, element_))
            }
            if case .set? = type { return .set(SetValue(elements, elementType: element)) }
            return .array(ArrayValue(elements, elementType: element))
        case .dictionary(let key, let valueType)?:
            guard case .object(let members) = tree else { throw mismatch([String: Any].self, "Dictionary<String, Any>", tree) }
            var dictionary = DictionaryValue(keyType: key, valueType: valueType)
            for member in members {
                path.append(CodingKeys(stringValue: member.key))
                defer { path.removeLast() }
                dictionary.updateValue(try decode(valueType, member.value), forKey: .string(member.key))
            }
            return .dictionary(dictionary)
        case .named(let name, _)?:
            return try decodeFoundation(name, tree)
        case .nominal(let nominal, let generics)?:
            return try decode(nominal, generics, tree)
        default:
            throw interpreter.failure(.notSimulated("decoding \(type!.description) from JSON"), at: range)
        }
    }

    /// A value without a static type: what the JSON says.
    func loose(_ tree: JSONTree) -> Value {
        switch tree {
        case .null: return Value.none
        case .bool(let bool): return .bool(bool)
        case .int(let int): return .int(int)
        case .double(let double): return .double(double)
        case .decimal(let decimal): return .native(DecimalObject(decimal))
        case .string(let string): return .string(string)
        case .array(let trees): return .array(ArrayValue(trees.map(loose)))
        case .object(let members):
            var dictionary = DictionaryValue(keyType: .string, valueType: .any)
            for member in members { dictionary.updateValue(loose(member.value), forKey: .string(member.key)) }
            return .dictionary(dictionary)
        }
    }

    mutating func decodeFoundation(_ name: String, _ tree: JSONTree) throws -> Value {
        switch (name, tree) {
        case ("Date", _): return try decodeDate(tree)
        // Foundation reads the number's digits; a `Double`'s shortest description is those digits.
        case ("Decimal", .int(let int)): return .native(DecimalObject(Decimal(int)))
        case ("Decimal", .double(let double)): return .native(DecimalObject(Decimal(string: "\(double)") ?? Decimal(double)))
        case ("Decimal", .null): throw mismatch(Decimal.self, "Decimal", tree)
        // Foundation's own `Decimal` decoding gives its type mismatch no debug description.
        case ("Decimal", _): throw thrown(.typeMismatch(Decimal.self, .init(codingPath: path, debugDescription: "")))
        case ("URL", .string(let text)):
            guard let url = URL(string: text) else {
                throw thrown(.dataCorrupted(.init(codingPath: path, debugDescription: "Invalid URL string.")))
            }
            return .native(URLObject(url.absoluteString))
        case ("UUID", .string(let text)):
            guard let uuid = UUID(uuidString: text) else {
                throw thrown(.dataCorrupted(.init(codingPath: path, debugDescription: "Attempted to decode UUID from invalid UUID string.")))
            }
            return .native(UUIDObject(text: uuid.uuidString))
        case ("URL", _), ("UUID", _): throw mismatch(String.self, "String", tree)
        default: throw interpreter.failure(.notSimulated("decoding \(name) from JSON"), at: range)
        }
    }

    mutating func decodeDate(_ tree: JSONTree) throws -> Value {
        let seconds: Double
        switch (dates, tree) {
        case (.custom(let closure), _):
            let decoder = CodingContainer(.decoder, tree: tree, coding: self)
            return try interpreter.callClosure(closure, [.native(decoder)], at: range)
        case (.formatted(let formatter), .string(let text)):
            // "Date string does not match format expected by formatter." (Foundation's JSONDecoder)
            guard let date = try formatter.parseDate(text, CallContext(interpreter: interpreter, range: range)) else {
                throw thrown(.dataCorrupted(.init(codingPath: path, debugDescription: "Date string does not match format expected by formatter.")))
            }
            return date
        case (.formatted, _): throw mismatch(String.self, "String", tree)
        case (.iso8601, .string(let text)):
            guard let date = ISO8601DateFormatter().date(from: text) else {
                throw thrown(.dataCorrupted(.init(codingPath: path, debugDescription: "Expected date string to be ISO8601-formatted.")))
            }
            seconds = date.timeIntervalSince1970
        case (.iso8601, _): throw mismatch(String.self, "String", tree)
        case (_, .int(let int)): seconds = Double(int)
        case (_, .double(let double)): seconds = double
        default: throw mismatch(Double.self, "Double", tree)
        }
        switch dates {
        case .deferredToDate: return .date(secondsSince1970: Date(timeIntervalSinceReferenceDate: seconds).timeIntervalSince1970)
        case .secondsSince1970, .iso8601, .formatted, .custom: return .date(secondsSince1970: seconds)
        case .millisecondsSince1970: return .date(secondsSince1970: seconds / 1000)
        }
    }

    mutating func decode(_ type: NominalType, _ generics: [RuntimeType], _ tree: JSONTree) throws -> Value {
        if let decoded = try CustomCoding.decode(type, tree, &self) { return decoded }
        if type.kind == .enumType {
            guard let rawType = type.rawType else {
                throw interpreter.failure(.notSimulated("decoding the enum '\(type.name)' without raw values from JSON"), at: range)
            }
            let raw = try decode(rawType, tree)
            guard let index = type.enumCases.firstIndex(where: { $0.rawValue.map { Self.same($0, raw) } ?? false }) else {
                let shown = (try? interpreter.describe(raw)) ?? ""
                throw thrown(.dataCorrupted(.init(codingPath: path,
                    debugDescription: "Cannot initialize \(type.name) from invalid \(rawType) value \(shown)")))
            }
            return .enumValue(EnumValue(type: type, caseIndex: index))
        }
        guard case .object = tree else { throw mismatch([String: Any].self, "Dictionary<String, Any>", tree) }
        var fields = try interpreter.defaultFields(of: type, at: range)
        let bindings = type.genericBindings(generics)
        for (index, key, property) in Self.codedProperties(of: type) {
            let member = tree[key]
            if member == nil || member == .null, property.type?.isOptional == true {
                fields[index] = Value.none
                continue
            }
            guard let member else {
                let codingKey = CodingKeys(stringValue: key)
                throw thrown(.keyNotFound(codingKey, .init(codingPath: path,
                    debugDescription: "No value associated with key \(codingKey) (\"\(key)\").")))
            }
            path.append(CodingKeys(stringValue: key))
            defer { path.removeLast() }
            fields[index] = try decode(property.type?.substituting(bindings), member)
        }
        if type.isClass {
            let object = Instance(type: type, fields: fields)
            interpreter.liveObjects.track(object)
            return .object(object)
        }
        var value = StructValue(type: type, fields: fields, genericArguments: generics)
        value.depth = try ValueDepth.check(fields, interpreter, at: range)
        return .structValue(value)
    }

    static func same(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.string(let x), .string(let y)): x == y
        case (.int(let x), .int(let y)): x == y
        case (.double(let x), .double(let y)): x == y
        default: false
        }
    }
}
