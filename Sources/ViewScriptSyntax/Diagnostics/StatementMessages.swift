// Messages of the statement grammar (`Parser+Statements.swift`, `Parser+ControlFlow.swift`).
// Wordings are swiftc's where swiftc has one.
extension DiagnosticMessage {
    // MARK: Statement lists

    static let consecutiveStatements = DiagnosticMessage(
        "consecutive-statements", .error, "consecutive statements on a line must be separated by ';'")

    static let expectedRightBraceAtEndOfBlock = DiagnosticMessage(
        "expected-right-brace-block", .error, "expected '}' at end of brace statement")

    /// `expected '{' after 'if' condition`, `expected '{' after 'defer'`, ...
    static func expectedLeftBrace(after what: String) -> DiagnosticMessage {
        DiagnosticMessage("expected-left-brace", .error, "expected '{' after \(what)")
    }

    static let expectedLeftBraceForForEachBody = DiagnosticMessage(
        "expected-left-brace-for-body", .error, "expected '{' to start the body of for-each loop")

    static let labelNotAllowed = DiagnosticMessage(
        "label-not-allowed", .error, "labels are only valid on loops, if, switch and do-catch statements")

    // MARK: Conditional statements

    static let expectedLeftBraceOrIfAfterElse = DiagnosticMessage(
        "expected-brace-or-if-after-else", .error, "expected '{' or 'if' after 'else'")

    static let expectedElseAfterGuard = DiagnosticMessage(
        "expected-else-after-guard", .error, "expected 'else' after 'guard' condition")

    static let expectedBindingName = DiagnosticMessage(
        "expected-binding-name", .error, "expected pattern")

    static let expectedEqualInCaseCondition = DiagnosticMessage(
        "expected-equal-in-case-condition", .error, "expected '=' after pattern in 'case' condition")

    static let expectedAvailabilityArguments = DiagnosticMessage(
        "expected-availability-arguments", .error, "expected '(' after '#available'")

    // MARK: Loops

    static let expectedInAfterForEachPattern = DiagnosticMessage(
        "expected-in-after-for-pattern", .error, "expected 'in' after for-each pattern")

    static let expectedWhileAfterRepeat = DiagnosticMessage(
        "expected-while-after-repeat", .error, "expected 'while' after body of 'repeat' statement")

    // MARK: Switch

    static let emptyCaseBody = DiagnosticMessage(
        "empty-case-body", .error, "'case' label in a 'switch' must have at least one executable statement")

    static let emptyDefaultBody = DiagnosticMessage(
        "empty-default-body", .error, "'default' label in a 'switch' must have at least one executable statement")

    static let caseOutsideSwitch = DiagnosticMessage(
        "case-outside-switch", .error, "'case' label can only appear inside a 'switch' statement")

    static let defaultOutsideSwitch = DiagnosticMessage(
        "default-outside-switch", .error, "'default' label can only appear inside a 'switch' statement")

    static let statementOutsideCase = DiagnosticMessage(
        "statement-outside-case", .error, "all statements inside a switch must be covered by a 'case' or 'default'")

    static let expectedColonAfterCase = DiagnosticMessage(
        "expected-colon-after-case", .error, "expected ':' after 'case'")

    static let expectedColonAfterDefault = DiagnosticMessage(
        "expected-colon-after-default", .error, "expected ':' after 'default'")

    static let expectedRightBraceAtEndOfSwitch = DiagnosticMessage(
        "expected-right-brace-switch", .error, "expected '}' at end of 'switch' statement")

    static let expectedDefaultAfterUnknown = DiagnosticMessage(
        "expected-default-after-unknown", .error, "expected 'default' or 'case' after '@unknown'")

    // MARK: Do-catch

    static let catchWithoutDo = DiagnosticMessage(
        "catch-without-do", .error, "'catch' block must follow a 'do' statement")

    // MARK: Jumps

    static let expectedExpressionInThrow = DiagnosticMessage(
        "expected-expression-in-throw", .error, "expected expression in 'throw' statement")
}
