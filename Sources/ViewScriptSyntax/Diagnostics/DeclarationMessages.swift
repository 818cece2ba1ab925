// Messages of the declaration and top-level grammar (`Parser+Declarations.swift` and the
// files beside it). Wordings are swiftc's where swiftc has one.
extension DiagnosticMessage {
    // MARK: Top level and member lists

    static let expressionsAtTopLevel = DiagnosticMessage(
        "expressions-at-top-level", .error, "expressions are not allowed at the top level")

    static let statementsAtTopLevel = DiagnosticMessage(
        "statements-at-top-level", .error, "statements are not allowed at the top level")

    static let extraneousRightBrace = DiagnosticMessage(
        "extraneous-right-brace", .error, "extraneous '}' at top level")

    static let expectedDeclaration = DiagnosticMessage(
        "expected-declaration", .error, "expected declaration")

    static let consecutiveDeclarations = DiagnosticMessage(
        "consecutive-declarations", .error, "consecutive declarations on a line must be separated by ';'")

    /// `expected '{' in struct`, `expected '{' in extension`.
    static func expectedLeftBraceInType(_ kind: String) -> DiagnosticMessage {
        DiagnosticMessage("expected-left-brace-in-type", .error, "expected '{' in \(kind)")
    }

    /// `expected '}' in struct`; swiftc says `at end of` for enums and extensions.
    static func expectedRightBraceInType(_ kind: String) -> DiagnosticMessage {
        let place = kind == "enum" || kind == "extension" ? "at end of" : "in"
        return DiagnosticMessage("expected-right-brace-in-type", .error, "expected '}' \(place) \(kind)")
    }

    static let enumCaseOutsideEnum = DiagnosticMessage(
        "enum-case-outside-enum", .error, "enum 'case' is not allowed outside of an enum")

    // MARK: Names

    /// `expected identifier in struct declaration`, `... in enum 'case' declaration`.
    static func expectedIdentifier(in declaration: String) -> DiagnosticMessage {
        DiagnosticMessage("expected-identifier-in-declaration", .error, "expected identifier in \(declaration)")
    }

    static let expectedModuleName = DiagnosticMessage(
        "expected-module-name", .error, "expected module name in import declaration")

    // MARK: Functions

    static let expectedParameterList = DiagnosticMessage(
        "expected-parameter-list", .error, "expected '(' in argument list of function declaration")

    static let expectedInitializerParameters = DiagnosticMessage(
        "expected-initializer-parameters", .error, "expected '(' for initializer parameters")

    static let expectedParameterName = DiagnosticMessage(
        "expected-parameter-name", .error, "expected parameter name followed by ':'")

    static let expectedColonInParameter = DiagnosticMessage(
        "expected-colon-in-parameter", .error, "expected ':' following argument label and parameter name")

    static let expectedRightParenInParameters = DiagnosticMessage(
        "expected-right-paren-in-parameters", .error, "expected ')' in parameter")

    static let expectedResultType = DiagnosticMessage(
        "expected-result-type", .error, "expected type for function result")

    static let expectedLeftBraceForDeinit = DiagnosticMessage(
        "expected-left-brace-for-deinit", .error, "expected '{' for deinitializer")

    static let expectedSubscriptArrow = DiagnosticMessage(
        "expected-subscript-arrow", .error, "expected '->' for subscript element type")

    // MARK: Variables

    static let expectedInitialValue = DiagnosticMessage(
        "expected-initial-value", .error, "expected initial value after '='")

    static let expectedAccessorKeyword = DiagnosticMessage(
        "expected-accessor-keyword", .error,
        "expected 'get', 'set', 'willSet', or 'didSet' keyword to start an accessor definition")

    static let expectedRightBraceInAccessors = DiagnosticMessage(
        "expected-right-brace-in-accessors", .error, "expected '}' at end of variable get/set clause")

    // MARK: Type aliases, enums and generics

    static let expectedEqualInTypeAlias = DiagnosticMessage(
        "expected-equal-in-typealias", .error, "expected '=' in type alias declaration")

    static let expectedGenericParameterName = DiagnosticMessage(
        "expected-generic-parameter-name", .error, "expected an identifier to name generic parameter")

    static let expectedRightAngleInGenericParameters = DiagnosticMessage(
        "expected-right-angle-in-generic-parameters", .error, "expected '>' to complete generic parameter list")

    static let expectedRequirementRelation = DiagnosticMessage(
        "expected-requirement-relation", .error,
        "expected ':' or '==' to indicate a conformance or same-type requirement")

    static let expectedMacroName = DiagnosticMessage(
        "expected-macro-expansion", .error, "expected a macro expansion such as '#Preview { ... }'")
}

// MARK: Operator and precedence group declarations

extension DiagnosticMessage {
    static let operatorWithoutDeclaration = DiagnosticMessage(
        "operator-without-declaration", .error, "operator implementation without matching operator declaration")

    static let expectedOperatorName = DiagnosticMessage(
        "expected-operator-name", .error, "expected operator name in operator declaration")

    static func unknownPrecedenceGroup(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage("unknown-precedence-group", .error, "unknown precedence group '\(name)'")
    }

    static let expectedPrecedenceGroupAttribute = DiagnosticMessage(
        "expected-precedence-group-attribute", .error,
        "expected 'higherThan', 'lowerThan', 'associativity' or 'assignment' in precedence group")

    static let expectedAssociativity = DiagnosticMessage(
        "expected-associativity", .error, "expected 'none', 'left', or 'right' after 'associativity'")
}
