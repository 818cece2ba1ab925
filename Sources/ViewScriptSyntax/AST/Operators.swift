/// Swift's precedence groups, highest first (the standard library's `precedencegroup`s).
public enum PrecedenceGroup: Int, Comparable, Sendable {
    case assignment = 0        // = += -= ... (right)
    case ternary               // ?: (right)
    case logicalDisjunction    // ||
    case logicalConjunction    // &&
    case comparison            // == != < <= > >= === !== ~= (non-associative)
    case nilCoalescing         // ?? (right)
    case casting               // is as as? as!
    case rangeFormation        // ..< ... (non-associative)
    case addition              // + - | ^ &+ &-
    case multiplication        // * / % & &*
    case bitwiseShift          // << >>

    public static func < (lhs: PrecedenceGroup, rhs: PrecedenceGroup) -> Bool { lhs.rawValue < rhs.rawValue }

    public enum Associativity: Sendable { case left, right, none }

    public var associativity: Associativity {
        switch self {
        case .assignment, .ternary, .nilCoalescing: return .right
        case .comparison, .rangeFormation, .bitwiseShift: return .none  // as the standard library declares them
        default: return .left
        }
    }
}

/// The infix operators the standard library defines for the supported types.
/// `=` is not an operator in Swift; it is `ExprKind.assign`.
public enum BinaryOperator: String, CaseIterable, Sendable {
    case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
    case wrappingAdd = "&+", wrappingSubtract = "&-", wrappingMultiply = "&*"
    case shiftLeft = "<<", shiftRight = ">>", maskingShiftLeft = "&<<", maskingShiftRight = "&>>"
    case bitAnd = "&", bitOr = "|", bitXor = "^"
    case halfOpenRange = "..<", closedRange = "..."
    case nilCoalescing = "??"
    case equal = "==", notEqual = "!=", less = "<", lessEqual = "<=", greater = ">", greaterEqual = ">="
    case identical = "===", notIdentical = "!==", patternMatch = "~="
    case logicalAnd = "&&", logicalOr = "||"
    case addAssign = "+=", subtractAssign = "-=", multiplyAssign = "*=", divideAssign = "/="
    case remainderAssign = "%=", shiftLeftAssign = "<<=", shiftRightAssign = ">>="
    case maskingShiftLeftAssign = "&<<=", maskingShiftRightAssign = "&>>="
    case wrappingAddAssign = "&+=", wrappingSubtractAssign = "&-=", wrappingMultiplyAssign = "&*="
    case bitAndAssign = "&=", bitOrAssign = "|=", bitXorAssign = "^="

    public var precedence: PrecedenceGroup {
        switch self {
        case .shiftLeft, .shiftRight, .maskingShiftLeft, .maskingShiftRight: return .bitwiseShift
        case .multiply, .divide, .remainder, .wrappingMultiply, .bitAnd: return .multiplication
        case .add, .subtract, .wrappingAdd, .wrappingSubtract, .bitOr, .bitXor: return .addition
        case .halfOpenRange, .closedRange: return .rangeFormation
        case .nilCoalescing: return .nilCoalescing
        case .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual,
             .identical, .notIdentical, .patternMatch: return .comparison
        case .logicalAnd: return .logicalConjunction
        case .logicalOr: return .logicalDisjunction
        case .addAssign, .subtractAssign, .multiplyAssign, .divideAssign, .remainderAssign,
             .shiftLeftAssign, .shiftRightAssign, .maskingShiftLeftAssign, .maskingShiftRightAssign,
             .wrappingAddAssign, .wrappingSubtractAssign, .wrappingMultiplyAssign,
             .bitAndAssign, .bitOrAssign, .bitXorAssign:
            return .assignment
        }
    }

    /// For a compound assignment (`+=`), the operator it applies (`+`).
    public var compoundBase: BinaryOperator? {
        switch self {
        case .addAssign: return .add
        case .subtractAssign: return .subtract
        case .multiplyAssign: return .multiply
        case .divideAssign: return .divide
        case .remainderAssign: return .remainder
        case .shiftLeftAssign: return .shiftLeft
        case .shiftRightAssign: return .shiftRight
        case .maskingShiftLeftAssign: return .maskingShiftLeft
        case .maskingShiftRightAssign: return .maskingShiftRight
        case .wrappingAddAssign: return .wrappingAdd
        case .wrappingSubtractAssign: return .wrappingSubtract
        case .wrappingMultiplyAssign: return .wrappingMultiply
        case .bitAndAssign: return .bitAnd
        case .bitOrAssign: return .bitOr
        case .bitXorAssign: return .bitXor
        default: return nil
        }
    }
}

/// Prefix operators: `-x`, `+x`, `!b`, `~n`, and one-sided ranges `..<n`, `...n`.
public enum PrefixOperator: String, CaseIterable, Sendable {
    case negate = "-", plus = "+", not = "!", bitNot = "~"
    case upToExclusive = "..<", upToInclusive = "..."
}

/// Postfix operators: the one-sided range `n...`.
public enum PostfixOperator: String, CaseIterable, Sendable {
    case from = "..."
}
