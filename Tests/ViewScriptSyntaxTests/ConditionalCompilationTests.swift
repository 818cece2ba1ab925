import Testing
@testable import ViewScriptSyntax

/// `#if` / `#elseif` / `#else` / `#endif`: the parser sees the active branches only, wherever
/// the directives stand; conditions are evaluated for an iPhone app built in Debug by Swift 6.
@Suite struct ConditionalCompilationTests {
    static func parse(_ text: String) -> ParseResult {
        Parser.parse(SourceFile(path: "a.swift", text: text), options: ParseOptions(allowsTopLevelStatements: true))
    }

    /// The names of the top-level declarations and the messages of the diagnostics.
    static func outline(_ text: String) -> (names: [String], messages: [String]) {
        let result = parse(text)
        let names = result.syntax.declarations.compactMap { declaration -> String? in
            if case .function(let function) = declaration.kind { return function.name.name }
            return nil
        }
        return (names, result.diagnostics.map(\.message.text))
    }

    @Test(arguments: [
        ("DEBUG", true), ("RELEASE", false), ("!DEBUG", false), ("os(iOS)", true), ("os(macOS)", false),
        ("canImport(UIKit)", true), ("canImport(AppKit)", false), ("targetEnvironment(simulator)", true),
        ("swift(>=5.9)", true), ("swift(>=6.1)", false), ("compiler(<6)", false), ("arch(arm64)", true),
        ("os(iOS) && !DEBUG", false), ("os(macOS) || os(iOS)", true), ("(DEBUG || FOO) && true", true),
        ("hasFeature(StrictConcurrency)", false), ("os(iOS) // the phone", true),
    ])
    func conditions(_ condition: String, _ value: Bool) {
        #expect(CompilationCondition.evaluate(condition[...]) == value)
    }

    @Test func malformedConditionsAreNotConditions() {
        for text in ["", "os(", "DEBUG &&", "unknown(x)", "swift(6)", "a b"] {
            #expect(CompilationCondition.evaluate(text[...]) == nil, "\(text)")
        }
    }

    @Test func theFirstTrueBranchIsTaken() {
        let result = Self.outline("""
        #if os(macOS)
        func mac() {}
        #elseif os(iOS)
        func phone() {}
        #if DEBUG
        func debug() {}
        #else
        func release() {}
        #endif
        #elseif DEBUG
        func third() {}
        #else
        func other() {}
        #endif
        func after() {}
        """)
        #expect(result.names == ["phone", "debug", "after"])
        #expect(result.messages == [])
    }

    @Test func inactiveCodeIsNotCompiled() {
        let result = Self.outline("""
        #if false
        func broken( { "unterminated
        #if nested
        #endif
        #endif
        func ok() {}
        """)
        #expect(result.names == ["ok"])
        #expect(result.messages == [])
    }

    @Test func aModifierChainMayHoldADirective() {
        let result = Self.parse("""
        let n = [1, 2, 3]
            .map { $0 * 2 }
        #if !DEBUG
            .filter { $0 > 2 }
        #endif
            .count
        """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.syntax.items.count == 1)
    }

    @Test func strayAndMissingDirectivesAreErrors() {
        #expect(Self.outline("#endif\n").messages == ["unexpected conditional compilation block terminator"])
        #expect(Self.outline("#else\n").messages == ["unexpected conditional compilation block terminator"])
        #expect(Self.outline("#if DEBUG\nfunc f() {}\n").messages == ["expected #else or #endif at end of conditional compilation block"])
        #expect(Self.outline("#if os(\n#endif\n").messages == ["invalid conditional compilation expression"])
    }
}
