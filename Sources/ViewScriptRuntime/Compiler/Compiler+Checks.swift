import ViewScriptSyntax

/// What the static checks remember while compiling: which variables have a type the
/// compiler is certain of (written down, or from a literal).
struct CheckState {
    var certainSlots: Set<ObjectIdentifier> = []
    var certainGlobals: Set<Int> = []
    /// Diagnostics already given: an expression compiled twice reports once.
    var reported: Set<String> = []
}

/// Static checks before anything runs, reported in swiftc's words: calls whose arguments
/// fit no overload of a callee known at compile time (labels, missing and extra
/// arguments), and scalar values that cannot convert (`n += "one"`, `let x: Int = "a"`,
/// a `String` passed for an `Int` parameter). They only speak when certain: an unknown
/// callee, several overloads or a type not known for sure means no diagnostic.
extension Compiler {
    /// Reports a check's diagnostic once per place and message.
    mutating func reportCheck(_ message: DiagnosticMessage, at range: SourceRange) {
        guard checks.reported.insert("\(range.start):\(message.text)").inserted else { return }
        report(message, at: range)
    }

    // MARK: Calls

    /// Hook of `compileCall`.
    mutating func checkCall(_ callee: Expr, _ arguments: [Argument], expected: RuntimeType?, range: SourceRange) {
        checkStyleArguments(callee, arguments)
        if case .member(let base, let name) = callee.kind { checkStyleMember(base, name) }
        if case .identifier(let name) = callee.kind, !hasLocal(name.name), let type = typeValue(named: name), isLayoutContentCall(type, arguments) {
            return checkCall(callee, Array(arguments.dropLast()), expected: expected, range: range)
        }
        guard let candidates = callCandidates(callee, expected: expected), !candidates.isEmpty else { return }
        let labels = arguments.map { $0.label?.name }
        let firstTrailing = arguments.firstIndex(where: \.isTrailingClosure)
        let matches = candidates.compactMap { parameters in
            ArgumentMatcher.match(parameters, labels: labels, firstTrailingClosure: firstTrailing).map { (parameters, $0) }
        }
        guard candidates.count == 1 else { return }
        guard let (parameters, bindings) = matches.first else {
            let shape = ArgumentDiagnosis.CallShape(arguments: arguments, openParen: openParen(after: callee.range, in: range),
                                                    closeParen: closeParen(of: arguments, in: range))
            if let diagnosis = ArgumentDiagnosis.diagnose(candidates[0], shape) {
                reportCheck(diagnosis.message, at: SourceRange(start: diagnosis.offset, end: diagnosis.offset))
            }
            return
        }
        for (index, binding) in bindings.enumerated() {
            guard case .argument(let position) = binding, let target = parameters[index].type,
                  StaticScalar.isScalar(target), !parameters[index].isInout,
                  let source = staticScalar(arguments[position].value), !source.converts(to: target) else { continue }
            reportCheck(ConversionContext.argument.message(source, to: target), at: arguments[position].value.range)
        }
    }

    /// The `(` right after the callee, if the call has one.
    func openParen(after callee: SourceRange, in call: SourceRange) -> SourceOffset? {
        var offset = Int(callee.end)
        while offset < Int(call.end), file.bytes[offset] == UInt8(ascii: " ") { offset += 1 }
        guard offset < Int(call.end), file.bytes[offset] == UInt8(ascii: "(") else { return nil }
        return SourceOffset(offset)
    }

    /// The `)` closing the argument list (before any trailing closure).
    func closeParen(of arguments: [Argument], in call: SourceRange) -> SourceOffset? {
        guard !arguments.contains(where: \.isTrailingClosure), call.end > call.start else { return nil }
        let offset = Int(call.end) - 1
        return file.bytes[offset] == UInt8(ascii: ")") ? SourceOffset(offset) : nil
    }

    // MARK: Bindings and assignments

    /// Hook of `compileVariableBinding`, once the variable is declared: checks the initial
    /// value against the written type, and remembers whether the variable's type is certain.
    mutating func checkBinding(_ binding: PatternBinding, declared: RuntimeType?, slot: LocalSlot?, global: Int?) {
        let source = binding.initializer.flatMap { staticScalar($0) }
        if let declared, let initializer = binding.initializer, let source {
            var target = declared
            if case .optional(let wrapped) = declared { target = wrapped }
            if StaticScalar.isScalar(target), !source.converts(to: target) {
                reportCheck(ConversionContext.specifiedType.message(source, to: target), at: initializer.range)
            }
        }
        let type = slot?.type ?? global.flatMap { program.globalTypes[$0] }
        let certain = declared != nil || (source != nil && source?.defaultType == type)
        guard certain else { return }
        if let slot { checks.certainSlots.insert(ObjectIdentifier(slot)) }
        if let global { checks.certainGlobals.insert(global) }
    }

    /// Hook of `compileExpression`: `x = value` and `x op= value` on scalar variables.
    mutating func checkAssignment(_ expr: Expr) {
        switch expr.kind {
        case .assign(let target, let value):
            guard let targetType = certainVariableType(target), let source = staticScalar(value),
                  !source.converts(to: targetType) else { return }
            reportCheck(ConversionContext.assignment.message(source, to: targetType), at: value.range)
        case .binary(let op, let target, let value) where op.compoundBase != nil:
            guard let targetType = certainVariableType(target), let source = staticScalar(value),
                  let (place, message) = CompoundAssignmentRule.check(op, target: targetType, value: source) else { return }
            switch place {
            case .value: reportCheck(message, at: value.range)
            case .operatorToken:
                guard let offset = operatorOffset(op.rawValue, between: target.range, value.range) else { return }
                reportCheck(message, at: SourceRange(start: offset, end: offset + SourceOffset(op.rawValue.utf8.count)))
            }
        default:
            return
        }
    }

    func operatorOffset(_ op: String, between lhs: SourceRange, _ rhs: SourceRange) -> SourceOffset? {
        let pattern = Array(op.utf8)
        var offset = Int(lhs.end)
        while offset + pattern.count <= Int(rhs.start) {
            if Array(file.bytes[offset..<offset + pattern.count]) == pattern { return SourceOffset(offset) }
            offset += 1
        }
        return nil
    }

    // MARK: Certain types

    /// The static type of a literal or of a scalar variable whose type is certain.
    func staticScalar(_ expr: Expr) -> StaticScalar? {
        switch expr.kind {
        case .integerLiteral(let text):
            return IntegerLiteral.parse(text) == nil ? nil : .integerLiteral(digits: text)
        case .floatLiteral:
            return .floatLiteral
        case .booleanLiteral:
            return .booleanLiteral
        case .stringLiteral(let literal):
            return .stringLiteral(single: literal.staticText?.count == 1)
        case .prefix(.negate, let operand):
            switch operand.kind {
            case .integerLiteral, .floatLiteral: return staticScalar(operand)
            default: return nil
            }
        case .paren(let inner):
            return staticScalar(inner)
        default:
            return certainVariableType(expr).map { .exactly($0) }
        }
    }

    /// A variable (`x`, `self.x`, an implicit `self` field) with a certain scalar type.
    func certainVariableType(_ expr: Expr) -> RuntimeType? {
        switch expr.kind {
        case .identifier(let name):
            var current: FunctionScope? = scope
            while let function = current {
                for block in function.blocks.reversed() {
                    if let slot = block[name.name] { return isCertain(slot) ? scalar(slot.type) : nil }
                }
                current = function.parent
            }
            if let type = scope.enclosingSelfType, implicitMemberExists(type, name.name) {
                return scope.enclosingIsStatic ? nil : certainField(type, name.name)
            }
            guard let index = program.globalNames.firstIndex(of: name.name), checks.certainGlobals.contains(index) else { return nil }
            return scalar(program.globalTypes[index])
        case .member(let base, let name):
            guard case .selfExpr = base.kind, let type = scope.enclosingSelfType, !scope.enclosingIsStatic else { return nil }
            return certainField(type, name.name)
        case .paren(let inner):
            return certainVariableType(inner)
        default:
            return nil
        }
    }

    func scalar(_ type: RuntimeType?) -> RuntimeType? { StaticScalar.isScalar(type) ? type : nil }

    /// A local from a binding the checks saw, or a parameter of a declared function.
    func isCertain(_ slot: LocalSlot) -> Bool {
        if checks.certainSlots.contains(ObjectIdentifier(slot)) { return true }
        var current: FunctionScope? = scope
        while let function = current {
            if function.definition.kind != .closure, function.definition.parameters.contains(where: { $0.slot === slot }) { return true }
            current = function.parent
        }
        return false
    }

    func certainField(_ type: NominalType, _ name: String) -> RuntimeType? {
        guard let index = type.fieldIndexInChain(name), index < type.storedProperties.count else { return nil }
        let property = type.storedProperties[index]
        guard property.name == name, isCertain(property) else { return nil }
        return scalar(property.type)
    }

    /// A stored property's type is certain when written down or taken from a literal.
    func isCertain(_ property: StoredProperty) -> Bool {
        guard let initializer = property.initializer else { return property.type != nil }
        return initializer is ConstantNode && initializer.staticType == property.type
    }
}
