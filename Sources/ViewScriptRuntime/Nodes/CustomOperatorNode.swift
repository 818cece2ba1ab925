import ViewScriptSyntax

/// An operator the program declares (`2 ** 10`, `√x`, `n++`), applied by the operator function
/// that fits its operands: a `static func` of an operand's type (its extensions and protocols
/// included) or a global `func`. An `inout` operand (`postfix func ++ (x: inout Int)`) is
/// written back after the call.
public final class CustomOperatorNode: ExprNode {
    let name: String
    let fixity: OperatorFixity
    let operands: [ExprNode]

    init(name: String, fixity: OperatorFixity, operands: [ExprNode], range: SourceRange) {
        self.name = name
        self.fixity = fixity
        self.operands = operands
        super.init(range: range, type: nil)
    }

    public override func evaluate(_ frame: Frame) throws -> Value {
        let interpreter = frame.interpreter
        var values: [Value] = []
        values.reserveCapacity(operands.count)
        for operand in operands { values.append(try operand.evaluate(frame)) }
        guard let definition = interpreter.operatorFunction(name, for: values) else {
            throw interpreter.operatorMismatch(name, values, at: range)
        }
        let outcome = try interpreter.invoke(definition, arguments: values, captures: [], selfValue: nil, at: range)
        for (index, parameter) in definition.parameters.enumerated() where parameter.isInout && index < operands.count {
            guard let target = operands[index] as? LValueNode else {
                throw interpreter.failure(.cannotAssign("this expression"), at: operands[index].range)
            }
            try target.assign(frame, outcome.frame.read(parameter.slot))
        }
        return outcome.result
    }
}

extension Compiler {
    /// A name spelled with operator characters that the standard library does not define (`+++`, `√`).
    static func isDeclaredOperatorName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first != "_", !first.properties.isXIDStart, !first.properties.isASCIIHexDigit,
              first != "$", first != "`" else { return false }
        return BinaryOperator(rawValue: name) == nil && PrefixOperator(rawValue: name) == nil && PostfixOperator(rawValue: name) == nil
    }
}

extension Interpreter {
    /// The operator function named `name` that fits the operands best: the operands' types'
    /// static members first, then the global functions.
    func operatorFunction(_ name: String, for values: [Value]) -> FunctionDefinition? {
        var candidates: [FunctionDefinition] = []
        for value in values {
            guard let type = memberType(of: value) else { continue }
            candidates += type.lookupStaticMethods(name).filter { $0.parameters.count == values.count }
        }
        candidates += (program.functions[name] ?? []).filter { $0.parameters.count == values.count }
        guard candidates.count > 1 else { return candidates.first }
        var best: (FunctionDefinition, Int)?
        for candidate in candidates {
            var score = 0
            for (value, parameter) in zip(values, candidate.parameters) {
                guard let type = parameter.type else { continue }
                if matchesExactly(value, type) { score += 2 } else if cast(value, to: type) != nil { score += 1 } else { score -= 10 }
            }
            if best == nil || score > best!.1 { best = (candidate, score) }
        }
        return best?.0
    }

    /// swiftc's "cannot be applied" for operands no operator function takes.
    func operatorMismatch(_ name: String, _ values: [Value], at range: SourceRange) -> RuntimeError {
        if values.count == 2 {
            return failure(.binaryOperatorMismatch(name, runtimeType(of: values[0]).description,
                                                   runtimeType(of: values[1]).description), at: range)
        }
        let type = values.first.map { runtimeType(of: $0).description } ?? "()"
        return failure(.typeMismatch("unary operator '\(name)' cannot be applied to an operand of type '\(type)'"), at: range)
    }
}

/// A declared operator used as a function value (`xs.reduce(0, +++)`, `xs.map(√)`): each call
/// picks the operator function by its operands, as `CustomOperatorNode` does.
public final class CustomOperatorReferenceNode: ExprNode {
    let name: String
    init(name: String, range: SourceRange) {
        self.name = name
        super.init(range: range)
    }
    public override func evaluate(_ frame: Frame) throws -> Value {
        let name = self.name
        return .function(Function(builtin: name) { context, arguments in
            var operands = arguments
            if operands.count == 1, case .tuple(let pair) = operands[0], pair.elements.count == 2 { operands = pair.elements }
            let interpreter = context.interpreter
            guard let definition = interpreter.operatorFunction(name, for: operands) else {
                throw interpreter.operatorMismatch(name, operands, at: context.range)
            }
            return try interpreter.invoke(definition, arguments: operands, captures: [], selfValue: nil, at: context.range).result
        })
    }
}
