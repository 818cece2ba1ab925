import Foundation
import Testing
@testable import ViewScriptCommandLine

/// Hostile apps aimed at the surface of real projects (issue 19): previews that never go idle,
/// huge and deeply nested resources, paths out of the sandbox, an unknown device, a sources
/// folder of 10,000 files with a symlink loop and a binary file, a request retried in a loop.
/// Each input is a folder made at run time (nothing big is committed) and a command line;
/// each ends with its exact diagnostic. `Tests/hostile-limits.sh` times them with a release
/// build (2 s, 1 GiB), exported by `exportForTheTimingScript`.
@Suite struct HostileAppTests {
    /// An input: what to write into a fresh folder, the command to run there (`@` stands for
    /// the folder), and the first line of standard error after `@/`.
    struct Case: CustomStringConvertible, Sendable {
        let name: String
        let make: @Sendable (String) throws -> Void
        let arguments: [String]
        let diagnostic: String
        var description: String { name }
    }

    static func write(_ text: String, _ path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// A view that decodes the bundle resource `name.json` on appear and shows the outcome.
    static func decoding(_ name: String, as type: String) -> String {
        """
        indirect enum Nest: Decodable {
            case list([Nest])
            init(from decoder: Decoder) throws { self = .list(try [Nest](from: decoder)) }
        }
        struct Item: Decodable { let name: String; let value: Int }
        struct Load: View {
            @State private var text = "…"
            var body: some View {
                Text(text).onAppear {
                    let url = Bundle.main.url(forResource: "\(name)", withExtension: "json")!
                    do { _ = try JSONDecoder().decode(\(type).self, from: try Data(contentsOf: url)); text = "decoded" } catch { text = "\\(error)" }
                }
            }
        }
        scenario "decodes" {
            show Load()
            expect visible "decoded"
        }

        """
    }

    static let preview60Hz = """
    import SwiftUI
    struct Ticker: View {
        @State private var frames = 0
        var body: some View {
            Text("\\(frames)").onAppear {
                Timer.scheduledTimer(withTimeInterval: 1.0 / 60, repeats: true) { _ in frames += 1 }
            }
        }
    }
    #Preview { Ticker() }

    """

    static let previewAnimation = """
    import SwiftUI
    struct Pulse: View {
        var body: some View {
            TimelineView(.animation) { context in
                Text("\\(context.date.timeIntervalSince1970)")
            }
        }
    }
    #Preview("Pulse") { Pulse() }

    """

    static let cases: [Case] = [
        Case(name: "preview-timer-60hz", make: { try write(preview60Hz, $0 + "/App/Ticker.swift") }, arguments: ["previews", "@/App"],
             diagnostic: "App/Ticker.swift:6:13: error: the preview does not go idle within 5 s of virtual time: the repeating 'Timer' started here fires every 0.0167 s (test what keeps running with a scenario and 'advance')"),
        Case(name: "preview-timeline-animation", make: { try write(previewAnimation, $0 + "/App/Pulse.swift") }, arguments: ["previews", "@/App"],
             diagnostic: "App/Pulse.swift:4:34: error: the preview does not go idle within 5 s of virtual time: the 'TimelineView' whose content starts here updates every 0.0167 s (test what keeps running with a scenario and 'advance')"),
        Case(name: "json-100-megabytes", make: { folder in
            try write(decoding("big", as: "[Item]"), folder + "/Big.view")
            let row = #"{"name":"item","value":12345},"#
            var data = Data("[".utf8)
            let rows = Data(String(repeating: row, count: 100 << 20 / row.utf8.count).utf8)
            data.append(rows.dropLast())
            data.append(Data("]".utf8))
            try FileManager.default.createDirectory(atPath: folder + "/Resources", withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: folder + "/Resources/big.json"))
        }, arguments: ["check", "@/Big.view"],
             diagnostic: "Big.view:11:70: error: Data(contentsOf:) cannot read 'big.json': it holds 104857591 bytes, and a script reads files of at most 16777216 bytes (16 MiB)"),
        Case(name: "json-10000-deep", make: { folder in
            try write(decoding("deep", as: "Nest"), folder + "/Deep.view")
            try write(String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000), folder + "/Resources/deep.json")
        }, arguments: ["check", "@/Deep.view"],
             diagnostic: "Deep.view:17:5: error: expected \"decoded\" to be visible; on screen: \"DecodingError.dataCorrupted: Data was corrupted. Debug description: The given data was not valid JSON.\""),
        Case(name: "resource-symlink-out", make: { folder in
            try write("""
            struct Peek: View {
                var body: some View {
                    Button("Peek") {
                        let url = Bundle.main.url(forResource: "hosts", withExtension: nil)!
                        print((try? String(contentsOf: url, encoding: .utf8)) ?? "nothing")
                    }
                }
            }
            scenario "peeks" {
                show Peek()
                tap "Peek"
            }

            """, folder + "/Peek.view")
            try FileManager.default.createDirectory(atPath: folder + "/Resources", withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: folder + "/Resources/hosts", withDestinationPath: "/etc/hosts")
        }, arguments: ["check", "@/Peek.view"],
             diagnostic: "Peek.view:5:25: error: String(contentsOf:) cannot reach '/etc/hosts': a script reads only its bundle's resources (the Resources folder beside the .view file) and reads and writes only its own sandbox (the Documents directory)"),
        Case(name: "resource-dot-dot", make: { folder in
            try write("secret", folder + "/secret.txt")
            try write("""
            struct Peek: View {
                var body: some View {
                    Text(Bundle.main.url(forResource: "../secret", withExtension: "txt") == nil ? "no such resource" : "found")
                }
            }
            scenario "peeks" {
                show Peek()
                expect visible "found"
            }

            """, folder + "/Peek.view")
            try write("x", folder + "/Resources/other.txt")
        }, arguments: ["check", "@/Peek.view"],
             diagnostic: "Peek.view:8:5: error: expected \"found\" to be visible; on screen: \"no such resource\""),
        Case(name: "unknown-locale", make: { try write("", $0 + "/Empty.view") }, arguments: ["check", "--locale", "xx_YY", "@/Empty.view"],
             diagnostic: "error: unknown locale 'xx_YY' (use an identifier such as en_US or de_DE)"),
        Case(name: "unknown-time-zone", make: { try write("", $0 + "/Empty.view") }, arguments: ["run", "@/Empty.view", "--time-zone", "Mars/Base"],
             diagnostic: "error: unknown time zone 'Mars/Base' (use an identifier such as UTC or Europe/Berlin)"),
        Case(name: "sources-10000-files-loop-binary", make: { folder in
            for index in 0..<10_000 {
                try write("struct Part\(index) { let value = \(index) }\n", folder + "/App/Parts/Part\(index).swift")
            }
            try FileManager.default.createDirectory(atPath: folder + "/App/Loop", withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: folder + "/App/Loop/again", withDestinationPath: "..")
            try Data([0x00, 0x01, 0xFF, 0xFE, 0x20, 0x62]).write(to: URL(fileURLWithPath: folder + "/App/Loop/Binary.swift"))
            try write("""
            struct Last: View { var body: some View { Text("\\(Part9999().value)") } }
            scenario "last" {
                show Last()
                expect visible "9999"
            }

            """, folder + "/Last.view")
        }, arguments: ["check", "--sources", "@/App", "@/Last.view"],
             diagnostic: "App/Loop/Binary.swift:1:1: error: invalid character in source file"),
        Case(name: "offline-request-in-a-loop", make: { try write("""
            struct Feed: View {
                @State private var tries = 0
                var body: some View {
                    Text("\\(tries)").task {
                        while true {
                            do {
                                _ = try await URLSession.shared.data(from: URL(string: "https://api.example.com/feed")!)
                                break
                            } catch {
                                tries += 1
                            }
                        }
                    }
                }
            }
            scenario "retries" {
                show Feed()
            }

            """, $0 + "/Feed.view") }, arguments: ["check", "@/Feed.view"],
             diagnostic: "Feed.view:7:35: error: more than 1000 requests failed as offline, the last for 'https://api.example.com/feed' (is a request retried in a loop? declare its answer with 'respond to \"https://api.example.com/feed\" with ...')"),
    ]

    static func arguments(_ input: Case, in folder: String) -> [String] {
        input.arguments.map { $0.replacingOccurrences(of: "@", with: folder) }
    }

    @Test(arguments: cases)
    func eachInputGetsItsDiagnostic(_ input: Case) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try input.make(folder.path)
        let run = runTool(Self.arguments(input, in: folder.path))
        let firstLine = run.error.split(separator: "\n").first.map(String.init) ?? ""
        let expected = input.diagnostic.hasPrefix("error: ") ? input.diagnostic : folder.path + "/" + input.diagnostic
        #expect(firstLine == expected)
        #expect(run.status == (input.diagnostic.hasPrefix("error: ") ? .usage : .failure))
    }

    /// The previews of a folder settle: a loading delay, a one-shot timer and a finite
    /// animation are waited for; what then still runs is named.
    @Test func previewsThatSettlePass() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("App/Loading.swift", """
        import SwiftUI
        struct Loading: View {
            @State private var text = "Loading"
            var body: some View {
                Text(text)
                    .task { try? await Task.sleep(for: .seconds(2)); text = "Loaded" }
                    .onAppear {
                        Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in print("fired once") }
                        DispatchQueue.main.asyncAfter(deadline: .now() + 4) { print("late") }
                    }
            }
        }
        #Preview { Loading() }
        #Preview("Paused") { TimelineView(.animation(minimumInterval: nil, paused: true)) { _ in Text("still") } }

        """)
        let run = runTool(["previews", folder.path + "/App"])
        #expect(run.error == "")
        #expect(run.output == "2 passed, 0 failed\n")
    }

    /// `Tests/hostile-limits.sh`: with `VIEWSCRIPT_EXPORT_HOSTILE=DIR` each input is made in
    /// `DIR/NAME/` and its command line written to `DIR/NAME.args`, one argument a line.
    @Test func exportForTheTimingScript() throws {
        guard let directory = ProcessInfo.processInfo.environment["VIEWSCRIPT_EXPORT_HOSTILE"] else { return }
        for input in Self.cases {
            let folder = directory + "/" + input.name
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try input.make(folder)
            try Self.arguments(input, in: folder).joined(separator: "\n")
                .write(toFile: directory + "/\(input.name).args", atomically: true, encoding: .utf8)
        }
    }
}
