import ViewScriptSyntax

/// A diagnostic about a file as a whole, found before any source could be read: a missing
/// file, a file too large, a directory without `.view` files. It has a path and at most a
/// line and column, but no source text to show.
public struct FileProblem: Error, Sendable {
    public let path: String
    public let location: SourceLocation?
    public let message: DiagnosticMessage

    public init(path: String, location: SourceLocation? = nil, _ message: DiagnosticMessage) {
        self.path = path
        self.location = location
        self.message = message
    }
}
