import ViewScriptSyntax

/// Renders diagnostics in swiftc's and GCC's format, which editors and CI logs understand:
///
/// ```
/// Samples/sheets/Stale.view:7:31: error: expected ')' to close argument list
///         Text("Count: \(count)"
///                               ^
/// Samples/sheets/Stale.view:7:13: note: to match this opening '('
///         Text("Count: \(count)"
///             ^
/// ```
///
/// A note with no location is written `FILE: note: message`. Colours (bold headers, red
/// `error:`, magenta `warning:`, dark `note:`, a green caret) only when `usesColor`.
public struct DiagnosticRenderer: Sendable {
    public let usesColor: Bool
    let style: TerminalStyle

    public init(usesColor: Bool) {
        self.usesColor = usesColor
        self.style = TerminalStyle(isEnabled: usesColor)
    }

    /// The diagnostic and its notes, each line ending in a newline.
    public func render(_ diagnostic: Diagnostic) -> String {
        var output = render(diagnostic.severity, diagnostic.message.text, at: diagnostic.span)
        for note in diagnostic.notes {
            if let span = note.span {
                output += render(.note, note.message, at: span)
            } else {
                output += header(path: diagnostic.span.file.path, location: nil, severity: .note, message: note.message)
            }
        }
        return output
    }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined()
    }

    /// A problem with a file as a whole: its header line only.
    public func render(_ problem: FileProblem) -> String {
        header(path: problem.path, location: problem.location, severity: problem.message.severity,
               message: problem.message.text)
    }

    /// A header, the source line and the caret line.
    public func render(_ severity: DiagnosticSeverity, _ message: String, at span: SourceSpan) -> String {
        let excerpt = SourceExcerpt(span: span)
        return header(path: span.file.path, location: span.start, severity: severity, message: message)
            + excerpt.line + "\n"
            + excerpt.indent + style.apply(.green, excerpt.marker) + "\n"
    }

    /// `PATH:LINE:COL: severity: message` (or `PATH: severity: message`), with a newline.
    public func header(path: String, location: SourceLocation?, severity: DiagnosticSeverity,
                       message: String) -> String {
        let place = path + (location.map { ":\($0.line):\($0.column)" } ?? "") + ": "
        let severityColor: TerminalStyle.Code
        switch severity {
        case .error: severityColor = .red
        case .warning: severityColor = .magenta
        case .note: severityColor = .dark
        }
        let text = severity == .note ? message : style.apply(.bold, message)
        return style.apply(.bold, place) + style.apply(severityColor, severity.rawValue + ": ") + text + "\n"
    }
}
