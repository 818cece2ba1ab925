import ViewScriptSyntax

extension Compiler {
    /// Compiles an expression; `expected` is its contextual type when known (it types
    /// literals: `let d: Double = 2` stores `2.0`, `let c: Character = "a"`).
    mutating func compileExpression(_ expr: Expr, expected: RuntimeType?) -> ExprNode {
        checkAssignment(expr)
        checkMixedIntegers(expr)
        let range = expr.range
        if let literal = userLiteral(expr, expected: expected) { return literal }
        switch expr.kind {
        case .integerLiteral(let text):
            if let typed = typedNumericLiteral(text, negative: false, expected: expected, range: range) { return typed }
            guard let value = IntegerLiteral.parse(text) else {
                if let double = Double(text.withoutUnderscores), isDouble(expected) {
                    return ConstantNode(.double(double), range: range)
                }
                report(.typeMismatch("integer literal '\(text)' overflows when stored into 'Int'"), at: range)
                return ConstantNode(.int(0), range: range)
            }
            if isDouble(expected) { return ConstantNode(.double(Double(value)), range: range) }
            return ConstantNode(.int(value), range: range)
        case .floatLiteral(let text):
            if case .float? = unwrapOptional(expected) { return ConstantNode(.float(Float(text.withoutUnderscores) ?? 0), range: range) }
            if case .named("Decimal", _)? = unwrapOptional(expected) {
                return ConstantNode(DecimalObject.literal(text, negative: false), range: range)
            }
            return ConstantNode(.double(Double(text.withoutUnderscores) ?? 0), range: range)
        case .booleanLiteral(let value):
            return ConstantNode(.bool(value), range: range)
        case .nilLiteral:
            return ConstantNode(.none, range: range)
        case .stringLiteral(let literal):
            return compileStringLiteral(literal, expected: expected, range: range)
        case .arrayLiteral(let elements):
            return compileArrayLiteral(elements, expected: expected, range: range)
        case .dictionaryLiteral(let elements):
            if case .array(.tuple(_, let labels))? = unwrapOptional(expected), labels == ["key", "value"] {
                // `let pairs: KeyValuePairs = ["a": 1, "a": 2]`: the pairs in order, duplicates kept.
                let pairs = elements.map { element in
                    Expr(.tuple([TupleElement(label: Identifier("key", range: element.key.range), value: element.key),
                                 TupleElement(label: Identifier("value", range: element.value.range), value: element.value)]),
                         range: element.key.range)
                }
                return compileArrayLiteral(pairs, expected: expected, range: range)
            }
            var keyType: RuntimeType?
            var valueType: RuntimeType?
            if case .dictionary(let key, let value)? = unwrapOptional(expected) { keyType = key; valueType = value }
            let pairs = elements.map { (compileExpression($0.key, expected: keyType), compileExpression($0.value, expected: valueType)) }
            return DictionaryLiteralNode(pairs: pairs, keyType: keyType, valueType: valueType, range: range)
        case .identifier(let name):
            return implicitlyUnwrapped(expr, compileIdentifier(name), expected: expected)
        case .closureParameter(let index):
            return compileAnonymousParameter(index, range: range)
        case .projectedValue(let name):
            return compileProjectedValue(name, range: range)
        case .selfExpr:
            return compileIdentifier(Identifier("self", range: range))
        case .superExpr:
            return compileIdentifier(Identifier("self", range: range))
        case .discard:
            return DiscardNode(range: range)
        case .macroExpansion(let name, let arguments):
            return compileMacro(name, arguments, range: range)
        case .member(let base, let name):
            return implicitlyUnwrapped(expr, compileMember(base, name, range: range), expected: expected)
        case .implicitMember(let name):
            return ImplicitMemberNode(name: name.name, context: unwrapOptional(expected), range: range)
        case .specialize(let base, let generics):
            if case .identifier(let name) = base.kind, scope.lookup(name.name) == nil, program.functions[name.name] == nil,
               typeValue(named: name) != nil || KnownNames.contains(name.name) {
                return TypeNode(resolveNamedType(name, generics: generics, range: base.range), range: range)
            }
            return compileExpression(base, expected: expected)
        case .call(let callee, let arguments):
            return compileCall(callee, arguments, expected: expected, range: range)
        case .subscriptAccess(let base, let arguments):
            let baseNode = compileExpression(base, expected: nil)
            let args = compileArguments(arguments, parameterTypes: nil)
            var elementType: RuntimeType?
            if case .array(let element)? = baseNode.staticType { elementType = element }
            return SubscriptNode(base: baseNode, arguments: args, range: range, type: elementType)
        case .bindOptional(let inner):
            return BindOptionalNode(compileExpression(inner, expected: nil), range: range)
        case .optionalChain(let inner):
            return OptionalChainNode(compileExpression(inner, expected: nil), range: range)
        case .forceUnwrap(let inner):
            return ForceUnwrapNode(compileExpression(inner, expected: expected.map { .optional($0) }), range: range)
        case .prefix(let op, let operand):
            return compilePrefix(op, operand, expected: expected, range: range)
        case .postfix(.from, let operand):
            return RangeNode(kind: .from, lower: compileExpression(operand, expected: nil), upper: nil, range: range)
        case .binary(let op, let lhs, let rhs):
            return compileBinary(op, lhs, rhs, expected: expected, range: range)
        case .operatorCall(let fixity, let name, let operands):
            return CustomOperatorNode(name: name.name, fixity: fixity,
                                      operands: operands.map { compileExpression($0, expected: nil) }, range: range)
        case .assign(let target, let value):
            if case .discard = target.kind { return DiscardAssignNode(compileExpression(value, expected: nil), range: range) }
            if case .tuple(let elements) = target.kind {
                let targets = elements.map { compileExpression($0.value, expected: nil) }
                return TupleAssignNode(targets: targets, value: compileExpression(value, expected: nil), range: range)
            }
            if let ignored = ignoredStateAssignment(target, value, range: range) { return ignored }
            let targetNode = compileExpression(target, expected: nil)
            let valueNode = compileExpression(value, expected: targetNode.staticType)
            return AssignNode(target: targetNode, value: promotedDictionaryValue(valueNode, into: targetNode), range: range)
        case .ternary(let condition, let then, let otherwise):
            let thenNode = compileExpression(then, expected: expected)
            let elseNode = compileExpression(otherwise, expected: expected ?? thenNode.staticType)
            return TernaryNode(condition: compileExpression(condition, expected: .bool), then: thenNode, otherwise: elseNode, range: range)
        case .typeCheck(let value, let type):
            return TypeCheckNode(compileExpression(value, expected: nil), type: resolveType(type), range: range)
        case .cast(let value, let kind, let type):
            let target = resolveType(type)
            return CastNode(compileExpression(value, expected: kind == .coerce ? target : nil), kind: kind, type: target, range: range)
        case .tryExpr(let kind, let inner):
            if kind == .plain { scope.definition.isThrowing = true }
            return TryNode(kind: kind, compileExpression(inner, expected: kind == .optional ? unwrapOptional(expected) : expected), range: range)
        case .awaitExpr(let inner):
            return compileExpression(inner, expected: expected)
        case .inoutArgument(let inner):
            return compileExpression(inner, expected: expected)
        case .closure(let closure):
            return compileClosure(closure, expected: expected, range: range)
        case .tuple(let elements):
            var types: [RuntimeType]?
            if case .tuple(let expectedTypes, _)? = expected, expectedTypes.count == elements.count { types = expectedTypes }
            let nodes = elements.enumerated().map { compileExpression($0.element.value, expected: types?[$0.offset]) }
            return TupleNode(elements: nodes, labels: tupleLabels(elements, expected: expected), range: range)
        case .paren(let inner):
            return compileExpression(inner, expected: expected)
        case .keyPath(let keyPath):
            return compileKeyPath(keyPath, range: range)
        case .ifExpr(let ifStmt):
            return compileIfExpression(ifStmt, expected: expected, range: range)
        case .switchExpr(let switchStmt):
            return compileSwitchExpression(switchStmt, expected: expected, range: range)
        case .error:
            return ConstantNode(.void, range: range)
        }
    }

    func isDouble(_ type: RuntimeType?) -> Bool {
        switch type {
        case .double?: return true
        case .optional(let wrapped)?: return isDouble(wrapped)
        default: return false
        }
    }

    func unwrapOptional(_ type: RuntimeType?) -> RuntimeType? {
        if case .optional(let wrapped)? = type { return unwrapOptional(wrapped) }
        return type
    }

    mutating func compileStringLiteral(_ literal: StringLiteral, expected: RuntimeType?, range: SourceRange) -> ExprNode {
        if let text = literal.staticText {
            if case .character? = unwrapOptional(expected), text.count == 1 { return ConstantNode(.character(Character(text)), range: range) }
            return ConstantNode(.string(text), range: range)
        }
        let segments = literal.segments.map { segment -> InterpolationNode.Segment in
            switch segment {
            case .text(let text): return .text(text)
            case .interpolation(let arguments, let range):
                let nodes = arguments.map { compileExpression($0.value, expected: nil) }
                guard let first = nodes.first else { return .text("") }
                let specifier = arguments.count > 1 ? arguments[1].label?.name : nil
                return .value(first, specifier: specifier, extra: Array(nodes.dropFirst()), range: range)
            }
        }
        return InterpolationNode(segments: segments, range: range)
    }

    mutating func compileArrayLiteral(_ elements: [Expr], expected: RuntimeType?, range: SourceRange) -> ExprNode {
        var elementType: RuntimeType?
        var isSet = false
        switch unwrapOptional(expected) {
        case .array(let element)?: elementType = element
        case .set(let element)?: elementType = element; isSet = true
        case .named("Set", let arguments)?: elementType = arguments.first; isSet = true
        default: break
        }
        var nodes = elements.map { compileExpression($0, expected: elementType) }
        if elementType == nil, case .nominal(let type, let generics)? = nodes.first(where: { $0.staticType?.nominal != nil })?.staticType,
           nodes.contains(where: { $0.staticType == nil }) {
            elementType = .nominal(type, generics)
            nodes = elements.map { compileExpression($0, expected: elementType) }
        }
        // `[Decimal(1), 2.5]` is `[Decimal]`: the literals beside a decimal are decimals.
        if elementType == nil, nodes.contains(where: { $0.staticType == .named("Decimal", []) }) {
            let decimals = elements.map { compileExpression($0, expected: .named("Decimal", [])) }
            return ArrayLiteralNode(elements: decimals, elementType: .named("Decimal", []), isSet: isSet, range: range)
        }
        // `[1, 2.5]` is `[Double]`: integer literals take the type of a float literal beside them.
        if elementType == nil, nodes.contains(where: { $0.staticType == .double }) {
            let promoted = elements.map { compileExpression($0, expected: .double) }
            return ArrayLiteralNode(elements: promoted, elementType: .double, isSet: isSet, range: range)
        }
        if elementType == nil, let common = commonSuperclass(nodes) ?? optionalOfLiterals(elements, nodes) {
            // `[Square(), Circle()]` is `[Shape]`; `[1, nil, 3]` is `[Int?]`.
            let typed = elements.map { compileExpression($0, expected: common) }
            return ArrayLiteralNode(elements: typed, elementType: common, isSet: isSet, range: range)
        }
        return ArrayLiteralNode(elements: nodes, elementType: elementType ?? commonType(nodes), isSet: isSet, range: range)
    }

    /// The nearest superclass all the elements' classes share, when they are different classes.
    func commonSuperclass(_ nodes: [ExprNode]) -> RuntimeType? {
        let classes = nodes.compactMap { node -> NominalType? in
            if case .nominal(let type, let generics)? = node.staticType, type.isClass, generics.isEmpty { return type }
            return nil
        }
        guard classes.count == nodes.count, classes.count > 1,
              classes.contains(where: { $0 !== classes[0] }) else { return nil }
        let shared = classes[0].classChain.first { candidate in classes.allSatisfy { $0.classChain.contains { $0 === candidate } } }
        return shared.map { .nominal($0, []) }
    }

    /// `[1, nil, 3]`: the type of the other elements, made optional.
    func optionalOfLiterals(_ elements: [Expr], _ nodes: [ExprNode]) -> RuntimeType? {
        var type: RuntimeType?
        var sawNil = false
        for (element, node) in zip(elements, nodes) {
            if case .nilLiteral = element.kind { sawNil = true; continue }
            guard let own = node.staticType, own.concrete != nil, type == nil || type == own else { return nil }
            if case .optional = own { return nil }
            type = own
        }
        guard sawNil, let type else { return nil }
        return .optional(type)
    }

    func commonType(_ nodes: [ExprNode]) -> RuntimeType? {
        guard let first = nodes.first?.staticType else { return nil }
        return nodes.allSatisfy({ $0.staticType == first }) ? first : nil
    }

    mutating func compilePrefix(_ op: PrefixOperator, _ operand: Expr, expected: RuntimeType?, range: SourceRange) -> ExprNode {
        switch op {
        case .upToExclusive: return RangeNode(kind: .upTo, lower: nil, upper: compileExpression(operand, expected: nil), range: range)
        case .upToInclusive: return RangeNode(kind: .through, lower: nil, upper: compileExpression(operand, expected: nil), range: range)
        case .negate:
            if case .integerLiteral(let text) = operand.kind,
               let typed = typedNumericLiteral(text, negative: true, expected: expected, range: range) {
                return typed
            }
            if case .integerLiteral(let text) = operand.kind, let value = IntegerLiteral.parse("-" + text) {
                return ConstantNode(isDouble(expected) ? .double(Double(value)) : .int(value), range: range)
            }
            if case .integerLiteral(let text) = operand.kind, text.withoutUnderscores == "9223372036854775808" {
                return ConstantNode(.int(Int.min), range: range)
            }
            return PrefixNode(op, compileExpression(operand, expected: expected), range: range)
        default:
            return PrefixNode(op, compileExpression(operand, expected: expected), range: range)
        }
    }

    mutating func compileBinary(_ op: BinaryOperator, _ lhs: Expr, _ rhs: Expr, expected: RuntimeType?, range: SourceRange) -> ExprNode {
        switch op {
        case .logicalAnd:
            return LogicalNode(isAnd: true, compileExpression(lhs, expected: .bool), compileExpression(rhs, expected: .bool), range: range)
        case .logicalOr:
            return LogicalNode(isAnd: false, compileExpression(lhs, expected: .bool), compileExpression(rhs, expected: .bool), range: range)
        case .nilCoalescing:
            let left = compileExpression(lhs, expected: expected.map { .optional($0) })
            var rightExpected = expected
            if rightExpected == nil, case .optional(let wrapped)? = left.staticType { rightExpected = wrapped }
            return NilCoalescingNode(left, compileExpression(rhs, expected: rightExpected), range: range)
        case .halfOpenRange, .closedRange:
            var bound: RuntimeType?
            if case .range(let element, _)? = expected { bound = element }
            let lower = compileExpression(lhs, expected: bound)
            let upper = compileExpression(rhs, expected: bound ?? lower.staticType)
            return RangeNode(kind: op == .halfOpenRange ? .halfOpen : .closed, lower: lower, upper: upper, range: range)
        default:
            break
        }
        if let base = op.compoundBase {
            let target = implicitlyUnwrapped(lhs, compileExpression(lhs, expected: nil), member: "")
            // A shift's amount is any integer: it does not take the target's type.
            let value = compileExpression(rhs, expected: base.isShift ? nil : target.staticType)
            return CompoundAssignNode(target: target, op: base, value: value, range: range)
        }
        let isArithmetic = op.precedence == .addition || op.precedence == .multiplication
        var left = implicitlyUnwrappedOperand(lhs, compileExpression(lhs, expected: isArithmetic ? expected : nil), op)
        var right = implicitlyUnwrappedOperand(rhs, compileExpression(rhs, expected: op.isShift ? nil : left.staticType.flatMap { isScalar($0) || isEnumCaseOperand(rhs, $0) ? $0 : nil }), op)
        if left is ConstantNode, let rightType = right.staticType, isDouble(rightType), case .int? = left.staticType {
            left = compileExpression(lhs, expected: rightType)
        }
        if right is ConstantNode, isDouble(left.staticType), case .int? = right.staticType {
            right = compileExpression(rhs, expected: .double)
        }
        let node = BinaryNode(op, left, right, range: range)
        if isArithmetic, let type = left.staticType, type == right.staticType, isScalar(type) { node.staticType = type }
        if op.precedence == .comparison { node.staticType = .bool }
        return node
    }

    /// `focusedField == .email` with `focusedField: Field?`: the case is the left side's type's
    /// (also when that side is `nil` at run time, which has no type to resolve it by).
    func isEnumCaseOperand(_ expression: Expr, _ type: RuntimeType) -> Bool {
        guard case .implicitMember = expression.kind else { return false }
        switch type {
        case .nominal, .optional(.nominal): return true
        default: return false
        }
    }

    func isScalar(_ type: RuntimeType) -> Bool {
        switch type {
        case .int, .double, .string, .character, .bool, .sized, .float: return true
        default: return false
        }
    }

    mutating func compileMacro(_ name: Identifier, _ arguments: [Argument] = [], range: SourceRange) -> ExprNode {
        // A span points into the file of a joined module that holds it.
        let span = SourceSpan(file: file, range: range)
        let location = span.start
        switch name.name {
        case "line": return ConstantNode(.int(location.line), range: range)
        case "column": return ConstantNode(.int(location.column), range: range)
        case "file", "fileID", "filePath": return ConstantNode(.string(span.file.path), range: range)
        case "function": return ConstantNode(.string(scope.definition.signature), range: range)
        // `#selector(UIResponder.resignFirstResponder)` in UIKit glue: a name for a method, which
        // `UIApplication.sendAction` reads.
        case "selector":
            let selector = UIKitObject("Selector")
            switch arguments.first?.value.kind {
            case .member(_, let method)?, .identifier(let method)?: selector.set("name", .string(method.name))
            default: break
            }
            return ConstantNode(.native(selector), range: range)
        // `#Predicate<Item> { $0.isDone }` (SwiftData, Foundation): a test of one value, kept as
        // its closure (`PredicateObject`), which a fetch or `evaluate(_:)` calls.
        case "Predicate":
            guard arguments.count == 1, let closure = arguments.first, case .closure = closure.value.kind else {
                report(.notInSubset("#Predicate without one closure"), at: range)
                return ConstantNode(.void, range: range)
            }
            return PredicateNode(closure: compileExpression(closure.value, expected: nil), range: range)
        default:
            report(.notInSubset("#\(name.name)"), at: range)
            return ConstantNode(.void, range: range)
        }
    }

    mutating func compileKeyPath(_ keyPath: KeyPathExpr, range: SourceRange) -> ExprNode {
        var components: [KeyPathValue.Component] = []
        for component in keyPath.components {
            switch component {
            case .property(let name): components.append(.property(name.name))
            case .self: components.append(.selfComponent)
            case .optional: components.append(.optional)
            case .forceUnwrap: components.append(.forceUnwrap)
            case .subscript(let arguments):
                if let first = arguments.first, let value = constantValue(first.value) { components.append(.subscriptIndex(value)) }
            }
        }
        let root = keyPath.root.map { resolveType($0) }
        return ConstantNode(.keyPath(KeyPathValue(root: root, components: components)), range: range)
    }

    mutating func compileIfExpression(_ ifStmt: IfStmt, expected: RuntimeType?, range: SourceRange) -> ExprNode {
        scope.pushBlock()
        let conditions = compileConditions(ifStmt.conditions)
        let thenNode = compileBranchValue(ifStmt.then.statements, expected: expected, range: ifStmt.then.range)
        let locals = scope.popBlock()
        let elseNode: ExprNode
        switch ifStmt.elseBranch {
        case .block(let block): elseNode = compileBranchValue(block.statements, expected: expected ?? thenNode.staticType, range: block.range)
        case .elseIf(let nested, let nestedRange): elseNode = compileIfExpression(nested, expected: expected, range: nestedRange)
        case nil: elseNode = ConstantNode(.void, range: range)
        }
        let node = IfExpressionNode(conditions: conditions, then: thenNode, otherwise: elseNode, locals: locals, range: range)
        node.staticType = expected ?? thenNode.staticType
        return node
    }

    /// One branch of an `if`/`switch` expression: its single expression, or statements
    /// that end in a trap (`fatalError()`), whose value is never used.
    mutating func compileBranchValue(_ statements: [Stmt], expected: RuntimeType?, range: SourceRange) -> ExprNode {
        if statements.count == 1, case .expression(let expr) = statements[0].kind {
            return compileExpression(expr, expected: expected)
        }
        return StatementsValueNode(compileStatements(statements, range: range), range: range)
    }

    mutating func compileSwitchExpression(_ switchStmt: SwitchStmt, expected: RuntimeType?, range: SourceRange) -> ExprNode {
        let subject = compileExpression(switchStmt.subject, expected: nil)
        var cases: [SwitchCaseNode] = []
        var values: [ExprNode] = []
        for switchCase in switchStmt.cases {
            scope.pushBlock()
            let items = switchCase.items.map { item in
                (compilePattern(item.pattern, subjectType: subject.staticType, reuseBindings: true),
                 item.guardExpr.map { compileExpression($0, expected: .bool) })
            }
            let value = compileBranchValue(switchCase.body, expected: expected ?? values.first?.staticType, range: switchCase.range)
            let locals = scope.popBlock()
            values.append(value)
            cases.append(SwitchCaseNode(items: items, isDefault: switchCase.isDefault,
                                        body: BlockNode(statements: [], range: switchCase.range), locals: locals, range: switchCase.range))
        }
        let node = SwitchExpressionNode(subject: subject, cases: cases, values: values, range: range)
        node.staticType = expected ?? values.first?.staticType
        return node
    }
}
