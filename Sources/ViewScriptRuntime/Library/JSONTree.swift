import Foundation

/// JSON as Foundation's `JSONEncoder` writes and `JSONDecoder` reads it: the program's values
/// become this tree (and back) by their types (see `JSONCoding`), and Foundation's coders do
/// the rest, so the text, the key strategies and the output formatting are Foundation's own.
indirect enum JSONTree: Codable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    /// A `Decimal` being encoded: Foundation's `JSONEncoder` writes its digits as they are.
    case decimal(Decimal)
    case string(String)
    case array([JSONTree])
    /// Keys in the order they are written.
    case object([(key: String, value: JSONTree)])

    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: Key.self) {
            self = .object(try keyed.allKeys.sorted { $0.stringValue < $1.stringValue }.map {
                ($0.stringValue, try keyed.decode(JSONTree.self, forKey: $0))
            })
            return
        }
        if var unkeyed = try? decoder.unkeyedContainer() {
            var elements: [JSONTree] = []
            while !unkeyed.isAtEnd { elements.append(try unkeyed.decode(JSONTree.self)) }
            self = .array(elements)
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() { self = .null }
        else if let bool = try? single.decode(Bool.self) { self = .bool(bool) }
        else if let int = try? single.decode(Int.self) { self = .int(int) }
        else if let double = try? single.decode(Double.self) { self = .double(double) }
        else { self = .string(try single.decode(String.self)) }
    }

    func encode(to encoder: Encoder) throws {
        switch self {
        case .object(let members):
            var keyed = encoder.container(keyedBy: Key.self)
            for member in members { try keyed.encode(member.value, forKey: Key(stringValue: member.key)) }
        case .array(let elements):
            var unkeyed = encoder.unkeyedContainer()
            for element in elements { try unkeyed.encode(element) }
        case .null:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case .bool(let bool):
            var single = encoder.singleValueContainer()
            try single.encode(bool)
        case .int(let int):
            var single = encoder.singleValueContainer()
            try single.encode(int)
        case .double(let double):
            var single = encoder.singleValueContainer()
            try single.encode(double)
        case .decimal(let decimal):
            var single = encoder.singleValueContainer()
            try single.encode(decimal)
        case .string(let string):
            var single = encoder.singleValueContainer()
            try single.encode(string)
        }
    }

    static func == (lhs: JSONTree, rhs: JSONTree) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.int(let a), .int(let b)): a == b
        case (.double(let a), .double(let b)): a == b
        case (.decimal(let a), .decimal(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
        default: false
        }
    }

    /// The member named `key` of an object.
    subscript(key: String) -> JSONTree? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// What the JSON value is, as `DecodingError` names it.
    var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "bool"
        case .int, .double, .decimal: "number"
        case .string: "string"
        case .array: "array"
        case .object: "dictionary"
        }
    }
}
