import ViewScriptScenario

/// What the command line asks for, parsed from the arguments (without the program name).
enum Invocation: Equatable, Sendable {
    case help(HelpTopic)
    /// `viewscript help steps`: a guide (`Guides/Guide.swift`).
    case guide(Guide)
    case version
    case parse(files: [String], dump: Bool)
    case run(file: String, scenario: String?, limits: LimitOptions, display: RunDisplay, module: ModuleOptions = ModuleOptions())
    case check(paths: [String], filter: String?, junit: String?, jobs: Int?, limits: LimitOptions, module: ModuleOptions = ModuleOptions())
    case previews(paths: [String], filter: String?, junit: String?, jobs: Int?, limits: LimitOptions, module: ModuleOptions,
                  timeline: String?)
    case coverage(paths: [String], json: Bool)
    case initialize(directory: String)
    case script(file: String, limits: LimitOptions)
    case repl(limits: LimitOptions, module: ModuleOptions = ModuleOptions())

    /// A wrong command line: the message, and the help to point to.
    struct UsageError: Error, Equatable, Sendable {
        let message: String
        let topic: HelpTopic
    }

    init(arguments: [String]) throws(UsageError) {
        guard let command = arguments.first else {
            throw UsageError(message: "no command given", topic: .main)
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "-h", "--help":
            self = .help(.main)
        case "--version":
            self = .version
        case "help":
            guard let name = rest.first else {
                self = .help(.main)
                return
            }
            if let guide = Guide(rawValue: name), rest.count == 1 {
                self = .guide(guide)
                return
            }
            guard let topic = HelpTopic(command: name) else {
                throw UsageError(message: "unknown command or topic '\(name)'", topic: .main)
            }
            if rest.count > 1 {
                throw UsageError(message: "unexpected argument '\(rest[1])'", topic: .main)
            }
            self = .help(topic)
        case "parse":
            guard let scanned = try Self.scan(rest, topic: .parse, flags: ["--dump"]) else {
                self = .help(.parse)
                return
            }
            guard !scanned.operands.isEmpty else { throw UsageError(message: "no input files", topic: .parse) }
            self = .parse(files: scanned.operands, dump: scanned.flags.contains("--dump"))
        case "run":
            var remaining = rest
            let limits = try LimitOptions.take(from: &remaining, topic: .run)
            let module = try ModuleOptions.take(from: &remaining, topic: .run)
            let scenario = try Self.takeValue("--scenario", from: &remaining, topic: .run)
            let format = try Self.takeValue("--format", from: &remaining, topic: .run)
            let timeline = try Self.takeValue("--timeline", from: &remaining, topic: .run)
            guard let scanned = try Self.scan(remaining, topic: .run, flags: ["--trace", "--explain", "--tree"]) else {
                self = .help(.run)
                return
            }
            guard scanned.operands.count == 1 else {
                throw UsageError(message: scanned.operands.isEmpty ? "no input file" : "more than one input file", topic: .run)
            }
            var display = RunDisplay(trace: scanned.flags.contains("--trace"), explain: scanned.flags.contains("--explain"),
                                     tree: scanned.flags.contains("--tree"), timeline: timeline)
            if let format {
                guard format == "json" || format == "text" else {
                    throw UsageError(message: "unknown format '\(format)'; use 'text' or 'json'", topic: .run)
                }
                display.json = format == "json"
            }
            self = .run(file: scanned.operands[0], scenario: scenario, limits: limits, display: display, module: module)
        case "check", "previews":
            let topic: HelpTopic = command == "check" ? .check : .previews
            var remaining = rest
            let limits = try LimitOptions.take(from: &remaining, topic: topic)
            let module = try ModuleOptions.take(from: &remaining, topic: topic, allowsPreviews: topic == .check)
            let filter = try Self.takeValue("--filter", from: &remaining, topic: topic)
            let junit = try Self.takeValue("--junit", from: &remaining, topic: topic)
            let timeline = topic == .previews ? try Self.takeValue("--timeline", from: &remaining, topic: topic) : nil
            let jobs = try Self.takeValue("--jobs", from: &remaining, topic: topic).map { text throws(UsageError) -> Int in
                guard let count = Int(text), count > 0 else {
                    throw UsageError(message: "--jobs needs a positive whole number", topic: topic)
                }
                return count
            }
            guard let scanned = try Self.scan(remaining, topic: topic, flags: []) else {
                self = .help(topic)
                return
            }
            if topic == .previews {
                guard !scanned.operands.isEmpty else { throw UsageError(message: "no folders of .swift files given", topic: topic) }
                self = .previews(paths: scanned.operands, filter: filter, junit: junit, jobs: jobs, limits: limits, module: module,
                                 timeline: timeline)
                return
            }
            // With no paths, the app folder whose `viewscript.json` is in the working directory.
            guard !scanned.operands.isEmpty || ProjectConfiguration.isPresentInWorkingDirectory else {
                throw UsageError(message: "no paths to check", topic: .check)
            }
            self = .check(paths: scanned.operands.isEmpty ? ["."] : scanned.operands, filter: filter, junit: junit, jobs: jobs,
                          limits: limits, module: module)
        case "coverage":
            var remaining = rest
            let format = try Self.takeValue("--format", from: &remaining, topic: .coverage)
            guard let scanned = try Self.scan(remaining, topic: .coverage, flags: []) else {
                self = .help(.coverage)
                return
            }
            if let format, format != "json" && format != "text" {
                throw UsageError(message: "unknown format '\(format)'; use 'text' or 'json'", topic: .coverage)
            }
            guard !scanned.operands.isEmpty else { throw UsageError(message: "no folders of .swift files given", topic: .coverage) }
            self = .coverage(paths: scanned.operands, json: format == "json")
        case "init":
            guard let scanned = try Self.scan(rest, topic: .initialize, flags: []) else {
                self = .help(.initialize)
                return
            }
            guard scanned.operands.count <= 1 else { throw UsageError(message: "more than one folder", topic: .initialize) }
            self = .initialize(directory: scanned.operands.first ?? ".")
        case "repl":
            var remaining = rest
            let limits = try LimitOptions.take(from: &remaining, topic: .repl)
            let module = try ModuleOptions.take(from: &remaining, topic: .repl)
            guard let scanned = try Self.scan(remaining, topic: .repl, flags: []) else {
                self = .help(.repl)
                return
            }
            if let extra = scanned.operands.first { throw UsageError(message: "unexpected argument '\(extra)'", topic: .repl) }
            self = .repl(limits: limits, module: module)
        case "script":
            var remaining = rest
            let limits = try LimitOptions.take(from: &remaining, topic: .script)
            guard let scanned = try Self.scan(remaining, topic: .script, flags: []) else {
                self = .help(.script)
                return
            }
            guard scanned.operands.count == 1 else {
                throw UsageError(message: scanned.operands.isEmpty ? "no input file" : "more than one input file", topic: .script)
            }
            self = .script(file: scanned.operands[0], limits: limits)
        default:
            let kind = command.hasPrefix("-") ? "option" : "command"
            throw UsageError(message: "unknown \(kind) '\(command)'", topic: .main)
        }
    }

    /// Removes `option VALUE` from `arguments` (before any `--`) and returns the value.
    private static func takeValue(_ option: String, from arguments: inout [String],
                                  topic: HelpTopic) throws(UsageError) -> String? {
        let end = arguments.firstIndex(of: "--") ?? arguments.endIndex
        guard let index = arguments[..<end].firstIndex(of: option) else { return nil }
        guard index + 1 < end else { throw UsageError(message: "\(option) needs a value", topic: topic) }
        let value = arguments[index + 1]
        arguments.removeSubrange(index...(index + 1))
        return value
    }

    /// Splits a command's arguments into known flags and operands; `nil` when help was asked
    /// for. Options may come before or after operands; `--` ends the options.
    private static func scan(_ arguments: [String], topic: HelpTopic,
                             flags known: Set<String>) throws(UsageError) -> (flags: Set<String>, operands: [String])? {
        let options = arguments.prefix { $0 != "--" }
        if options.contains("-h") || options.contains("--help") { return nil }
        var flags: Set<String> = []
        var operands: [String] = []
        var optionsEnded = false
        for argument in arguments {
            if optionsEnded {
                operands.append(argument)
            } else if argument == "--" {
                optionsEnded = true
            } else if argument.hasPrefix("-") && argument != "-" {
                guard known.contains(argument) else {
                    throw UsageError(message: "unknown option '\(argument)'", topic: topic)
                }
                flags.insert(argument)
            } else {
                operands.append(argument)
            }
        }
        return (flags, operands)
    }
}

/// What `run` prints besides the output: `--trace`, `--explain`, `--tree`, `--format json`.
struct RunDisplay: Equatable, Sendable {
    var trace = false
    var explain = false
    var tree = false
    var json = false
    /// `--timeline OUT.html`: where to write the lifecycle timeline.
    var timeline: String?

    var traceOptions: TraceOptions { TraceOptions(events: trace || explain || tree || json || timeline != nil, trees: tree) }

    /// nil when the plain output is all that is asked for.
    var renderer: TraceRenderer? {
        guard trace || explain || tree || json else { return nil }
        return TraceRenderer(showsEvents: trace || json, explains: explain, format: json ? .json : .text)
    }
}
