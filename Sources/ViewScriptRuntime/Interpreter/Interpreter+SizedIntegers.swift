import ViewScriptSyntax

/// Operators on the fixed-width integers (`UInt8`, `Int32`...), done by Swift's own
/// arithmetic at their width, with its traps. Kept apart from `integer(_:_:_:at:)` so that
/// `Int`'s path is unchanged.
extension Interpreter {
    static let arithmeticOverflowTrap = "Swift runtime failure: arithmetic overflow"

    /// `lhs op rhs` where one side is a sized integer. An `Int` on the other side is a literal
    /// the compiler left untyped: it takes the sized side's type. Nil when the pair is not one.
    func sizedBinary(_ op: BinaryOperator, _ lhs: Value, _ rhs: Value, at range: SourceRange) throws -> Value? {
        switch (lhs, rhs) {
        case (.sized(let a), .sized(let b)):
            if op.isShift { return try sizedShift(op, a, amount: b.intValue ?? (b.isNegative ? Int.min : Int.max), at: range) }
            if let order = Self.comparison(op, a.compare(b)) { return .bool(order) }
            guard a.width == b.width else {
                throw failure(.binaryOperatorMismatch(op.rawValue, a.width.name, b.width.name), at: range)
            }
            return try sizedArithmetic(op, a, b, at: range)
        case (.sized(let a), .int(let b)):
            if op.isShift { return try sizedShift(op, a, amount: b, at: range) }
            if let order = Self.comparison(op, a.compare(int: b)) { return .bool(order) }
            return try sizedArithmetic(op, a, try literal(b, as: a.width, at: range), at: range)
        case (.int(let a), .sized(let b)):
            if op.isShift {
                let amount = b.intValue ?? (b.isNegative ? Int.min : Int.max)
                switch op {
                case .shiftLeft: return .int(a << amount)
                case .shiftRight: return .int(a >> amount)
                case .maskingShiftLeft: return .int(a &<< amount)
                default: return .int(a &>> amount)
                }
            }
            if let order = Self.comparison(op, -b.compare(int: a)) { return .bool(order) }
            return try sizedArithmetic(op, try literal(a, as: b.width, at: range), b, at: range)
        default:
            return nil
        }
    }

    /// An untyped integer literal as a value of `width`: swiftc rejects one that does not fit.
    private func literal(_ value: Int, as width: IntegerWidth, at range: SourceRange) throws -> SizedInteger {
        guard let sized = SizedInteger(width: width, exactly: value) else {
            throw failure(.typeMismatch("integer literal '\(value)' overflows when stored into '\(width.name)'"), at: range)
        }
        return sized
    }

    private static func comparison(_ op: BinaryOperator, _ order: Int) -> Bool? {
        switch op {
        case .equal, .patternMatch: return order == 0
        case .notEqual: return order != 0
        case .less: return order < 0
        case .lessEqual: return order <= 0
        case .greater: return order > 0
        case .greaterEqual: return order >= 0
        default: return nil
        }
    }

    private func sizedArithmetic(_ op: BinaryOperator, _ a: SizedInteger, _ b: SizedInteger, at range: SourceRange) throws -> Value {
        let outcome: SizedOutcome
        switch a.width {
        case .int8: outcome = SizedOutcome.apply(op, Int8(truncatingIfNeeded: a.bits), Int8(truncatingIfNeeded: b.bits))
        case .int16: outcome = SizedOutcome.apply(op, Int16(truncatingIfNeeded: a.bits), Int16(truncatingIfNeeded: b.bits))
        case .int32: outcome = SizedOutcome.apply(op, Int32(truncatingIfNeeded: a.bits), Int32(truncatingIfNeeded: b.bits))
        case .int64: outcome = SizedOutcome.apply(op, Int64(truncatingIfNeeded: a.bits), Int64(truncatingIfNeeded: b.bits))
        case .uint, .uint64: outcome = SizedOutcome.apply(op, a.bits, b.bits)
        case .uint8: outcome = SizedOutcome.apply(op, UInt8(truncatingIfNeeded: a.bits), UInt8(truncatingIfNeeded: b.bits))
        case .uint16: outcome = SizedOutcome.apply(op, UInt16(truncatingIfNeeded: a.bits), UInt16(truncatingIfNeeded: b.bits))
        case .uint32: outcome = SizedOutcome.apply(op, UInt32(truncatingIfNeeded: a.bits), UInt32(truncatingIfNeeded: b.bits))
        }
        switch outcome {
        case .bits(let bits): return .sized(SizedInteger(width: a.width, bits: bits))
        case .trap(let message): throw trap(message, at: range)
        case .mismatch:
            throw failure(.binaryOperatorMismatch(op.rawValue, a.width.name, b.width.name), at: range)
        }
    }

    private func sizedShift(_ op: BinaryOperator, _ a: SizedInteger, amount: Int, at range: SourceRange) throws -> Value {
        let bits: UInt64
        switch a.width {
        case .int8: bits = SizedOutcome.shift(op, Int8(truncatingIfNeeded: a.bits), amount)
        case .int16: bits = SizedOutcome.shift(op, Int16(truncatingIfNeeded: a.bits), amount)
        case .int32: bits = SizedOutcome.shift(op, Int32(truncatingIfNeeded: a.bits), amount)
        case .int64: bits = SizedOutcome.shift(op, Int64(truncatingIfNeeded: a.bits), amount)
        case .uint, .uint64: bits = SizedOutcome.shift(op, a.bits, amount)
        case .uint8: bits = SizedOutcome.shift(op, UInt8(truncatingIfNeeded: a.bits), amount)
        case .uint16: bits = SizedOutcome.shift(op, UInt16(truncatingIfNeeded: a.bits), amount)
        case .uint32: bits = SizedOutcome.shift(op, UInt32(truncatingIfNeeded: a.bits), amount)
        }
        return .sized(SizedInteger(width: a.width, bits: bits))
    }

    /// `-x` and `~x`.
    func sizedPrefix(_ op: PrefixOperator, _ a: SizedInteger, at range: SourceRange) throws -> Value? {
        switch op {
        case .plus: return .sized(a)
        case .bitNot: return .sized(SizedInteger(width: a.width, canonical: ~a.bits))
        case .negate:
            guard a.width.isSigned else { return nil }
            if a == a.width.min { throw trap(Self.arithmeticOverflowTrap, at: range) }
            return .sized(SizedInteger(width: a.width, canonical: 0 &- a.bits))
        default: return nil
        }
    }
}

/// The result of one operator at one width.
enum SizedOutcome {
    case bits(UInt64)
    case trap(String)
    case mismatch

    static func apply<T: FixedWidthInteger>(_ op: BinaryOperator, _ a: T, _ b: T) -> SizedOutcome {
        func checked(_ result: (partialValue: T, overflow: Bool)) -> SizedOutcome {
            result.overflow ? .trap(Interpreter.arithmeticOverflowTrap) : .bits(UInt64(truncatingIfNeeded: result.partialValue))
        }
        func plain(_ value: T) -> SizedOutcome { .bits(UInt64(truncatingIfNeeded: value)) }
        switch op {
        case .add: return checked(a.addingReportingOverflow(b))
        case .subtract: return checked(a.subtractingReportingOverflow(b))
        case .multiply: return checked(a.multipliedReportingOverflow(by: b))
        case .divide:
            if b == 0 { return .trap("Fatal error: Division by zero") }
            if T.isSigned && a == T.min && b == -1 { return .trap("Fatal error: Division results in an overflow") }
            return plain(a / b)
        case .remainder:
            if b == 0 { return .trap("Fatal error: Division by zero in remainder operation") }
            if T.isSigned && a == T.min && b == -1 { return .trap("Fatal error: Division results in an overflow in remainder operation") }
            return plain(a % b)
        case .wrappingAdd: return plain(a &+ b)
        case .wrappingSubtract: return plain(a &- b)
        case .wrappingMultiply: return plain(a &* b)
        case .bitAnd: return plain(a & b)
        case .bitOr: return plain(a | b)
        case .bitXor: return plain(a ^ b)
        default: return .mismatch
        }
    }

    static func shift<T: FixedWidthInteger>(_ op: BinaryOperator, _ a: T, _ amount: Int) -> UInt64 {
        let result: T
        switch op {
        case .shiftLeft: result = a << amount
        case .shiftRight: result = a >> amount
        case .maskingShiftLeft: result = a &<< T(truncatingIfNeeded: amount)
        default: result = a &>> T(truncatingIfNeeded: amount)
        }
        return UInt64(truncatingIfNeeded: result)
    }
}

extension BinaryOperator {
    var isShift: Bool {
        switch self {
        case .shiftLeft, .shiftRight, .maskingShiftLeft, .maskingShiftRight: return true
        default: return false
        }
    }
}

// MARK: Float

extension Interpreter {
    /// `lhs op rhs` where one side is a `Float`; an `Int` or `Double` on the other side is a
    /// literal the compiler left untyped, and takes `Float`'s type.
    func floatBinary(_ op: BinaryOperator, _ lhs: Value, _ rhs: Value, at range: SourceRange) throws -> Value? {
        func float(_ value: Value) -> Float? {
            switch value {
            case .float(let number): return number
            case .int(let number): return Float(number)
            case .double(let number): return Float(number)
            default: return nil
            }
        }
        guard let a = float(lhs), let b = float(rhs) else { return nil }
        // Done in Double and rounded to Float: Double holds every Float exactly with more than
        // twice its precision, so +, -, *, / rounded twice give the Float operation's own result
        // (S. Figueroa, "When is double rounding innocuous?", 1995), and comparisons are exact.
        switch try floating(op, Double(a), Double(b), typeName: "Float", at: range) {
        case .double(let result): return .float(Float(result))
        case let other: return other
        }
    }
}
