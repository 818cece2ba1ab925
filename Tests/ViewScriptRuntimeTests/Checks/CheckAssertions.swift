import Foundation
import Testing
import ViewScriptSyntax
import ViewScriptTestSupport
@testable import ViewScriptRuntime

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
    let source = MarkedSource(marked)
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
