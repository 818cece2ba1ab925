import Foundation
import Testing
import ViewScriptSyntax
@testable import ViewScriptRuntime
@testable import ViewScriptScenario

/// Localized keys are looked up for the device's language (`--locale`), and formatted texts
/// use the environment's locale.
@Suite struct LocalizationTests {
    /// A resources folder with an English and a German table, removed afterwards.
    func withTables<T>(_ body: (String) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewscript-l10n-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (language, value) in [("en", "Messages"), ("de", "Nachrichten")] {
            let lproj = folder.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            try "\"Inbox\" = \"\(value)\";\n\"%lld unread\" = \"%lld \(language == "de" ? "ungelesen" : "new")\";\n"
                .write(to: lproj.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        }
        return try body(folder.path)
    }

    func run(_ source: String, locale: String, resources: String) -> [ScenarioReport] {
        var runner = ScenarioRunner()
        runner.device = try! SimulatedDevice.named(locale: locale, timeZone: nil).get()
        runner.resourceFolders = [resources]
        return runner.run(Parser.parse(SourceFile(path: "/nonexistent/app.view", text: source))).scenarios
    }

    @Test func keysAreLookedUpForTheDeviceLanguage() throws {
        let source = """
        struct V: View {
            let count = 2
            var body: some View { NavigationStack { Text("\\(count) unread").navigationTitle("Inbox") } }
        }
        scenario "s" { show V(); expect visible "EXPECTED_TITLE"; expect visible "EXPECTED_COUNT" }
        """
        try withTables { folder in
            let german = run(source.replacingOccurrences(of: "EXPECTED_TITLE", with: "Nachrichten")
                .replacingOccurrences(of: "EXPECTED_COUNT", with: "2 ungelesen"), locale: "de_DE", resources: folder)
            #expect(german.map(failureMessages) == [[]])
            let english = run(source.replacingOccurrences(of: "EXPECTED_TITLE", with: "Messages")
                .replacingOccurrences(of: "EXPECTED_COUNT", with: "2 new"), locale: "en_US", resources: folder)
            #expect(english.map(failureMessages) == [[]])
        }
    }

    @Test func aTextFormattedInTheBodyThatSetsTheLocaleIsNotSimulated() {
        let run = runScenarios("""
        struct V: View {
            var body: some View { Text(1234.5, format: .number).environment(\\.locale, Locale(identifier: "de_DE")) }
        }
        scenario "s" { show V() }
        """)
        #expect(failureMessages(run.scenarios[0])
            == ["'Text(_:format:) in the body that sets .environment(\\.locale, ...) on it' is not simulated by ViewScript yet"])
    }
}
