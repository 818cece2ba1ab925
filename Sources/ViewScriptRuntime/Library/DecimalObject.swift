import Foundation
import ViewScriptSyntax

/// Foundation's `Decimal`: a base-10 value type whose arithmetic, comparisons, description and
/// formatting are Foundation's own (the toolchain's `Decimal` underneath), so money adds up as
/// it does in swiftc. Recorded from swiftc: `let a: Decimal = 0.1; print(a + 0.2)` prints
/// `0.3`, `type(of: a)` is `Decimal`, `Decimal(1) / Decimal(3)` prints
/// `0.33333333333333333333333333333333333333`. A literal typed `Decimal` goes through `Double`
/// as Swift's `ExpressibleByFloatLiteral` conformance does (`let c: Decimal = 3.133` prints
/// `3.132999999999999488`); an `Int` or `Double` meeting a `Decimal` in an operator or a
/// `Decimal`-typed place is such a literal (`total + 0.2`, `reduce(0, +)`).
final class DecimalObject: NativeObject, NativeMembers, NativeEquatable {
    let decimal: Decimal

    init(_ decimal: Decimal) { self.decimal = decimal }

    var runtimeType: RuntimeType { .named("Decimal", []) }
    func describe() -> String { decimal.description }

    func isEqual(to other: NativeObject) -> Bool { (other as? DecimalObject)?.decimal == decimal }
    var hashKey: Int { decimal.hashValue }

    func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch name {
        case "description": return .string(decimal.description)
        case "isZero": return .bool(decimal.isZero)
        case "isNaN": return .bool(decimal.isNaN)
        case "isSignMinus": return .bool(decimal.isSignMinus)
        case "magnitude": return .native(DecimalObject(decimal.magnitude))
        case "exponent": return .int(decimal.exponent)
        default: return nil
        }
    }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        switch (name, arguments.labels) {
        case ("formatted", _):
            return try FormatStyleBridge.formatted(.native(self), labels: arguments.labels, arguments.values, context).map(Value.string)
        case ("rounded", _):
            throw context.failure(.notSimulated("Decimal.rounded"))
        default:
            return nil
        }
    }

    /// The `Decimal` a value stands for where a `Decimal` is expected: a `Decimal`, or an
    /// `Int`/`Double` (a literal the compiler could not type).
    static func decimal(of value: Value) -> Decimal? {
        switch value {
        case .native(let object as DecimalObject): return object.decimal
        case .int(let int): return Decimal(int)
        case .double(let double): return Decimal(double)
        default: return nil
        }
    }

    /// A literal in a `Decimal` context (`let x: Decimal = 0.1`, `-2.75`): through `Double`
    /// as Swift's literal conformance does, an integer literal exactly.
    static func literal(_ text: String, negative: Bool) -> Value {
        let clean = text.replacingOccurrences(of: "_", with: "")
        let magnitude: Decimal
        if let integer = IntegerLiteral.parse(clean) {
            magnitude = Decimal(integer)
        } else {
            magnitude = Decimal(Double(clean) ?? 0)
        }
        return .native(DecimalObject(negative ? -magnitude : magnitude))
    }

    /// `Decimal()`, `Decimal(5)`, `Decimal(3.5)`, `Decimal(string: "3.25")` (optional).
    static func construct(_ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        let values = arguments.values
        switch arguments.labels {
        case []: return .native(DecimalObject(Decimal.zero))
        case [nil]:
            if case .sized(let sized) = values[0] { return Decimal(string: sized.description).map { .native(DecimalObject($0)) } }
            if case .float(let float) = values[0] { return .native(DecimalObject(Decimal(Double(float)))) }
            return decimal(of: values[0]).map { .native(DecimalObject($0)) }
        case ["string"]:
            guard let text = values[0].asString else { return nil }
            return Decimal(string: text).map { .some(.native(DecimalObject($0))) } ?? Value.none
        default:
            return nil
        }
    }

    /// `Decimal.zero`, `.pi`, `.greatestFiniteMagnitude`...
    static func staticMember(_ name: String) -> Value? {
        switch name {
        case "zero": return .native(DecimalObject(.zero))
        case "pi": return .native(DecimalObject(.pi))
        case "greatestFiniteMagnitude": return .native(DecimalObject(.greatestFiniteMagnitude))
        case "leastFiniteMagnitude": return .native(DecimalObject(.leastFiniteMagnitude))
        case "leastNonzeroMagnitude": return .native(DecimalObject(.leastNonzeroMagnitude))
        case "nan": return .native(DecimalObject(.nan))
        default: return nil
        }
    }

    /// -1, 0 or 1 when both values are decimals (one may be a number literal); nil otherwise.
    static func order(_ lhs: Value, _ rhs: Value) -> Int? {
        guard lhs.isDecimal || rhs.isDecimal, let a = decimal(of: lhs), let b = decimal(of: rhs) else { return nil }
        return a < b ? -1 : (a == b ? 0 : 1)
    }

    /// `+ - * /` and the comparisons of `Decimal`, or nil when neither side is a decimal.
    static func binary(_ op: BinaryOperator, _ lhs: Value, _ rhs: Value) -> Value? {
        guard lhs.isDecimal || rhs.isDecimal, let a = decimal(of: lhs), let b = decimal(of: rhs) else { return nil }
        switch op {
        case .add: return .native(DecimalObject(a + b))
        case .subtract: return .native(DecimalObject(a - b))
        case .multiply: return .native(DecimalObject(a * b))
        case .divide: return .native(DecimalObject(a / b))
        default: return op.compared(a, b)
        }
    }
}

extension Value {
    var isDecimal: Bool {
        if case .native(let object) = self { return object is DecimalObject }
        return false
    }
}
