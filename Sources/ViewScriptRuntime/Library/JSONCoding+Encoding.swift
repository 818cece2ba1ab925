import Foundation

extension JSONCoding {
    /// The tree Swift's synthesized `Encodable` writes for `value` (optionals that are `nil`
    /// are left out, as `encodeIfPresent` does).
    mutating func encode(_ value: Value) throws -> JSONTree {
        switch value {
        case .int(let int): return .int(int)
        case .double(let double): return .double(double)
        case .sized(let number): return number.intValue.map(JSONTree.int) ?? .double(number.doubleValue)
        // A Float is written with its own shortest digits (`0.1`, not `0.10000000149011612`).
        case .float(let float): return .double(Double(float.description) ?? Double(float))
        case .bool(let bool): return .bool(bool)
        case .string(let string): return .string(string)
        case .character(let character): return .string(String(character))
        case .none: return .null
        case .some(let wrapped): return try encode(wrapped)
        case .array(let array): return .array(try array.elements.map { try encode($0) })
        case .set(let set): return .array(try set.elements.map { try encode($0) })
        case .dictionary(let dictionary):
            var members: [(key: String, value: JSONTree)] = []
            for (key, element) in zip(dictionary.keys, dictionary.values) {
                switch key {
                case .string(let text): members.append((text, try encode(element)))
                case .int(let int): members.append((String(int), try encode(element)))
                default: throw interpreter.failure(.notSimulated("encoding a dictionary with \(interpreter.runtimeType(of: key)) keys"), at: range)
                }
            }
            return .object(members)
        case .structValue(let structValue): return try encodeFields(structValue.type, structValue.fields, value)
        case .object(let object): return try encodeFields(object.type, object.fields, value)
        case .enumValue(let enumValue):
            if let encoded = try CustomCoding.encode(value, &self) { return encoded }
            guard let raw = enumValue.caseInfo.rawValue else {
                throw interpreter.failure(.notSimulated("encoding the enum '\(enumValue.type.name)' without raw values to JSON"), at: range)
            }
            return try encode(raw)
        case .native(let object):
            switch object {
            case let date as DateObject: return encodeDate(date.secondsSince1970)
            case let url as URLObject: return .string(url.text)
            case let uuid as UUIDObject: return .string(uuid.text)
            case let decimal as DecimalObject: return .decimal(decimal.decimal)
            case let data as DataObject: return .string(data.data.base64EncodedString())
            default: break
            }
        default:
            break
        }
        throw interpreter.failure(.notSimulated("encoding \(interpreter.runtimeType(of: value)) to JSON"), at: range)
    }

    mutating func encodeFields(_ type: NominalType, _ fields: [Value], _ value: Value) throws -> JSONTree {
        if let encoded = try CustomCoding.encode(value, &self) { return encoded }
        var members: [(key: String, value: JSONTree)] = []
        for (index, key, _) in Self.codedProperties(of: type) {
            if case .none = fields[index] { continue }
            members.append((key, try encode(fields[index])))
        }
        return .object(members)
    }

    func encodeDate(_ secondsSince1970: Double) -> JSONTree {
        let date = Date(timeIntervalSince1970: secondsSince1970)
        switch dates {
        case .deferredToDate: return .double(date.timeIntervalSinceReferenceDate)
        case .secondsSince1970: return .double(secondsSince1970)
        case .millisecondsSince1970: return .double(secondsSince1970 * 1000)
        case .iso8601: return .string(ISO8601DateFormatter().string(from: date))
        case .formatted(let formatter):
            return .string((try? formatter.dateText(date, CallContext(interpreter: interpreter, range: range))) ?? "")
        case .custom: return .double(date.timeIntervalSinceReferenceDate) // refused before encoding starts
        }
    }
}

/// An error Foundation throws (a `DecodingError`, an `EncodingError`): prints and describes
/// itself as Foundation's error does.
final class FoundationErrorObject: NativeObject, NativeMembers {
    let error: any Error
    init(_ error: any Error) { self.error = error }
    var runtimeType: RuntimeType { .named(error is DecodingError ? "DecodingError" : "\(type(of: error))", []) }
    func describe() -> String { String(describing: error) }
    func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch name {
        case "localizedDescription": .string(error.localizedDescription)
        case "description": .string(describe())
        default: nil
        }
    }
    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? { nil }
}
