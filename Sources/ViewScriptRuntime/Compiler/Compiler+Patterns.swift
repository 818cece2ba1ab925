import ViewScriptSyntax

extension Compiler {
    /// Compiles a pattern. `declaring` binds bare names (`for x in`, `let (a, b) =`);
    /// in `case` patterns only names under `let`/`var` are bound, others are expressions.
    /// `reuseBindings` shares one slot per name across the patterns of one `case`.
    mutating func compilePattern(_ pattern: Pattern, subjectType: RuntimeType?, declaring: Bool = false,
                                 reuseBindings: Bool = false) -> PatternNode {
        let range = pattern.range
        switch pattern.kind {
        case .wildcard:
            return WildcardPatternNode(range: range)
        case .binding(let name):
            if !declaring, let existing = scope.blocks.last?[name.name], reuseBindings {
                return BindingPatternNode(slot: existing, range: range)
            }
            if !declaring {
                // A bare name in a case pattern is an expression (`case limit:`).
                return ExpressionPatternNode(compileIdentifier(name), range: range)
            }
            if reuseBindings, let existing = scope.blocks.last?[name.name] { return BindingPatternNode(slot: existing, range: range) }
            return BindingPatternNode(slot: scope.declare(name.name, type: subjectType), range: range)
        case .valueBinding(_, let inner):
            return compilePattern(inner, subjectType: subjectType, declaring: true, reuseBindings: reuseBindings)
        case .tuple(let elements):
            if elements.count == 1, elements[0].label == nil {
                return compilePattern(elements[0].pattern, subjectType: subjectType, declaring: declaring, reuseBindings: reuseBindings)
            }
            var types: [RuntimeType]?
            if case .tuple(let elementTypes, _)? = subjectType, elementTypes.count == elements.count { types = elementTypes }
            let nodes = elements.enumerated().map { position, element in
                compilePattern(element.pattern, subjectType: types?[position], declaring: declaring, reuseBindings: reuseBindings)
            }
            return TuplePatternNode(elements: nodes, range: range)
        case .enumCase(let typeSyntax, let name, let arguments):
            var enumType: NominalType?
            if let typeSyntax, case .nominal(let type, _) = resolveType(typeSyntax) { enumType = type }
            if enumType == nil, case .nominal(let type, _)? = unwrapOptional(subjectType) { enumType = type }
            var payloadTypes: [RuntimeType]?
            if let enumType, let index = enumType.caseIndex[name.name] { payloadTypes = enumType.enumCases[index].payloadTypes }
            let nodes = arguments?.enumerated().map { position, element in
                let type = payloadTypes.flatMap { position < $0.count ? $0[position] : nil }
                return compilePattern(element.pattern, subjectType: type, declaring: declaring, reuseBindings: reuseBindings)
            }
            if typeSyntax == nil, arguments == nil, name.name == "none" || name.name == "some" {
                return EnumCasePatternNode(type: nil, name: name.name, arguments: nil, range: range)
            }
            // `DecodingError.keyNotFound(let key, let context)`: a library enum's case, which binds.
            let binds = arguments?.contains { if case .expression = $0.pattern.kind { false } else { true } } ?? false
            if let typeSyntax, enumType == nil, !binds {
                // `Foo.bar` where Foo is not an enum: an expression pattern (a static constant).
                return ExpressionPatternNode(compileExpression(Expr(.member(typeExpression(typeSyntax), name), range: range), expected: nil), range: range)
            }
            return EnumCasePatternNode(type: enumType, name: name.name, arguments: nodes, range: range)
        case .optional(let inner):
            let wrapped: RuntimeType? = { if case .optional(let type)? = subjectType { return type } else { return nil } }()
            return OptionalPatternNode(compilePattern(inner, subjectType: wrapped, declaring: declaring, reuseBindings: reuseBindings), range: range)
        case .typeCheck(let type):
            return TypeCheckPatternNode(type: resolveType(type), inner: nil, range: range)
        case .cast(let inner, let type):
            let target = resolveType(type)
            return TypeCheckPatternNode(type: target, inner: compilePattern(inner, subjectType: target, declaring: declaring,
                                                                            reuseBindings: reuseBindings), range: range)
        case .typed(let inner, let type):
            return compilePattern(inner, subjectType: resolveType(type), declaring: declaring, reuseBindings: reuseBindings)
        case .expression(let expr):
            return ExpressionPatternNode(compileExpression(expr, expected: subjectType), range: range)
        }
    }

    /// A type written in a pattern, as an expression (`Limits` in `case Limits.max:`).
    func typeExpression(_ type: TypeSyntax) -> Expr {
        switch type.kind {
        case .named(let name, _): return Expr(.identifier(name), range: type.range)
        case .member(let base, let name, _): return Expr(.member(typeExpression(base), name), range: type.range)
        default: return Expr(.error, range: type.range)
        }
    }
}
