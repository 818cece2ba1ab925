// Messages of the expression, type, pattern and attribute grammar (`Parser+Expressions.swift`,
// `Parser+Postfix.swift`, `Parser+Primary.swift`, `Parser+Types.swift`, `Parser+Patterns.swift`, ...).
// Wordings are swiftc's where swiftc has one.
extension DiagnosticMessage {
    // MARK: Anonymous closure parameters

    /// swiftc's wording, for a number that does not fit its 32 bits.
    static let dollarNumberTooLarge = DiagnosticMessage(
        "dollar-number-too-large", .error, "numeric value following '$' is too large")

    static func tooManyAnonymousParameters(_ index: Int, limit: UInt32) -> DiagnosticMessage {
        DiagnosticMessage("too-many-anonymous-parameters", .error,
                          "'$\(index)' would give the closure \(index + 1) parameters; the limit is \(limit) ($0 to $\(limit - 1))")
    }

    // MARK: Missing expressions

    static let expectedExpression = DiagnosticMessage(
        "expected-expression", .error, "expected expression")

    static let expectedExpressionAfterOperator = DiagnosticMessage(
        "expected-expression-after-operator", .error, "expected expression after operator")

    /// `expected expression after 'try'`, `... after 'await'`
    static func expectedExpression(after keyword: String) -> DiagnosticMessage {
        DiagnosticMessage("expected-expression-after-keyword", .error, "expected expression after '\(keyword)'")
    }

    static let expectedExpressionInList = DiagnosticMessage(
        "expected-expression-in-list", .error, "expected expression in list of expressions")

    static let expectedExpressionInContainer = DiagnosticMessage(
        "expected-expression-in-container", .error, "expected expression in container literal")

    static let expectedMemberName = DiagnosticMessage(
        "expected-member-name", .error, "expected member name following '.'")

    // MARK: Delimiters

    static let expectedRightParenInList = DiagnosticMessage(
        "expected-right-paren-in-list", .error, "expected ')' in expression list")

    static let expectedRightBracketInList = DiagnosticMessage(
        "expected-right-bracket-in-list", .error, "expected ']' in expression list")

    static let expectedRightBracketInContainer = DiagnosticMessage(
        "expected-right-bracket-in-container", .error, "expected ']' in container literal expression")

    static let expectedColonInDictionary = DiagnosticMessage(
        "expected-colon-in-dictionary", .error, "expected ':' in dictionary literal")

    static let expectedCommaSeparator = DiagnosticMessage(
        "expected-comma-separator", .error, "expected ',' separator")

    static let expectedColonInTernary = DiagnosticMessage(
        "expected-colon-in-ternary", .error, "expected ':' after '? ...' in ternary expression")

    static let expectedRightBraceInClosure = DiagnosticMessage(
        "expected-right-brace-in-closure", .error, "expected '}' at end of closure")

    static let unexpectedCodeInInterpolation = DiagnosticMessage(
        "unexpected-code-in-interpolation", .error, "unexpected code in string interpolation")

    static let expectedKeyPathComponent = DiagnosticMessage(
        "expected-key-path-component", .error, "expected expression path in Swift key path")

    // MARK: Operators

    static func unknownOperator(_ spelling: String) -> DiagnosticMessage {
        DiagnosticMessage("unknown-operator", .error, "cannot find operator '\(spelling)' in scope")
    }

    static func notAPrefixOperator(_ spelling: String) -> DiagnosticMessage {
        DiagnosticMessage("not-a-prefix-operator", .error, "'\(spelling)' is not a prefix unary operator")
    }

    static func notAPostfixOperator(_ spelling: String) -> DiagnosticMessage {
        DiagnosticMessage("not-a-postfix-operator", .error, "'\(spelling)' is not a postfix unary operator")
    }

    static func nonAssociativeOperators(_ group: String) -> DiagnosticMessage {
        DiagnosticMessage("non-associative-operators", .error,
                          "adjacent operators are in non-associative precedence group '\(group)'")
    }

    // MARK: Literals

    /// A number with letters after it (`2s` outside a scenario step).
    static func invalidDigitInFloatLiteral(_ digit: String) -> DiagnosticMessage {
        DiagnosticMessage("invalid-digit-in-float-literal", .error, "'\(digit)' is not a valid digit in floating point literal")
    }

    // MARK: Types

    static let expectedType = DiagnosticMessage(
        "expected-type", .error, "expected type")

    static let expectedResultTypeInFunctionType = DiagnosticMessage(
        "expected-function-result-type", .error, "expected return type in function type")

    static let expectedRightAngleInGenerics = DiagnosticMessage(
        "expected-right-angle", .error, "expected '>' to complete generic argument list")

    static let expectedRightParenInTupleType = DiagnosticMessage(
        "expected-right-paren-in-tuple-type", .error, "expected ')' in tuple type")

    static let expectedRightBracketInCollectionType = DiagnosticMessage(
        "expected-right-bracket-in-type", .error, "expected ']' in array or dictionary type")

    static let expectedMemberTypeName = DiagnosticMessage(
        "expected-member-type-name", .error, "expected identifier in member type")

    // MARK: Attributes

    static let expectedAttributeName = DiagnosticMessage(
        "expected-attribute-name", .error, "expected an attribute name")

    // MARK: Patterns

    static let expectedPattern = DiagnosticMessage(
        "expected-pattern", .error, "expected pattern")

    static let expectedRightParenInTuplePattern = DiagnosticMessage(
        "expected-right-paren-in-tuple-pattern", .error, "expected ')' in tuple pattern")
}
