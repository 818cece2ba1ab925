import Foundation
import Testing
@testable import ViewScriptCommandLine

/// `--locale`, `--time-zone` and `viewscript.json`'s `locale` and `resources`: the simulated
/// device and the app bundle; and the sandbox: a script reaches no file outside its bundle's
/// resources and its own Documents directory, and no real network.
@Suite struct DeviceAndSandboxTests {
    static let trips = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples/foundation/F12-trips-screen.view").path

    /// The acceptance screen under a second locale: Foundation's German dates and fares, in
    /// Berlin's time zone (the trips depart at 09:30 and 18:05 UTC).
    @Test func theTripsScreenUnderGermanLocaleAndBerlinTime() {
        let run = runTool(["run", Self.trips, "--scenario", "the bundled trips, formatted for the device",
                           "--locale", "de_DE", "--time-zone", "Europe/Berlin"])
        #expect(run.output == """
            scenario "the bundled trips, formatted for the device"
            bundled 2 trips from trips.json
            Lisbon: 1. März 2024, 10:30, 1.234,50\u{00A0}$
            Oslo: 24. Dez. 2024, 19:05, 89,00\u{00A0}$

            """)
        // The sample's English expectations fail there, naming what the German screen shows.
        #expect(run.error.contains("expected \"$1,234.50\" to be visible; on screen: \"Lisbon\", \"1. März 2024, 10:30\", \"1.234,50\u{00A0}$\""))
    }

    @Test func theTripsScreenPassesUnderTheDefaultDevice() {
        let run = runTool(["check", Self.trips])
        #expect(run.error == "")
        #expect(run.output == "6 passed, 0 failed\n")
    }

    @Test func unknownLocaleOrTimeZoneIsAUsageError() {
        let locale = runTool(["check", "--locale", "xx_NOWHERE", Self.trips])
        #expect(locale.status == .usage)
        #expect(locale.error.contains("error: unknown locale 'xx_NOWHERE'"))
        let zone = runTool(["run", Self.trips, "--time-zone", "Mars/Olympus"])
        #expect(zone.status == .usage)
        #expect(zone.error.contains("error: unknown time zone 'Mars/Olympus'"))
    }

    static let localeProbe = """
    struct Probe: View {
        @Environment(\\.locale) var locale
        @Environment(\\.timeZone) var timeZone
        var body: some View {
            Text("\\(locale.identifier) \\(timeZone.identifier) \\(Locale.current.identifier) \\(TimeZone.current.identifier)")
        }
    }

    scenario "probe" {
        show Probe()
        expect visible "fr_FR Europe/Paris fr_FR Europe/Paris"
    }

    """

    @Test func deviceValuesFollowTheOptions() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let file = try folder.write("probe.view", Self.localeProbe)
        let run = runTool(["check", "--locale", "fr_FR", "--time-zone", "Europe/Paris", file])
        #expect(run.error == "")
        #expect(run.output == "1 passed, 0 failed\n")
    }

    @Test func viewscriptJSONNamesTheLocaleAndTheResources() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("viewscript.json", #"{"locale": "fr_FR", "resources": ["Data"]}"#)
        try folder.write("Data/greeting.txt", "Bonjour")
        try folder.write("Scenarios/app.view", """
        struct Greeting: View {
            var body: some View {
                let url = Bundle.main.url(forResource: "greeting", withExtension: "txt")!
                Text((try? String(contentsOf: url, encoding: .utf8)) ?? "none")
                Text(Locale.current.identifier)
            }
        }

        scenario "greets" {
            show Greeting()
            expect visible "Bonjour"
            expect visible "fr_FR"
        }
        """)
        let run = runTool(["check", folder.path])
        #expect(run.error == "")
        #expect(run.output == "1 passed, 0 failed\n")
        try folder.write("viewscript.json", #"{"locale": "nowhere_XX"}"#)
        #expect(runTool(["check", folder.path]).error.contains("error: unknown locale 'nowhere_XX'"))
    }

    /// Each call that names a path outside the bundle and the sandbox stops with a positioned
    /// error; a `try?` does not hide it.
    @Test(arguments: [
        ("_ = try? Data(contentsOf: URL(fileURLWithPath: \"/etc/passwd\"))", "Data(contentsOf:) cannot reach '/etc/passwd'"),
        ("_ = try? String(contentsOf: URL(fileURLWithPath: \"/etc/hostname\"), encoding: .utf8)", "cannot reach '/etc/hostname'"),
        ("try? Data(\"x\".utf8).write(to: URL(fileURLWithPath: \"/tmp/escape.txt\"))", "Data.write(to:) cannot reach '/tmp/escape.txt'"),
        ("let docs = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]; try? \"x\".write(to: docs.appendingPathComponent(\"../../../../../../../tmp/up.txt\"), atomically: true, encoding: .utf8)",
         "String.write(to:) cannot reach '/tmp/up.txt'"),
        ("_ = FileManager.default.fileExists(atPath: \"/home\")", "FileManager.fileExists cannot reach '/home'"),
        ("try? FileManager.default.removeItem(atPath: \"/tmp\")", "FileManager.removeItem cannot reach '/tmp'"),
        ("_ = try? Data(contentsOf: URL(string: \"https://example.com\")!)", "Data(contentsOf:) with the network URL 'https://example.com' is not simulated"),
    ])
    func noReadOrWriteEscapesTheSandbox(statement: String, message: String) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let file = try folder.write("escape.view", """
        struct Escape: View {
            var body: some View {
                Button("Go") { \(statement) }
            }
        }

        scenario "escape" {
            show Escape()
            tap "Go"
        }
        """)
        let run = runTool(["check", file])
        #expect(run.status == .failure)
        #expect(run.error.hasPrefix("\(file):3:"))
        #expect(run.error.contains(message))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/escape.txt"))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/up.txt"))
    }

    @Test func anUndeclaredRequestIsNamedInANoteOfTheFailure() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let file = try folder.write("offline.view", """
        struct Feed: View {
            @State private var text = "Loading"
            var body: some View {
                Text(text).task {
                    do {
                        _ = try await URLSession.shared.data(from: URL(string: "https://api.example.com/feed")!)
                        text = "Loaded"
                    } catch {
                        text = "Offline"
                    }
                }
            }
        }

        scenario "expects a load" {
            show Feed()
            expect visible "Loaded"
        }
        """)
        let run = runTool(["check", file])
        #expect(run.status == .failure)
        #expect(run.error.contains(#"note: no response was declared for "https://api.example.com/feed": the request failed as offline"#))
    }
}
