import ViewScriptSyntax

// Messages of the compiler's name checks and of runtime failures (not traps: those carry
// Swift's own text). Wording follows swiftc where swiftc has one.
extension DiagnosticMessage {
    // MARK: Names and types (before running)
    static func cannotFindInScope(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage("cannot-find-in-scope", .error, "cannot find '\(name)' in scope")
    }
    static func cannotFindTypeInScope(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage("cannot-find-type-in-scope", .error, "cannot find type '\(name)' in scope")
    }
    /// A name found nowhere: swiftc's error, or, spelled as one of Apple's frameworks spells
    /// its types (`UIActivityViewController`), that ViewScript does not simulate it yet.
    static func unknownName(_ name: String) -> DiagnosticMessage {
        Catalogue.framework(ofUnlistedName: name) != nil ? .notSimulated(name) : .cannotFindInScope(name)
    }
    static func unknownTypeName(_ name: String) -> DiagnosticMessage {
        Catalogue.framework(ofUnlistedName: name) != nil ? .notSimulated(name) : .cannotFindTypeInScope(name)
    }
    static func noMember(_ type: String, _ member: String) -> DiagnosticMessage {
        DiagnosticMessage("no-member", .error, "value of type '\(type)' has no member '\(member)'")
    }
    static func typeHasNoMember(_ type: String, _ member: String) -> DiagnosticMessage {
        DiagnosticMessage("type-no-member", .error, "type '\(type)' has no member '\(member)'")
    }
    static func noMatchingCall(_ name: String, _ labels: String) -> DiagnosticMessage {
        DiagnosticMessage("no-matching-call", .error, "no exact matches in call to '\(name)' with arguments labelled '\(labels)'")
    }
    static func incorrectLabels(_ given: String, _ expected: String) -> DiagnosticMessage {
        DiagnosticMessage("incorrect-labels", .error, "incorrect argument labels in call (have '\(given)', expected '\(expected)')")
    }
    static func cannotConvert(_ from: String, _ to: String) -> DiagnosticMessage {
        DiagnosticMessage("cannot-convert", .error, "cannot convert value of type '\(from)' to expected argument type '\(to)'")
    }
    static func binaryOperatorMismatch(_ op: String, _ lhs: String, _ rhs: String) -> DiagnosticMessage {
        DiagnosticMessage("binary-operator-mismatch", .error,
                          "binary operator '\(op)' cannot be applied to operands of type '\(lhs)' and '\(rhs)'")
    }
    static func unsupported(_ what: String) -> DiagnosticMessage {
        DiagnosticMessage("unsupported", .error, "\(what) is not supported by ViewScript")
    }
    static func cannotAssign(_ what: String) -> DiagnosticMessage {
        DiagnosticMessage("cannot-assign", .error, "cannot assign to \(what)")
    }

    // MARK: Runtime failures
    static func stepBudgetExceeded(_ what: String, _ budget: Int) -> DiagnosticMessage {
        DiagnosticMessage("step-budget", .error,
                          "\(what) ran more than \(budget) steps without finishing (is it an infinite loop? raise the limit with --step-budget)")
    }
    static func callDepthExceeded(_ name: String, _ depth: Int) -> DiagnosticMessage {
        DiagnosticMessage("call-depth", .error,
                          "call to '\(name)' nested more than \(depth) calls deep (is it infinite recursion? raise the limit with --max-call-depth)")
    }
    static func nativeStackExhausted(_ name: String, _ depth: Int) -> DiagnosticMessage {
        DiagnosticMessage("native-stack", .error,
                          "call to '\(name)' nested \(depth) calls deep used up the interpreter's stack (is it infinite recursion?)")
    }
    static func missingArgument(_ name: String, _ function: String) -> DiagnosticMessage {
        DiagnosticMessage("missing-argument", .error, "missing argument for parameter '\(name)' in call to '\(function)'")
    }
    static func notCallable(_ what: String) -> DiagnosticMessage {
        DiagnosticMessage("not-callable", .error, "cannot call value '\(what)' of non-function type")
    }
    public static func typeMismatch(_ what: String) -> DiagnosticMessage {
        DiagnosticMessage("type-mismatch", .error, what)
    }
    /// `@Foo var x`, where `Foo` is no property wrapper or attribute (swiftc's words).
    static func unknownAttribute(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage("unknown-attribute", .error, "unknown attribute '\(name)'")
    }
    static func unknownMember(_ type: String, _ member: String) -> DiagnosticMessage {
        DiagnosticMessage("unknown-member", .error, "value of type '\(type)' has no member '\(member)'")
    }
    /// A member the library does not answer: of one of Apple's frameworks' types, a member
    /// ViewScript does not simulate yet (`Bundle.main.infoDictionary`); of any other type,
    /// swiftc's error.
    static func missingMember(_ type: String, _ member: String) -> DiagnosticMessage {
        Catalogue.isFrameworkType(type) ? .notSimulated("\(type).\(member)") : .unknownMember(type, member)
    }
    static func missingStaticMember(_ type: String, _ member: String) -> DiagnosticMessage {
        Catalogue.isFrameworkType(type) ? .notSimulated("\(type).\(member)") : .typeHasNoMember(type, member)
    }
    /// `T.allCases` where `T` is a generic parameter of the enclosing type, or of a function
    /// around the closure that runs: ViewScript binds generic parameters only in the call of
    /// the generic function itself.
    static func unboundGenericStaticMember(_ parameter: String, _ member: String) -> DiagnosticMessage {
        .notSimulated("\(parameter).\(member) (a static member of a generic parameter of the enclosing type or function)")
    }
    public static func notInSubset(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage("not-in-subset", .error, "'\(name)' is not part of the Swift subset ViewScript runs")
    }
    /// The same top-level private name in two files of a module (two declarations in Swift).
    static func privateNameInTwoFiles(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage("private-name-in-two-files", .error,
                          "private '\(name)' declared in two files: separate private declarations of one name are not simulated by ViewScript yet")
    }
    /// A name the catalogue knows but ViewScript does not simulate (`Catalogue.State.notSimulated`).
    public static func notSimulated(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage("not-simulated", .error, "'\(name)' is not simulated by ViewScript yet")
    }
    /// A `Localizable.strings` or `.xcstrings` resource that Foundation cannot read as a table.
    static func invalidStringTable(_ file: String) -> DiagnosticMessage {
        DiagnosticMessage("invalid-string-table", .error, "the string table '\(file)' in the resources is not a valid strings file or string catalog")
    }
    static func switchNotExhaustive(_ value: String) -> DiagnosticMessage {
        DiagnosticMessage("switch-not-exhaustive", .error, "no case of the switch matched \(value)")
    }
    static func uncaughtError(_ value: String) -> DiagnosticMessage {
        DiagnosticMessage("uncaught-error", .error, "error thrown and not caught: \(value)")
    }
}
