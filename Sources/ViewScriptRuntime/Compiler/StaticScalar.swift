import ViewScriptSyntax

/// The type of an expression as far as the compiler is certain of it, for the static checks:
/// a literal (whose type still depends on its context) or a scalar variable whose type was
/// written down or came from a literal.
enum StaticScalar: Equatable {
    /// An integer literal; `digits` without the sign (`-1` is the literal `1` negated).
    case integerLiteral(digits: String)
    case floatLiteral
    /// `single` when it is one grapheme without interpolation (it may be a `Character`).
    case stringLiteral(single: Bool)
    case booleanLiteral
    /// A variable of a scalar type: exactly this type.
    case exactly(RuntimeType)

    /// The type Swift names in messages: the literal's default type.
    var typeName: String {
        switch self {
        case .integerLiteral: return "Int"
        case .floatLiteral: return "Double"
        case .stringLiteral: return "String"
        case .booleanLiteral: return "Bool"
        case .exactly(let type): return type.description
        }
    }

    var defaultType: RuntimeType {
        switch self {
        case .integerLiteral: return .int
        case .floatLiteral: return .double
        case .stringLiteral: return .string
        case .booleanLiteral: return .bool
        case .exactly(let type): return type
        }
    }

    /// Whether a value of this kind can be used where `target` (a scalar) is expected.
    func converts(to target: RuntimeType) -> Bool {
        switch self {
        case .integerLiteral: return target == .int || target == .double || target == .float || target.isSizedInteger
        case .floatLiteral: return target == .double || target == .float
        case .stringLiteral(let single): return target == .string || (single && target == .character)
        case .booleanLiteral: return target == .bool
        case .exactly(let type): return type == target
        }
    }

    static func isScalar(_ type: RuntimeType?) -> Bool {
        switch type {
        case .int?, .double?, .string?, .bool?, .character?, .sized?, .float?: return true
        default: return false
        }
    }
}

/// Where a converted value goes, which picks swiftc's wording.
enum ConversionContext {
    case argument
    case specifiedType
    case assignment

    /// swiftc's message for `source` not converting to `target`.
    func message(_ source: StaticScalar, to target: RuntimeType) -> DiagnosticMessage {
        if target == .bool {
            if case .integerLiteral(let digits) = source, digits == "0" || digits == "1" { return .integerLiteralAsBoolean(digits) }
            if source == .exactly(.int) { return .typeAsBoolean("Int") }
        }
        switch self {
        case .argument: return .cannotConvertArgument(source.typeName, target.description)
        case .specifiedType: return .cannotConvertSpecified(source.typeName, target.description)
        case .assignment: return .cannotAssignValue(source.typeName, target.description)
        }
    }
}

/// `target op= value` on scalars, as swiftc reports it (recorded over every pair of scalar
/// types and operators `+= -= *= /= %=`): where the error points and what it says.
enum CompoundAssignmentRule {
    enum Place { case value, operatorToken }

    static func check(_ op: BinaryOperator, target: RuntimeType, value: StaticScalar) -> (Place, DiagnosticMessage)? {
        guard let base = op.compoundBase, [.add, .subtract, .multiply, .divide, .remainder].contains(base) else { return nil }
        let name = op.rawValue
        switch target {
        case .int:
            return value.converts(to: .int) ? nil : (.value, .cannotConvertArgument(value.typeName, "Int"))
        case .sized:
            return value.converts(to: target) ? nil : (.value, .cannotConvertArgument(value.typeName, target.description))
        case .float:
            if base == .remainder && value.converts(to: .float) { return (.operatorToken, .floatingRemainderUnavailable(name)) }
            return value.converts(to: .float) ? nil : (.value, .cannotConvertArgument(value.typeName, "Float"))
        case .double:
            if base == .remainder && value.converts(to: .double) { return (.operatorToken, .floatingRemainderUnavailable(name)) }
            return value.converts(to: .double) ? nil : (.value, .cannotConvertArgument(value.typeName, "Double"))
        case .string where base == .add:
            return value.converts(to: .string) ? nil : (.value, .cannotConvertArgument(value.typeName, "String"))
        case .string, .bool, .character:
            let targetName = target.description
            if value.defaultType == target { return (.operatorToken, .compoundOperatorMismatch(name, targetName, targetName)) }
            let other: String
            switch base {
            case .multiply: other = value.defaultType == .int ? "Int" : "\(targetName).Scalar"
            case .remainder: other = "\(targetName).Scalar"
            default: other = value.typeName
            }
            return (.operatorToken, .compoundOperatorMismatch(name, targetName, other))
        default:
            return nil
        }
    }
}
