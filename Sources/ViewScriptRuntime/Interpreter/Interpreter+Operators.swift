import ViewScriptSyntax

extension Interpreter {
    @inline(__always)
    func truth(_ value: Value, at range: SourceRange) throws -> Bool {
        if case .bool(let flag) = value { return flag }
        throw notACondition(value, at: range)
    }

    private func notACondition(_ value: Value, at range: SourceRange) -> RuntimeError {
        failure(.typeMismatch("cannot convert value of type '\(runtimeType(of: value))' to expected condition type 'Bool'"), at: range)
    }

    func prefix(_ op: PrefixOperator, _ value: Value, at range: SourceRange) throws -> Value {
        switch (op, value) {
        case (.negate, .int(let v)):
            if v == Int.min { throw trap("Swift runtime failure: arithmetic overflow", at: range) }
            return .int(-v)
        case (.negate, .double(let v)): return .double(-v)
        case (.plus, .int), (.plus, .double): return value
        case (_, .sized(let number)):
            if let result = try sizedPrefix(op, number, at: range) { return result }
            throw failure(.typeMismatch("unary operator '\(op.rawValue)' cannot be applied to an operand of type '\(number.width.name)'"), at: range)
        case (.negate, .float(let v)): return .float(-v)
        case (.plus, .float): return value
        case (.not, .bool(let v)): return .bool(!v)
        case (.bitNot, .int(let v)): return .int(~v)
        case (.negate, .native(let decimal as DecimalObject)): return .native(DecimalObject(-decimal.decimal))
        default:
            if let result = try userOperator(op.rawValue, [value], at: range) { return result }
            throw failure(.typeMismatch("unary operator '\(op.rawValue)' cannot be applied to an operand of type '\(runtimeType(of: value))'"), at: range)
        }
    }

    /// A user-declared operator (`static func ==`, `static func +`, a global `func <`).
    func userOperator(_ name: String, _ operands: [Value], at range: SourceRange) throws -> Value? {
        guard program.declaresOperators else { return nil }
        for operand in operands {
            guard let type = memberType(of: operand) else { continue }
            let candidates = type.lookupStaticMethods(name).filter { $0.parameters.count == operands.count }
            if let definition = candidates.first {
                return try invoke(definition, arguments: operands, captures: [], selfValue: nil, at: range).result
            }
        }
        if let global = program.functions[name]?.first(where: { $0.parameters.count == operands.count }) {
            return try invoke(global, arguments: operands, captures: [], selfValue: nil, at: range).result
        }
        return nil
    }

    func binary(_ op: BinaryOperator, _ lhs: Value, _ rhs: Value, at range: SourceRange) throws -> Value {
        // `"w" + s` first: two strings joined, as `binaryResolved` does when no operator of
        // the program's own could apply, without its switches over both values.
        if op == .add, case .string(let a) = lhs, case .string(let b) = rhs, !program.declaresOperators {
            return .string(a + b)
        }
        if case .native = rhs, case .native = lhs {} else if case .native = rhs {
            return try binaryResolved(op, lhs, resolved(rhs, like: lhs), at: range)
        } else if case .native = lhs {
            return try binaryResolved(op, resolved(lhs, like: rhs), rhs, at: range)
        }
        return try binaryResolved(op, lhs, rhs, at: range)
    }

    func binaryResolved(_ op: BinaryOperator, _ lhs: Value, _ rhs: Value, at range: SourceRange) throws -> Value {
        switch (lhs, rhs) {
        case (.int(let a), .int(let b)): return try integer(op, a, b, at: range)
        case (.double(let a), .double(let b)): return try floating(op, a, b, at: range)
        case (.int(let a), .double(let b)): return try floating(op, Double(a), b, at: range)
        case (.double(let a), .int(let b)): return try floating(op, a, Double(b), at: range)
        case (.sized, _), (_, .sized):
            if let result = try sizedBinary(op, lhs, rhs, at: range) { return result }
        case (.float, _), (_, .float):
            if let result = try floatBinary(op, lhs, rhs, at: range) { return result }
        default: break
        }
        if let user = try userBinary(op, lhs, rhs, at: range) { return user }
        if let angle = AngleValue.binary(op, lhs, rhs) { return angle }
        if let attributed = AttributedStringObject.binary(op, lhs, rhs) { return attributed }
        if let date = DateObject.binary(op, lhs, rhs) { return date }
        if let measurement = MeasurementObject.binary(op, lhs, rhs) { return measurement }
        if let duration = DurationObject.binary(op, lhs, rhs) { return duration }
        if let decimal = DecimalObject.binary(op, lhs, rhs) { return decimal }
        switch op {
        case .equal: return .bool(try valuesEqual(lhs, rhs, at: range))
        case .notEqual: return .bool(try !valuesEqual(lhs, rhs, at: range))
        case .identical, .notIdentical:
            var same = false
            if case .object(let a) = lhs.unwrappedDeep ?? lhs, case .object(let b) = rhs.unwrappedDeep ?? rhs { same = a === b }
            if lhs.isNil && rhs.isNil { same = true }
            return .bool(op == .identical ? same : !same)
        case .less: return .bool(try compare(lhs, rhs, at: range) < 0)
        case .lessEqual: return .bool(try compare(lhs, rhs, at: range) <= 0)
        case .greater: return .bool(try compare(lhs, rhs, at: range) > 0)
        case .greaterEqual: return .bool(try compare(lhs, rhs, at: range) >= 0)
        case .patternMatch: return .bool(try patternMatches(lhs, rhs, at: range))
        case .add:
            switch (lhs, rhs) {
            case (.string(let a), .string(let b)): return .string(a + b)
            case (.string(let a), .character(let b)): return .string(a + String(b))
            case (.character(let a), .string(let b)): return .string(String(a) + b)
            case (.array(let a), .array(let b)):
                return .array(ArrayValue(a.elements + b.elements, elementType: a.elementType ?? b.elementType))
            case (.native, .native):
                if let text = try TextLibrary.concatenate(lhs, rhs, self) { return text }
            default: break
            }
        default: break
        }
        throw failure(.binaryOperatorMismatch(op.rawValue, runtimeType(of: lhs).description, runtimeType(of: rhs).description), at: range)
    }

    /// Operators a user type declares, with Swift's derived forms (`!=` from `==`, `>` from `<`).
    func userBinary(_ op: BinaryOperator, _ lhs: Value, _ rhs: Value, at range: SourceRange) throws -> Value? {
        guard program.declaresOperators else { return nil }
        if op == .equal || op == .notEqual {
            // Optional's `==`: a user `==` sees the wrapped values; `nil` equals only `nil`.
            switch (lhs, rhs) {
            case (.some(let a), .some(let b)): return try binaryResolved(op, a, b, at: range)
            case (.none, .none): return .bool(op == .equal)
            case (.none, _), (_, .none): return .bool(op == .notEqual)
            case (.some(let a), _): return try binaryResolved(op, a, rhs, at: range)
            case (_, .some(let b)): return try binaryResolved(op, lhs, b, at: range)
            default: break
            }
        }
        guard memberType(of: lhs)?.kind != .builtin || memberType(of: rhs)?.kind != .builtin else {
            return try userOperator(op.rawValue, [lhs, rhs], at: range)
        }
        if let direct = try userOperator(op.rawValue, [lhs, rhs], at: range) { return direct }
        switch op {
        case .notEqual:
            if let equal = try userOperator("==", [lhs, rhs], at: range) { return .bool(!(equal.asBool ?? false)) }
        case .greater:
            return try userOperator("<", [rhs, lhs], at: range)
        case .lessEqual:
            if let greater = try userOperator("<", [rhs, lhs], at: range) { return .bool(!(greater.asBool ?? true)) }
        case .greaterEqual:
            if let less = try userOperator("<", [lhs, rhs], at: range) { return .bool(!(less.asBool ?? true)) }
        default: break
        }
        return nil
    }

    func integer(_ op: BinaryOperator, _ a: Int, _ b: Int, at range: SourceRange) throws -> Value {
        func checked(_ result: (partialValue: Int, overflow: Bool)) throws -> Value {
            if result.overflow { throw trap("Swift runtime failure: arithmetic overflow", at: range) }
            return .int(result.partialValue)
        }
        switch op {
        case .add: return try checked(a.addingReportingOverflow(b))
        case .subtract: return try checked(a.subtractingReportingOverflow(b))
        case .multiply: return try checked(a.multipliedReportingOverflow(by: b))
        case .divide:
            if b == 0 { throw trap("Fatal error: Division by zero", at: range) }
            if a == Int.min && b == -1 { throw trap("Fatal error: Division results in an overflow", at: range) }
            return .int(a / b)
        case .remainder:
            if b == 0 { throw trap("Fatal error: Division by zero in remainder operation", at: range) }
            if a == Int.min && b == -1 { throw trap("Fatal error: Division results in an overflow in remainder operation", at: range) }
            return .int(a % b)
        case .wrappingAdd: return .int(a &+ b)
        case .wrappingSubtract: return .int(a &- b)
        case .wrappingMultiply: return .int(a &* b)
        case .shiftLeft: return .int(a << b)
        case .shiftRight: return .int(a >> b)
        case .maskingShiftLeft: return .int(a &<< b)
        case .maskingShiftRight: return .int(a &>> b)
        case .bitAnd: return .int(a & b)
        case .bitOr: return .int(a | b)
        case .bitXor: return .int(a ^ b)
        case .equal, .patternMatch: return .bool(a == b)
        case .notEqual: return .bool(a != b)
        case .less: return .bool(a < b)
        case .lessEqual: return .bool(a <= b)
        case .greater: return .bool(a > b)
        case .greaterEqual: return .bool(a >= b)
        default:
            throw failure(.binaryOperatorMismatch(op.rawValue, "Int", "Int"), at: range)
        }
    }

    /// The floating-point operators (`Float`'s too, done in `Double`: see `floatBinary`).
    func floating(_ op: BinaryOperator, _ a: Double, _ b: Double, typeName: String = "Double", at range: SourceRange) throws -> Value {
        switch op {
        case .add: return .double(a + b)
        case .subtract: return .double(a - b)
        case .multiply: return .double(a * b)
        case .divide: return .double(a / b)
        case .equal, .patternMatch: return .bool(a == b)
        case .notEqual: return .bool(a != b)
        case .less: return .bool(a < b)
        case .lessEqual: return .bool(a <= b)
        case .greater: return .bool(a > b)
        case .greaterEqual: return .bool(a >= b)
        case .remainder:
            throw failure(.typeMismatch("'%' is unavailable: For floating point numbers use truncatingRemainder instead"), at: range)
        default:
            throw failure(.binaryOperatorMismatch(op.rawValue, typeName, typeName), at: range)
        }
    }

    /// `==` with user operators honoured inside collections and optionals too.
    func valuesEqual(_ lhs: Value, _ rhs: Value, at range: SourceRange) throws -> Bool {
        let lhs = resolved(lhs, like: rhs)
        let rhs = resolved(rhs, like: lhs)
        switch (lhs, rhs) {
        case (.structValue, .structValue), (.enumValue, .enumValue), (.object, .object):
            if let user = try userOperator("==", [lhs, rhs], at: range) { return user.asBool ?? false }
            if case .object(let a) = lhs, case .object(let b) = rhs { return a === b }
            return lhs == rhs
        case (.some(let a), .some(let b)): return try valuesEqual(a, b, at: range)
        // `d["a"] == nil` on a `[String: Int?]` holding `nil`: `.some(nil)` is not `nil`.
        case (.some, .none), (.none, .some): return false
        case (.some(let a), _): return try valuesEqual(a, rhs, at: range)
        case (_, .some(let b)): return try valuesEqual(lhs, b, at: range)
        case (.array(let a), .array(let b)):
            guard a.elements.count == b.elements.count else { return false }
            for (x, y) in zip(a.elements, b.elements) where try !valuesEqual(x, y, at: range) { return false }
            return true
        case (.tuple(let a), .tuple(let b)):
            guard a.elements.count == b.elements.count else { return false }
            for (x, y) in zip(a.elements, b.elements) where try !valuesEqual(x, y, at: range) { return false }
            return true
        case (.native, .int), (.native, .double), (.int, .native), (.double, .native):
            // `decimals.contains(2.5)`: a number literal meeting a `Decimal` is one.
            if let order = DecimalObject.order(lhs, rhs) { return order == 0 }
            return lhs == rhs
        default:
            return lhs == rhs
        }
    }

    /// Three-way comparison for `<` and sorting: numbers, strings, characters, tuples
    /// (lexicographic), enums declared `Comparable` (case order), user `<`.
    func compare(_ lhs: Value, _ rhs: Value, at range: SourceRange) throws -> Int {
        switch (lhs, rhs) {
        case (.int(let a), .int(let b)): return a < b ? -1 : (a == b ? 0 : 1)
        case (.double(let a), .double(let b)): return a < b ? -1 : (a == b ? 0 : 1)
        case (.int(let a), .double(let b)): return Double(a) < b ? -1 : (Double(a) == b ? 0 : 1)
        case (.double(let a), .int(let b)): return a < Double(b) ? -1 : (a == Double(b) ? 0 : 1)
        case (.sized(let a), .sized(let b)): return a.compare(b)
        case (.sized(let a), .int(let b)): return a.compare(int: b)
        case (.int(let a), .sized(let b)): return -b.compare(int: a)
        case (.float, .float), (.float, .int), (.float, .double), (.int, .float), (.double, .float):
            let a = lhs.floatValue ?? 0, b = rhs.floatValue ?? 0
            return a < b ? -1 : (a == b ? 0 : 1)
        case (.string(let a), .string(let b)): return a < b ? -1 : (a == b ? 0 : 1)
        case (.character(let a), .character(let b)): return a < b ? -1 : (a == b ? 0 : 1)
        case (.character(let a), .string(let b)): return String(a) < b ? -1 : (String(a) == b ? 0 : 1)
        case (.string(let a), .character(let b)): return a < String(b) ? -1 : (a == String(b) ? 0 : 1)
        case (.stringIndex(let a), .stringIndex(let b)): return a < b ? -1 : (a == b ? 0 : 1)
        case (.tuple(let a), .tuple(let b)):
            for (x, y) in zip(a.elements, b.elements) {
                let order = try compare(x, y, at: range)
                if order != 0 { return order }
            }
            return 0
        default:
            if let order = DateObject.order(lhs, rhs) { return order }
            if let order = DecimalObject.order(lhs, rhs) { return order }
            if let order = DurationObject.order(lhs, rhs) { return order }
            if let less = try userOperator("<", [lhs, rhs], at: range)?.asBool {
                if less { return -1 }
                return (try userOperator("<", [rhs, lhs], at: range)?.asBool ?? false) ? 1 : 0
            }
            if case .enumValue(let a) = lhs, case .enumValue(let b) = rhs, a.type === b.type {
                if a.caseIndex != b.caseIndex { return a.caseIndex < b.caseIndex ? -1 : 1 }
                // Synthesized `Comparable`: the same case orders by its payloads, in order.
                for (x, y) in zip(a.payload, b.payload) {
                    let order = try compare(x, y, at: range)
                    if order != 0 { return order }
                }
                return 0
            }
            throw failure(.binaryOperatorMismatch("<", runtimeType(of: lhs).description, runtimeType(of: rhs).description), at: range)
        }
    }

    /// `pattern ~= value` for `case` patterns.
    func patternMatches(_ pattern: Value, _ value: Value, at range: SourceRange) throws -> Bool {
        let pattern = resolved(pattern, like: value)
        if case .range(let bounds) = pattern {
            let subject = value.unwrappedDeep ?? value
            if let lower = bounds.lower {
                let order = try compare(subject, lower, at: range)
                if order < 0 { return false }
            }
            if let upper = bounds.upper {
                let order = try compare(subject, upper, at: range)
                switch bounds.kind {
                case .halfOpen, .upTo: if order >= 0 { return false }
                default: if order > 0 { return false }
                }
            }
            return true
        }
        if let user = try userOperator("~=", [pattern, value], at: range) { return user.asBool ?? false }
        if case .some(let wrapped) = value, !(pattern.isNil) {
            if case .some = pattern { return try valuesEqual(pattern, value, at: range) }
            return try valuesEqual(pattern, wrapped, at: range)
        }
        return try valuesEqual(pattern, value, at: range)
    }
}
