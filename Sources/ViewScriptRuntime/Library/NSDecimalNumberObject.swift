import Foundation

/// Foundation's `NSDecimalNumber`, as SwiftUI apps use it: to turn a `Decimal` into a `Double`
/// or an `Int` (`NSDecimalNumber(decimal: total).doubleValue`, no `Double(_: Decimal)` exists),
/// or to read one from text. Its values and description are the toolchain's own
/// `NSDecimalNumber`'s (program 423 recorded with swiftc): `NSDecimalNumber(string: "x")` is
/// `NaN`, `intValue` truncates toward zero. Its arithmetic (`adding(_:)`, `subtracting(_:)`,
/// `multiplying(by:)`, `dividing(by:)`, `compare(_:)`) is the toolchain's own (program 426);
/// the forms that take a rounding behaviour (`NSDecimalNumberHandler`) are not simulated yet.
final class NSDecimalNumberObject: NativeObject, NativeMembers, NativeEquatable {
    let number: NSDecimalNumber

    init(_ number: NSDecimalNumber) { self.number = number }

    var runtimeType: RuntimeType { .named("NSDecimalNumber", []) }
    func describe() -> String { number.description }

    func isEqual(to other: NativeObject) -> Bool {
        guard let other = other as? NSDecimalNumberObject else { return false }
        return number.decimalValue == other.number.decimalValue
    }
    var hashKey: Int { number.decimalValue.hashValue }

    func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch name {
        case "doubleValue": return .double(number.doubleValue)
        case "intValue", "int64Value": return .int(number.intValue)
        case "boolValue": return .bool(number.boolValue)
        case "stringValue", "description": return .string(number.stringValue)
        case "decimalValue": return .native(DecimalObject(number.decimalValue))
        default: return nil
        }
    }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        guard arguments.labels.count == 1, case .native(let other as NSDecimalNumberObject) = arguments.values[0] else {
            throw context.failure(.notSimulated("NSDecimalNumber.\(name) with these arguments"))
        }
        switch (name, arguments.labels) {
        case ("adding", [nil]): return .native(NSDecimalNumberObject(number.adding(other.number)))
        case ("subtracting", [nil]): return .native(NSDecimalNumberObject(number.subtracting(other.number)))
        case ("multiplying", ["by"]): return .native(NSDecimalNumberObject(number.multiplying(by: other.number)))
        case ("dividing", ["by"]):
            if other.number.decimalValue.isZero, !other.number.decimalValue.isNaN {
                throw context.failure(.notSimulated("NSDecimalNumber.dividing(by:) by zero (an Objective-C exception on iOS)"))
            }
            return .native(NSDecimalNumberObject(number.dividing(by: other.number)))
        case ("compare", [nil]): return LibraryEnums.comparisonResult.value(number.compare(other.number))
        default:
            throw context.failure(.notSimulated("NSDecimalNumber.\(name)"))
        }
    }

    /// `NSDecimalNumber(decimal:)`, `NSDecimalNumber(string:)`, `NSDecimalNumber(value:)`.
    static func construct(_ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        let values = arguments.values
        switch arguments.labels {
        case ["decimal"]:
            guard let decimal = DecimalObject.decimal(of: values[0]) else { return nil }
            return .native(NSDecimalNumberObject(NSDecimalNumber(decimal: decimal)))
        case ["string"]:
            guard let text = values[0].asString else { return nil }
            return .native(NSDecimalNumberObject(NSDecimalNumber(string: text)))
        case ["value"]:
            switch values[0] {
            case .int(let int): return .native(NSDecimalNumberObject(NSDecimalNumber(value: int)))
            case .double(let double): return .native(NSDecimalNumberObject(NSDecimalNumber(value: double)))
            default: return nil
            }
        default:
            return nil
        }
    }
}
