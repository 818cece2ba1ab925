#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ViewScriptScenario
import ViewScriptSyntax

/// The `viewscript` command line: parses the arguments, runs a command, and returns the
/// exit status. Everything it prints goes to the injected sinks, so tests run it in-process.
public struct ViewScriptTool: Sendable {
    public static let version = "0.1.0"

    public let standardOutput: any OutputSink
    public let standardError: any OutputSink
    /// What `repl` reads.
    public let standardInput: any InputSource
    /// The environment (`NO_COLOR`).
    public let environment: [String: String]
    /// The process exits as soon as the command returns (`viewscript` itself, not a test): what
    /// the command built and no longer needs, such as a large syntax tree, is left to the exit
    /// rather than freed node by node.
    public var endsProcess = false

    public init(standardOutput: any OutputSink, standardError: any OutputSink, environment: [String: String],
                standardInput: any InputSource = ScriptedInput("")) {
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.standardInput = standardInput
        self.environment = environment
    }

    /// How the process should allocate for `arguments`, decided before the command thread
    /// starts: `check` and `previews` run files on several workers at once.
    public static func allocatorPolicy(for arguments: [String]) -> ProcessAllocator.Policy {
        switch try? Invocation(arguments: arguments) {
        case .check, .previews: .arenaPerThread
        default: .oneArena
        }
    }

    /// What the command of `arguments` is about to allocate, when it is known before it starts
    /// (`ProcessAllocator.configure`): `parse`'s syntax trees, about 11 bytes of heap for each
    /// byte of source (a 10 MB generated file: 4 growths of 32 MiB, 127 MiB resident in all);
    /// 0 for other commands.
    public static func expectedHeapBytes(for arguments: [String]) -> Int {
        guard case .parse(let files, _)? = try? Invocation(arguments: arguments) else { return 0 }
        return files.reduce(0) { total, path in
            var info = stat()
            guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return total }
            return total + 11 * min(Int(info.st_size), SourceFile.maximumSize)
        }
    }

    /// Runs `arguments` (without the program name).
    public func run(_ arguments: [String]) -> ExitStatus {
        let console = Console(tool: self)
        let invocation: Invocation
        do {
            invocation = try Invocation(arguments: arguments)
        } catch {
            console.reportUsageError(error)
            return .usage
        }
        switch invocation {
        case .help(let topic):
            console.write(topic.text)
            return .success
        case .guide(let guide):
            console.write(guide.text)
            return .success
        case .version:
            console.write("viewscript \(Self.version)\n")
            return .success
        case .parse(let files, let dump):
            return ParseCommand(files: files, dump: dump).run(console)
        case .run(let file, let scenario, let limits, let display, let module):
            return RunCommand(file: file, scenario: scenario,
                              runner: ScenarioRunner(limits: limits.limits, graphLimits: limits.graphLimits, trace: display.traceOptions),
                              traceRenderer: display.renderer, timelinePath: display.timeline, module: module).run(console)
        case .check(let paths, let filter, let junit, let jobs, let limits, let module):
            var command = CheckCommand(paths: paths, runner: ScenarioRunner(limits: limits.limits, graphLimits: limits.graphLimits),
                                       filter: filter, junitPath: junit, module: module)
            if let jobs { command.jobs = jobs }
            return command.run(console).exitStatus
        case .previews(let paths, let filter, let junit, let jobs, let limits, let module, let timeline):
            let trace = TraceOptions(events: timeline != nil)
            var command = CheckCommand(paths: paths, runner: ScenarioRunner(limits: limits.limits, graphLimits: limits.graphLimits, trace: trace),
                                       filter: filter, junitPath: junit, module: module, previewsOnly: true, timelinePath: timeline)
            if let jobs { command.jobs = jobs }
            return command.run(console).exitStatus
        case .coverage(let paths, let json):
            return CoverageCommand(paths: paths, json: json).run(console)
        case .initialize(let directory):
            return InitCommand(directory: directory).run(console)
        case .repl(let limits, let module):
            return ReplCommand(runner: ScenarioRunner(limits: limits.limits, graphLimits: limits.graphLimits, release: module.release), module: module)
                .run(console, input: standardInput)
        case .script(let file, let limits):
            return ScriptCommand(file: file, limits: limits.limits).run(console)
        }
    }
}

/// The sinks of one run, with a diagnostic renderer for standard error.
struct Console: Sendable {
    let tool: ViewScriptTool
    /// Renders for standard error: coloured only when it is a terminal and `NO_COLOR` is unset.
    let renderer: DiagnosticRenderer

    init(tool: ViewScriptTool) {
        self.tool = tool
        self.renderer = DiagnosticRenderer(
            usesColor: TerminalStyle.usesColor(for: tool.standardError, environment: tool.environment))
    }

    /// Keeps `value` alive until the process exits when the process ends with the command
    /// (`ViewScriptTool.endsProcess`), so that freeing it costs nothing; otherwise does nothing.
    func keepUntilExit<T>(_ value: T) {
        guard tool.endsProcess else { return }
        _ = Unmanaged.passRetained(KeptUntilExit(value))
    }

    /// Writes to standard output.
    func write(_ text: String) { tool.standardOutput.write(text) }

    var stderrIsTerminal: Bool { tool.standardError.isTerminal }

    /// Writes to standard error.
    func writeError(_ text: String) {
        guard !text.isEmpty else { return }
        tool.standardError.write(text)
    }

    /// `error: message`, the usage line and where to read more, on standard error.
    func reportUsageError(_ error: Invocation.UsageError) {
        let style = TerminalStyle(isEnabled: renderer.usesColor)
        writeError(style.apply(.red, "error: ") + style.apply(.bold, error.message) + "\n"
                   + "Usage: \(error.topic.usage)\n"
                   + "See '\(error.topic.helpCommand)'.\n")
    }
}

/// A value kept alive until the process exits (`Console.keepUntilExit`).
private final class KeptUntilExit<T> {
    let value: T
    init(_ value: T) { self.value = value }
}
