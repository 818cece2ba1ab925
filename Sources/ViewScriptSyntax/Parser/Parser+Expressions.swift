// Expressions: sequences of operands and infix operators, folded by Swift's precedence groups,
// and the prefix forms (`try`, `await`, `&x`, `-x`). Postfix chains live in
// `Parser+Postfix.swift`, primary expressions in `Parser+Primary.swift`.
extension Parser {
    /// Where an expression stands: in a condition (`if x {`, `for a in xs {`, `switch v {`,
    /// `guard c else {`) a `{` starts the body, not a trailing closure.
    enum ExpressionContext { case normal, condition }

    /// Which infix forms a sequence may hold. An expression pattern stops before `=`
    /// (`if case 1...5 = x`) and before `is`/`as`, which are pattern forms there.
    struct SequenceOptions {
        var allowsAssignment: Bool
        var allowsCasts: Bool

        static let expression = SequenceOptions(allowsAssignment: true, allowsCasts: true)
        static let pattern = SequenceOptions(allowsAssignment: false, allowsCasts: false)
    }

    /// expression -> try-operator? await-operator? prefix-expression infix-expression*
    mutating func parseExpression(_ context: ExpressionContext = .normal) -> Expr {
        parseSequence(context, .expression)
    }

    /// Whether the current token can begin an expression.
    var atExpressionStart: Bool {
        switch token.kind {
        case .identifier, .dollarIdentifier, .wildcard, .integerLiteral, .floatLiteral, .stringLiteral, .regexLiteral,
             .poundIdentifier, .backslash, .leftParen, .leftBracket, .leftBrace, .prefixPeriod, .period,
             .prefixOperator, .prefixAmpersand:
            return true
        case .keyword(let keyword):
            switch keyword {
            case .self, .Self, .super, .Any, .true, .false, .nil, .try, .if, .switch: return true
            default: return false
            }
        default:
            return false
        }
    }

    /// Reports an error unless the input was abandoned at the nesting limit (after which
    /// every missing delimiter would be a cascade).
    mutating func diagnose(_ message: DiagnosticMessage, at range: SourceRange, notes: [DiagnosticNote] = []) {
        guard !abandoned else { return }
        report(message, at: range, notes: notes)
    }

    /// `nested` for an expression, with an `.error` expression as the fallback.
    mutating func nestedExpression(_ body: (inout Parser) -> Expr) -> Expr {
        let fallback = missingExpression
        return nested(fallback, body)
    }

    /// `nested` for a type, with an `.error` type as the fallback.
    mutating func nestedType(_ body: (inout Parser) -> TypeSyntax) -> TypeSyntax {
        let fallback = missingType
        return nested(fallback, body)
    }

    /// An `.error` expression standing at the current position (nothing consumed).
    var missingExpression: Expr {
        Expr(.error, range: SourceRange(start: expectedLocation.start, end: expectedLocation.start))
    }
}

// MARK: - Infix sequences

extension Parser {
    /// An infix operator waiting for its right operand while the sequence is folded.
    struct PendingOperator {
        enum Kind {
            case binary(BinaryOperator)
            /// An infix operator the program declares.
            case custom(Identifier)
            case assign
            case ternary(Expr)
            /// An operator the standard library does not define (diagnosed): folds to `.error`.
            case unknown
        }
        var kind: Kind
        var precedence: FoldPrecedence
        /// Where the operator stands (swiftc reports a non-associative pair at its first operator).
        var range: SourceRange
    }

    /// What the current token is as an infix operator.
    private enum Infix {
        case pending(PendingOperator.Kind, FoldPrecedence)
        case typeCheck
        case cast
    }

    /// infix-expression -> binary-operator prefix-expression | '=' prefix-expression
    ///                   | '?' expression ':' prefix-expression | ('is' | 'as' | 'as?' | 'as!') type
    ///
    /// Folds the sequence with an operand stack and an operator stack, so a long chain
    /// (`a + b + c ...`) needs no recursion; `chainLink` bounds the depth of the tree it builds.
    /// The stacks are the parse's scratch lists (`scratch.operands`, `scratch.operators`): a
    /// sequence nested in an operand (a closure's statements) pushes onto them and pops all it
    /// pushed before the outer one goes on, so each sequence folds the top of the stacks, and
    /// none allocates arrays of its own.
    mutating func parseSequence(_ context: ExpressionContext, _ options: SequenceOptions) -> Expr {
        let first = parseUnary(context, options)
        guard atInfixOperator(options) else { return first } // most expressions: no stacks to use
        let operands = Stack(scratch.operands)
        let operators = Stack(scratch.operators)
        operands.append(first)
        var links = 0
        let baseDepth = nestingDepth
        var progress: SourceOffset?
        while madeProgress(since: &progress), let infix = infixAtToken(options) {
            guard chainLink(&links) else { break }
            let operatorToken = token
            switch infix {
            case .typeCheck, .cast:
                fold(operands, operators, above: FoldPrecedence(.casting), inclusive: false)
                let castKind = consumeCastOperator()
                nestingDepth = baseDepth + links / 4
                let type = parseType()
                nestingDepth = baseDepth
                let value = operands.removeLast()
                let range = value.range.union(type.range)
                operands.append(Expr(castKind.map { .cast(value, $0, type) } ?? .typeCheck(value, type), range: range))
                continue
            case .pending(var kind, let precedence):
                let associativity = precedence.associativity
                fold(operands, operators, above: precedence, inclusive: false)
                if associativity == .none, let previous = operators.last, previous.precedence == precedence {
                    diagnose(.nonAssociativeOperators(precedence.name), at: previous.range)
                }
                if associativity != .right { fold(operands, operators, above: precedence, inclusive: true) }
                advance()
                nestingDepth = baseDepth + links / 4
                if case .ternary = kind { kind = .ternary(parseTernaryMiddle()) }
                if atExpressionStart {
                    operands.append(parseUnary(context, options))
                } else {
                    diagnose(.expectedExpressionAfterOperator, at: expectedLocation)
                    operands.append(missingExpression)
                }
                nestingDepth = baseDepth
                operators.append(PendingOperator(kind: kind, precedence: precedence, range: operatorToken.range))
            }
        }
        nestingDepth = baseDepth
        fold(operands, operators, above: FoldPrecedence(.assignment), inclusive: true)
        let result = operands.last ?? missingExpression
        operands.popAll()
        operators.popAll()
        return result
    }

    /// The part of a scratch list that one sequence pushed: the elements above `mark`, which
    /// it reads and pops like an array of its own.
    private struct Stack<Element> {
        let list: ScratchList<Element>
        let mark: Int

        init(_ list: ScratchList<Element>) {
            self.list = list
            self.mark = list.count
        }

        var count: Int { list.count - mark }
        var last: Element? { list.count > mark ? list.last : nil }
        func append(_ element: Element) { list.append(element) }
        func removeLast() -> Element { list.removeLast() }
        /// Drops what the sequence pushed (what folding left).
        func popAll() { while list.count > mark { _ = list.removeLast() } }
    }

    /// Whether the current token continues a sequence as an infix operator.
    private func atInfixOperator(_ options: SequenceOptions) -> Bool {
        switch token.kind {
        case .binaryOperator, .infixQuestion: return true
        case .equal: return options.allowsAssignment
        case .keyword(.is), .keyword(.as): return options.allowsCasts
        default: return false
        }
    }

    /// Classifies the current token as an infix operator, reporting unknown spellings.
    private mutating func infixAtToken(_ options: SequenceOptions) -> Infix? {
        switch token.kind {
        case .binaryOperator:
            if let op = binaryOperator(token) { return .pending(.binary(op), FoldPrecedence(op.precedence)) }
            let spelling = text(token)
            if let precedence = operators.infixPrecedence(spelling) {
                return .pending(.custom(Identifier(spelling, range: token.range)), precedence)
            }
            diagnose(.unknownOperator(spelling), at: token.range)
            return .pending(.unknown, FoldPrecedence(.addition))
        case .equal where options.allowsAssignment:
            return .pending(.assign, FoldPrecedence(.assignment))
        case .infixQuestion:
            return .pending(.ternary(missingExpression), FoldPrecedence(.ternary))
        case .keyword(.is) where options.allowsCasts:
            return .typeCheck
        case .keyword(.as) where options.allowsCasts:
            return .cast
        default:
            return nil
        }
    }

    /// Consumes `is`, `as`, `as?` or `as!`; nil for `is`.
    private mutating func consumeCastOperator() -> CastKind? {
        if consume(.is) != nil { return nil }
        advance() // `as`
        if consume(.postfixQuestion) != nil { return .conditional }
        if consume(.exclamationPostfix) != nil { return .forced }
        return .coerce
    }

    /// The `a` of `c ? a : b` (the `?` consumed), and the `:`.
    private mutating func parseTernaryMiddle() -> Expr {
        let middle: Expr
        if atExpressionStart {
            middle = nestedExpression { $0.parseExpression() }
        } else {
            diagnose(.expectedExpressionAfterOperator, at: expectedLocation)
            middle = missingExpression
        }
        if consume(.colon) == nil { diagnose(.expectedColonInTernary, at: expectedLocation) }
        return middle
    }

    /// Pops operators binding tighter than `precedence` (or as tight, if `inclusive`) and
    /// applies them to their operands.
    private func fold(_ operands: Stack<Expr>, _ operators: Stack<PendingOperator>,
                      above precedence: FoldPrecedence, inclusive: Bool) {
        while let top = operators.last,
              top.precedence.bindsTighter(than: precedence) || (inclusive && top.precedence.bindsAsTight(as: precedence)) {
            _ = operators.removeLast()
            guard operands.count >= 2 else { return }
            let rhs = operands.removeLast()
            let lhs = operands.removeLast()
            let range = lhs.range.union(rhs.range)
            let kind: ExprKind = switch top.kind {
            case .binary(let op): .binary(op, lhs, rhs)
            case .custom(let name): .operatorCall(.infix, name, [lhs, rhs])
            case .assign: .assign(lhs, rhs)
            case .ternary(let middle): .ternary(lhs, middle, rhs)
            case .unknown: .error
            }
            operands.append(Expr(kind, range: range))
        }
    }

    /// The standard library's name of a precedence group.
    static func groupName(_ group: PrecedenceGroup) -> String {
        switch group {
        case .assignment: "AssignmentPrecedence"
        case .ternary: "TernaryPrecedence"
        case .logicalDisjunction: "LogicalDisjunctionPrecedence"
        case .logicalConjunction: "LogicalConjunctionPrecedence"
        case .comparison: "ComparisonPrecedence"
        case .nilCoalescing: "NilCoalescingPrecedence"
        case .casting: "CastingPrecedence"
        case .rangeFormation: "RangeFormationPrecedence"
        case .addition: "AdditionPrecedence"
        case .multiplication: "MultiplicationPrecedence"
        case .bitwiseShift: "BitwiseShiftPrecedence"
        }
    }
}

// MARK: - Prefix forms

extension Parser {
    /// prefix-expression -> ('try' | 'try?' | 'try!') expression | 'await' expression
    ///                    | '&' prefix-expression | prefix-operator prefix-expression | postfix-expression
    ///
    /// `try` and `await` cover everything to their right (`try a + b` is `try (a + b)`).
    mutating func parseUnary(_ context: ExpressionContext, _ options: SequenceOptions) -> Expr {
        relexBareRegexLiteral()
        let start = token.range.start
        switch token.kind {
        case .keyword(.try):
            advance()
            var kind = TryKind.plain
            if !token.flags.contains(.leadingTrivia) {
                if consume(.postfixQuestion) != nil { kind = .optional }
                else if consume(.exclamationPostfix) != nil { kind = .forced }
            }
            let spelling = kind == .plain ? "try" : kind == .optional ? "try?" : "try!"
            let operand = parseCoveredOperand(after: spelling, context, options)
            return Expr(.tryExpr(kind, operand), range: range(from: start))
        case .identifier where atAwaitOperator:
            advance()
            let operand = parseCoveredOperand(after: "await", context, options)
            return Expr(.awaitExpr(operand), range: range(from: start))
        case .identifier where atOwnershipOperator:
            // `consume x`, `copy x` (SE-0366, SE-0377): the value of `x` (an interpreter has no
            // lifetimes to end or copies to force).
            advance()
            return nestedExpression { $0.parsePostfixExpression(context) }
        case .prefixAmpersand:
            advance()
            let operand = nestedExpression { $0.parseUnary(context, options) }
            return Expr(.inoutArgument(operand), range: range(from: start))
        case .prefixOperator:
            let operatorToken = consumeToken()
            let op = prefixOperator(operatorToken)
            if op == nil, operators.declares(text(operatorToken), .prefix) {
                let name = Identifier(text(operatorToken), range: operatorToken.range)
                let operand = nestedExpression { $0.parseUnary(context, options) }
                return Expr(.operatorCall(.prefix, name, [operand]), range: range(from: start))
            }
            if op == nil {
                let spelling = text(operatorToken)
                diagnose(binaryOperator(operatorToken) != nil ? .notAPrefixOperator(spelling) : .unknownOperator(spelling),
                         at: operatorToken.range)
            }
            let operand = nestedExpression { $0.parseUnary(context, options) }
            guard let op else { return Expr(.error, range: range(from: start)) }
            return Expr(.prefix(op, operand), range: range(from: start))
        default:
            return parsePostfixExpression(context)
        }
    }

    /// The expression after `try` or `await`: the rest of the sequence.
    private mutating func parseCoveredOperand(after keyword: String, _ context: ExpressionContext,
                                              _ options: SequenceOptions) -> Expr {
        guard atExpressionStart else {
            diagnose(.expectedExpression(after: keyword), at: expectedLocation)
            return missingExpression
        }
        return nestedExpression { $0.parseSequence(context, options) }
    }

    /// `consume` and `copy` are contextual keywords: operators when a name follows on the same line.
    private var atOwnershipOperator: Bool {
        guard atContextual("consume") || atContextual("copy") else { return false }
        let next = peek()
        guard !next.isAtStartOfLine else { return false }
        switch next.kind {
        case .identifier, .keyword(.self): return true
        default: return false
        }
    }

    /// `await` is a contextual keyword: an operator when an operand follows on the same line.
    private var atAwaitOperator: Bool {
        guard atContextual("await") else { return false }
        let next = peek()
        guard !next.isAtStartOfLine else { return false }
        switch next.kind {
        case .identifier, .dollarIdentifier, .integerLiteral, .floatLiteral, .stringLiteral, .poundIdentifier,
             .backslash, .leftBracket, .prefixPeriod, .prefixOperator, .keyword(.self), .keyword(.Self),
             .keyword(.super), .keyword(.try), .keyword(.true), .keyword(.false), .keyword(.nil):
            return true
        case .leftParen:
            return next.flags.contains(.leadingTrivia)
        default:
            return false
        }
    }
}
