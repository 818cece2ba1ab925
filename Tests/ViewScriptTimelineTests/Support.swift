import Foundation
import ViewScriptScenario
import ViewScriptSyntax
@testable import ViewScriptTimeline

/// Runs the scenarios of `source` with events recorded and returns their timelines.
func timelines(of source: String, path: String = "Test.view") -> [Timeline] {
    let parsed = Parser.parse(SourceFile(path: path, text: source))
    let run = ScenarioRunner(trace: TraceOptions(events: true)).run(parsed)
    return run.scenarios.map { Timeline(name: $0.name, trace: $0.trace) }
}

/// The package's root directory (for Samples/).
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

func timelines(ofSample path: String) throws -> [Timeline] {
    let text = try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    return timelines(of: text, path: path)
}

/// A fresh directory under the system's temporary directory.
func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("viewscript-timeline-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The absolute path of an executable on PATH.
func executable(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for directory in path.split(separator: ":") {
        let candidate = "\(directory)/\(name)"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
}

/// Runs a program; returns its exit status and standard output (standard error is dropped).
func runProgram(_ path: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
