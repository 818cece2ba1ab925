import ViewScriptSyntax

extension Compiler {
    /// An integer literal whose contextual type is a fixed-width integer or `Float`
    /// (`let b: UInt8 = 250`, `let h: UInt64 = 14695981039346656037`), with swiftc's errors
    /// for one that does not fit. Nil when the context is no such type.
    mutating func typedNumericLiteral(_ text: String, negative: Bool, expected: RuntimeType?, range: SourceRange) -> ExprNode? {
        switch unwrapOptional(expected) {
        case .named("Decimal", _)?:
            return ConstantNode(DecimalObject.literal(text, negative: negative), range: range)
        case .float?:
            let magnitude = Float(text.withoutUnderscores) ?? IntegerLiteral.parse(text).map(Float.init) ?? 0
            return ConstantNode(.float(negative ? -magnitude : magnitude), range: range)
        case .sized(let width)?:
            let written = (negative ? "-" : "") + text
            guard let magnitude = IntegerLiteral.magnitude(text) else {
                report(.typeMismatch("integer literal '\(written)' overflows when stored into '\(width.name)'"), at: range)
                return ConstantNode(.sized(SizedInteger(width: width, bits: 0)), range: range)
            }
            if negative && !width.isSigned && magnitude != 0 {
                report(.typeMismatch("negative integer '\(written)' overflows when stored into unsigned type '\(width.name)'"), at: range)
                return ConstantNode(.sized(SizedInteger(width: width, bits: 0)), range: range)
            }
            let bits = negative ? 0 &- magnitude : magnitude
            let value = SizedInteger(width: width, canonical: bits)
            let fits = negative ? (value.isNegative || magnitude == 0) && value.bits == bits
                                : !value.isNegative && value.bits == bits
            guard fits else {
                report(.typeMismatch("integer literal '\(written)' overflows when stored into '\(width.name)'"), at: range)
                return ConstantNode(.sized(SizedInteger(width: width, bits: 0)), range: range)
            }
            return ConstantNode(.sized(value), range: range)
        default:
            return nil
        }
    }

    /// Hook of `compileExpression`: `a + b` where both sides have certain, different integer
    /// types (`UInt8` and `Int`) is swiftc's error; shifts and comparisons mix widths freely.
    mutating func checkMixedIntegers(_ expr: Expr) {
        guard case .binary(let op, let lhs, let rhs) = expr.kind, op.compoundBase == nil, !op.isShift else { return }
        switch op {
        case .add, .subtract, .multiply, .divide, .remainder, .wrappingAdd, .wrappingSubtract, .wrappingMultiply,
             .bitAnd, .bitOr, .bitXor:
            break
        default:
            return
        }
        guard case .exactly(let left)? = staticScalar(lhs), case .exactly(let right)? = staticScalar(rhs), left != right,
              left.isSizedInteger || right.isSizedInteger, left.isNumeric, right.isNumeric else { return }
        reportCheck(.binaryOperatorMismatch(op.rawValue, left.description, right.description),
                    at: operatorOffset(op.rawValue, between: lhs.range, rhs.range)
                        .map { SourceRange(start: $0, end: $0 + SourceOffset(op.rawValue.utf8.count)) } ?? expr.range)
    }
}

extension RuntimeType {
    var isSizedInteger: Bool { if case .sized = self { return true } else { return false } }
    var isNumeric: Bool {
        switch self {
        case .int, .double, .float, .sized: return true
        default: return false
        }
    }
}

extension IntegerLiteral {
    /// The literal's magnitude as a `UInt64` (`0xFFFF_FFFF_FFFF_FFFF` fits), or nil.
    static func magnitude(_ text: String) -> UInt64? {
        let clean = text.withoutUnderscores
        if clean.hasPrefix("0x") { return UInt64(clean.dropFirst(2), radix: 16) }
        if clean.hasPrefix("0o") { return UInt64(clean.dropFirst(2), radix: 8) }
        if clean.hasPrefix("0b") { return UInt64(clean.dropFirst(2), radix: 2) }
        return UInt64(clean)
    }
}
