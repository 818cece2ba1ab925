import ViewScriptSyntax

/// A literal whose contextual type is a program's type conforming to one of the
/// `ExpressibleBy...Literal` protocols is that type's `init(integerLiteral:)`,
/// `init(floatLiteral:)`, `init(stringLiteral:)` or `init(booleanLiteral:)`, as Swift
/// compiles it (`let m: Meters = 5` is `Meters(integerLiteral: 5)`, `-5` is `Meters(integerLiteral: -5)`). The array, dictionary,
/// nil and interpolated-string forms are "not simulated yet" at the literal, never the bare
/// literal standing in for the program's value.
extension Compiler {
    mutating func userLiteral(_ expr: Expr, expected: RuntimeType?) -> ExprNode? {
        guard case .nominal(let type, let generics)? = unwrapOptional(expected), type.kind != .builtin,
              type.kind != .protocolType else { return nil }
        let conformance: (protocolName: String, label: String?)
        switch expr.kind {
        case .integerLiteral: conformance = ("ExpressibleByIntegerLiteral", "integerLiteral")
        case .floatLiteral: conformance = ("ExpressibleByFloatLiteral", "floatLiteral")
        case .prefix(.negate, let operand):
            switch operand.kind {
            case .integerLiteral: conformance = ("ExpressibleByIntegerLiteral", "integerLiteral")
            case .floatLiteral: conformance = ("ExpressibleByFloatLiteral", "floatLiteral")
            default: return nil
            }
        case .booleanLiteral: conformance = ("ExpressibleByBooleanLiteral", "booleanLiteral")
        case .stringLiteral(let literal):
            if literal.segments.contains(where: { if case .interpolation = $0 { return true } else { return false } }) {
                conformance = ("ExpressibleByStringInterpolation", nil)
            } else {
                conformance = ("ExpressibleByStringLiteral", "stringLiteral")
            }
        case .arrayLiteral: conformance = ("ExpressibleByArrayLiteral", nil)
        case .dictionaryLiteral: conformance = ("ExpressibleByDictionaryLiteral", nil)
        default: return nil
        }
        guard type.conforms(to: conformance.protocolName) else { return nil }
        guard let label = conformance.label else {
            report(.notSimulated("\(conformance.protocolName) (a literal of the program's type '\(type.name)')"), at: expr.range)
            return ConstantNode(.void, range: expr.range)
        }
        let argument = Argument(label: Identifier(label, range: expr.range), value: expr)
        return compileInitializerCall(.nominal(type, generics), [argument], range: expr.range)
    }
}
