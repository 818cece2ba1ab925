import Foundation
import Testing
import ViewScriptSyntax
@testable import ViewScriptRuntime

/// Source text with position markers (`1️⃣`, `2️⃣`, ...), as in the parser's diagnostic
/// tests: the markers are removed and remembered as byte offsets.
struct MarkedProgram {
    static let markers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    let text: String
    let offsets: [String: Int]

    init(_ marked: String) {
        var bytes = Array(marked.utf8)
        var offsets: [String: Int] = [:]
        for marker in Self.markers {
            let pattern = Array(marker.utf8)
            guard let index = bytes.firstRange(of: pattern)?.lowerBound else { continue }
            bytes.removeSubrange(index..<index + pattern.count)
            for (name, offset) in offsets where offset > index { offsets[name] = offset - pattern.count }
            offsets[marker] = index
        }
        self.text = String(decoding: bytes, as: UTF8.self)
        self.offsets = offsets
    }
}

/// Compiles a `main.swift`-style program and returns its compiler diagnostics as
/// `line:column message`.
func compilerDiagnostics(_ file: SourceFile, options: ParseOptions = ParseOptions(allowsTopLevelStatements: true)) -> [String] {
    let parsed = Parser.parse(file, options: options)
    #expect(!parsed.hasErrors, "parse errors: \(parsed.diagnostics.map(\.message.text))")
    let compiled = Compiler.compile(parsed)
    return compiled.diagnostics.map { "\($0.location) \($0.message.text)" }
}

/// Checks that compiling `marked` (markers removed) gives exactly `expected`: pairs of a
/// marker and a message, in order.
func assertCheckDiagnostics(_ marked: String, _ expected: [(String, String)],
                            sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let source = MarkedProgram(marked)
    let file = SourceFile(path: "check.swift", text: source.text)
    let actual = compilerDiagnostics(file)
    let wanted = expected.map { marker, message -> String in
        guard let offset = source.offsets[marker] else { return "missing marker \(marker)" }
        return "\(file.location(of: SourceOffset(offset))) \(message)"
    }
    #expect(actual == wanted, "in:\n\(source.text)", sourceLocation: sourceLocation)
}

/// A diagnostic at marker `1️⃣`.
func assertCheckDiagnostic(_ marked: String, _ message: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    assertCheckDiagnostics(marked, [("1️⃣", message)], sourceLocation: sourceLocation)
}

/// A program swiftc compiles: the checks say nothing about it.
func assertNoCheckDiagnostics(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    assertCheckDiagnostics(source, [], sourceLocation: sourceLocation)
}
