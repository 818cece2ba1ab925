/// How serious a diagnostic is.
public enum DiagnosticSeverity: String, Sendable {
    case error
    case warning
    case note
}

/// A stable identifier for a kind of diagnostic, e.g. `expected-expression`.
/// Tests and tools may rely on it; the text may be reworded.
public struct DiagnosticID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String
    public init(stringLiteral value: String) { rawValue = value }
    public init(_ value: String) { rawValue = value }
    public var description: String { rawValue }
}

/// A message from a catalog: an id, a severity and swiftc-style text.
/// Every message lives in one of the `DiagnosticMessage` extensions under `Diagnostics/`.
public struct DiagnosticMessage: Hashable, Sendable {
    public let id: DiagnosticID
    public let severity: DiagnosticSeverity
    public let text: String

    public init(_ id: DiagnosticID, _ severity: DiagnosticSeverity = .error, _ text: String) {
        self.id = id
        self.severity = severity
        self.text = text
    }
}

/// A secondary location attached to a diagnostic (`note: to match this '('`, a call-stack frame).
public struct DiagnosticNote: Sendable {
    public let message: String
    public let span: SourceSpan?

    public init(_ message: String, at span: SourceSpan?) {
        self.message = message
        self.span = span
    }
}

/// A diagnostic is a value; only the command line prints it.
public struct Diagnostic: Sendable {
    public let message: DiagnosticMessage
    public let span: SourceSpan
    public var notes: [DiagnosticNote]

    public init(_ message: DiagnosticMessage, at span: SourceSpan, notes: [DiagnosticNote] = []) {
        self.message = message
        self.span = span
        self.notes = notes
    }

    public var severity: DiagnosticSeverity { message.severity }
    public var id: DiagnosticID { message.id }
    public var location: SourceLocation { span.start }
}
