import Testing
import ViewScriptTestSupport
@testable import ViewScriptSyntax

/// An expected diagnostic: its message, and the marker where it points.
struct DiagnosticSpec: CustomStringConvertible {
    let marker: String
    let message: String
    let notes: [String]

    init(_ marker: String, _ message: String, notes: [String] = []) {
        self.marker = marker
        self.message = message
        self.notes = notes
    }

    /// A diagnostic at marker `1️⃣`.
    init(_ message: String, notes: [String] = []) {
        self.init("1️⃣", message, notes: notes)
    }

    var description: String { "\(marker) \(message)" }
}

/// Parses `marked` (markers removed) and checks that the diagnostics are exactly `specs`,
/// in order: same message, same line and column, same note messages.
func assertDiagnostics(_ marked: String, _ specs: [DiagnosticSpec],
                       sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let source = MarkedSource(marked)
    let file = SourceFile(path: "test.view", text: source.text)
    let result = runOnLargeStack { Parser.parse(file) }
    let actual = result.diagnostics.map { diagnostic in
        "\(diagnostic.location) \(diagnostic.message.text)" + diagnostic.notes.map { " | note: \($0.message)" }.joined()
    }
    let expected = specs.map { spec -> String in
        guard let offset = source.offsets[spec.marker] else { return "missing marker \(spec.marker)" }
        let location = file.location(of: SourceOffset(offset))
        return "\(location) \(spec.message)" + spec.notes.map { " | note: \($0)" }.joined()
    }
    #expect(actual == expected, "in:\n\(source.text)", sourceLocation: sourceLocation)
}
