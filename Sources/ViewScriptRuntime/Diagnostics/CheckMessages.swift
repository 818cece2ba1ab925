import ViewScriptSyntax

// Messages of the compiler's static checks of calls and scalar types, in swiftc's words
// (recorded from swiftc 6 with tiny programs; see Compiler/Compiler+Checks.swift).
extension DiagnosticMessage {
    // MARK: Argument labels and counts
    static func incorrectArgumentLabels(have: String, expected: String, plural: Bool) -> DiagnosticMessage {
        DiagnosticMessage("incorrect-argument-labels", .error,
                          "incorrect argument label\(plural ? "s" : "") in call (have '\(have)', expected '\(expected)')")
    }
    static func missingArgumentLabels(_ labels: String, plural: Bool) -> DiagnosticMessage {
        DiagnosticMessage("missing-argument-labels", .error, "missing argument label\(plural ? "s" : "") '\(labels)' in call")
    }
    static func extraneousArgumentLabels(_ labels: String, plural: Bool) -> DiagnosticMessage {
        DiagnosticMessage("extraneous-argument-labels", .error, "extraneous argument label\(plural ? "s" : "") '\(labels)' in call")
    }
    /// `parameters` are quoted names (`'x'`) or positions (`#2`).
    static func missingArguments(_ parameters: [String]) -> DiagnosticMessage {
        let plural = parameters.count > 1
        return DiagnosticMessage("missing-arguments", .error,
                                 "missing argument\(plural ? "s" : "") for parameter\(plural ? "s" : "") \(parameters.joined(separator: ", ")) in call")
    }
    static func extraArgument(_ label: String?) -> DiagnosticMessage {
        DiagnosticMessage("extra-argument", .error, label.map { "extra argument '\($0)' in call" } ?? "extra argument in call")
    }
    static func extraArguments(atPositions positions: [Int]) -> DiagnosticMessage {
        DiagnosticMessage("extra-arguments", .error,
                          "extra arguments at positions \(positions.map { "#\($0)" }.joined(separator: ", ")) in call")
    }
    static let extraTrailingClosure = DiagnosticMessage("extra-trailing-closure", .error, "extra trailing closure passed in call")

    // MARK: Scalar conversions
    static func cannotConvertArgument(_ from: String, _ to: String) -> DiagnosticMessage {
        DiagnosticMessage("cannot-convert-argument", .error, "cannot convert value of type '\(from)' to expected argument type '\(to)'")
    }
    static func cannotConvertSpecified(_ from: String, _ to: String) -> DiagnosticMessage {
        DiagnosticMessage("cannot-convert-specified", .error, "cannot convert value of type '\(from)' to specified type '\(to)'")
    }
    static func cannotAssignValue(_ from: String, _ to: String) -> DiagnosticMessage {
        DiagnosticMessage("cannot-assign-value", .error, "cannot assign value of type '\(from)' to type '\(to)'")
    }
    static func integerLiteralAsBoolean(_ literal: String) -> DiagnosticMessage {
        DiagnosticMessage("integer-literal-as-boolean", .error,
                          "integer literal value '\(literal)' cannot be used as a boolean; did you mean '\(literal == "0" ? "false" : "true")'?")
    }
    static func typeAsBoolean(_ type: String) -> DiagnosticMessage {
        DiagnosticMessage("type-as-boolean", .error, "type '\(type)' cannot be used as a boolean; test for '!= 0' instead")
    }
    static func compoundOperatorMismatch(_ op: String, _ lhs: String, _ rhs: String) -> DiagnosticMessage {
        DiagnosticMessage("binary-operator-mismatch", .error,
                          lhs == rhs ? "binary operator '\(op)' cannot be applied to two '\(lhs)' operands"
                                     : "binary operator '\(op)' cannot be applied to operands of type '\(lhs)' and '\(rhs)'")
    }
    static func floatingRemainderUnavailable(_ op: String) -> DiagnosticMessage {
        DiagnosticMessage("floating-remainder-unavailable", .error,
                          "'\(op)' is unavailable: For floating point numbers use \(op == "%=" ? "formTruncatingRemainder" : "truncatingRemainder") instead")
    }
}
