#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ViewScriptRuntime
import ViewScriptSyntax

// viewscript-bench: the front end's benchmark. Always run it in release:
//   swift run -c release viewscript-bench parse --size 10MB --runs 5
//   swift run -c release viewscript-bench generate --size 10MB /tmp/bench.view
//   swift run -c release viewscript-bench interpret --runs 3
//   swift build -c release --product viewscript-bench && .build/release/viewscript-bench graph
//   .build/release/viewscript-bench check --copies 1000

let usage = """
    usage: viewscript-bench parse [--size SIZE] [--runs N] [--seed N] [--file PATH]
           viewscript-bench generate [--size SIZE] [--seed N] [--no-scenarios] OUT.view
           viewscript-bench interpret [--runs N] [--only NAME] [--no-python]
           viewscript-bench graph [--runs N] [--only list|tree|tokamak|whole|parse] [--swift-syntax EXECUTABLE]
           viewscript-bench check [--copies N] [--jobs N] [--samples PATH]
           viewscript-bench app [--files N] [--runs N]

      parse      generates a SwiftUI-style file of SIZE in memory (or reads PATH) and parses it
                 N times with Parser.parse; prints best and median time, MB/s and peak memory
      generate   writes the generated file to OUT.view (--no-scenarios: plain Swift only)
      interpret  runs the interpreter workloads (fib, arrays, strings, structs) with ViewScript
                 and the same programs with python3, best of N runs each; prints the times and
                 ViewScript/CPython ratios (--only: one workload; --no-python: ViewScript only)
      graph      shows interpreted views in the view graph: a List of 1,000,000 rows against
                 one of 1,000 (time, nodes created), a tap on one row of a 100,000-view tree
                 (time, bodies evaluated), and one tap of Tokamak's benchmark view at 10,000
                 rows against the 30 ms target; medians of N shows or taps (default 9);
                 then issue 21's table in whole `viewscript` processes (the viewscript built
                 beside it), each child's CPU time, wall clock and peak memory next to the
                 in-process figures and its goal: the Tokamak tap, the 100,000-row tap
                 against 1,000 rows, the first render of 100,000 rows, a List of 1,000,000
                 rows against 1,000, `viewscript parse` of a 10 MB file (against the
                 swift-syntax parser EXECUTABLE, run with the file, if given);
                 --only: one of the four (whole: the whole-process table alone;
                 parse: its parse row alone, alternating with swift-syntax)
      check      parses and runs the scenarios of N copies (default 1000) of the .view files
                 under PATH (default Samples) with 1 worker, then with --jobs workers (default
                 one per core); prints scenarios per second and the speed-up

      app        checks five scenarios of a generated app of N .swift files (default 100)
                 compiled with the whole app and with only the five files they use; prints
                 the medians of N runs and what the other files add (issue 17)

      SIZE is bytes or a number with KB, MB (decimal), KiB or MiB; default 10MB.
      N defaults to 5; the seed to a fixed value, so the file is always the same.
      Exit status: 0, or 1 if the parsed source had errors (or a file could not be read or
      written, or a workload failed or printed other output than Python), 2 for a bad command line. Run it in release: swift run -c release ...
    """

/// The parsed command line.
struct Options {
    enum Command { case parse, generate, interpret, graph, check, app }
    var command: Command
    var size = 10_000_000
    var runs = 5
    var seed: UInt64?
    var file: String?
    var includeScenarios = true
    var output: String?
    var only: String?
    var usesPython = true
    var runsGiven = false
    var copies = 1_000
    var jobs = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    var samples = "Samples"
    var files = 100
    var swiftSyntaxParser: String?
}

enum CommandLineError: Error {
    case help
    case invalid(String)
}

func parseCommandLine(_ arguments: [String]) throws(CommandLineError) -> Options {
    guard let first = arguments.first else { throw .invalid("missing command") }
    if first == "--help" || first == "-h" || first == "help" { throw .help }
    var options: Options
    switch first {
    case "parse": options = Options(command: .parse)
    case "generate": options = Options(command: .generate)
    case "interpret": options = Options(command: .interpret)
    case "graph": options = Options(command: .graph)
    case "check": options = Options(command: .check)
    case "app": options = Options(command: .app)
    default: throw .invalid("unknown command '\(first)'")
    }
    var rest = arguments.dropFirst()
    func value(_ flag: String) throws(CommandLineError) -> String {
        guard let next = rest.popFirst() else { throw .invalid("\(flag) needs a value") }
        return next
    }
    while let argument = rest.popFirst() {
        switch argument {
        case "--help", "-h":
            throw .help
        case "--size":
            let text = try value(argument)
            guard let size = Measurement.parseSize(text) else { throw .invalid("bad size '\(text)'") }
            options.size = size
        case "--runs":
            let text = try value(argument)
            guard let runs = Int(text), runs > 0 else { throw .invalid("bad run count '\(text)'") }
            options.runs = runs
            options.runsGiven = true
        case "--seed":
            let text = try value(argument)
            guard let seed = UInt64(text) else { throw .invalid("bad seed '\(text)'") }
            options.seed = seed
        case "--file" where options.command == .parse:
            options.file = try value(argument)
        case "--no-scenarios" where options.command == .generate:
            options.includeScenarios = false
        case "--only" where options.command == .graph:
            let name = try value(argument)
            guard GraphBenchmark.sections.contains(name) else {
                throw .invalid("unknown section '\(name)' (\(GraphBenchmark.sections.joined(separator: ", ")))")
            }
            options.only = name
        case "--only" where options.command == .interpret:
            let name = try value(argument)
            guard Workload.all.contains(where: { $0.name == name }) else {
                throw .invalid("unknown workload '\(name)' (\(Workload.all.map(\.name).joined(separator: ", ")))")
            }
            options.only = name
        case "--no-python" where options.command == .interpret:
            options.usesPython = false
        case "--copies" where options.command == .check, "--jobs" where options.command == .check:
            let text = try value(argument)
            guard let count = Int(text), count > 0 else { throw .invalid("bad count '\(text)' for \(argument)") }
            if argument == "--copies" { options.copies = count } else { options.jobs = count }
        case "--files" where options.command == .app:
            let text = try value(argument)
            guard let count = Int(text), count > 0 else { throw .invalid("bad file count '\(text)'") }
            options.files = count
        case "--swift-syntax" where options.command == .graph:
            options.swiftSyntaxParser = try value(argument)
        case "--samples" where options.command == .check:
            options.samples = try value(argument)
        default:
            guard options.command == .generate, options.output == nil, !argument.hasPrefix("-") else {
                throw .invalid("unexpected argument '\(argument)'")
            }
            options.output = argument
        }
    }
    if options.command == .generate, options.output == nil { throw .invalid("missing OUT.view") }
    return options
}

func generatorOptions(_ options: Options) -> SourceGenerator.Options {
    var generator = SourceGenerator.Options(targetBytes: options.size)
    if let seed = options.seed { generator.seed = seed }
    generator.includeScenarios = options.includeScenarios
    return generator
}

/// Writes to standard error (the C `stderr` global is not concurrency-safe in Swift 6).
func printError(_ text: String) {
    var bytes = Array(text.utf8)
    bytes.append(UInt8(ascii: "\n"))
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}

func fail(_ message: String, status: Int32) -> Never {
    printError("viewscript-bench: \(message)")
    exit(status)
}

// MARK: - Main

let options: Options
do {
    options = try parseCommandLine(Array(CommandLine.arguments.dropFirst()))
} catch .help {
    print(usage)
    exit(0)
} catch .invalid(let message) {
    printError("viewscript-bench: \(message)\n\(usage)")
    exit(2)
}

switch options.command {
case .app:
    let report = runOnLargeStack(stackSize: 256 << 20) { AppBenchmark(files: options.files, runs: options.runs).run() }
    for line in report.lines { print(line) }
    if let problem = report.problem { fail(problem, status: 1) }
    exit(0)
case .graph:
    let runs = options.runsGiven ? options.runs : 9
    let report = runOnLargeStack(stackSize: 256 << 20) { GraphBenchmark(runs: runs, only: options.only, swiftSyntaxParser: options.swiftSyntaxParser).run() }
    for line in report.lines { print(line) }
    for problem in report.problems { printError("viewscript-bench: \(problem)") }
    exit(report.problems.isEmpty ? 0 : 1)
case .check:
    let files: [SourceFile]
    do {
        files = try CheckBenchmark.loadSamples(options.samples)
    } catch {
        fail(error.description, status: 1)
    }
    guard !files.isEmpty else { fail("no .view files under \(options.samples)", status: 1) }
    let benchmark = CheckBenchmark(files: files, copies: options.copies, workers: max(1, options.jobs))
    let passes = benchmark.run()
    for line in benchmark.lines(passes) { print(line) }
    if passes.count == 2, passes[0].tally != passes[1].tally {
        fail("the runs disagree: \(passes[0].tally) with 1 worker, \(passes[1].tally) with \(passes[1].workers)", status: 1)
    }
case .interpret:
    let workloads = Workload.all.filter { options.only == nil || $0.name == options.only }
    let runs = options.runsGiven ? options.runs : 3
    var usesPython = options.usesPython
    if usesPython, PythonRunner.executable() == nil {
        print("note: python3 not found on PATH; running ViewScript only")
        usesPython = false
    }
    let rows = InterpretBenchmark(workloads: workloads, runs: runs, usesPython: usesPython).run()
    for line in InterpretBenchmark.table(rows, runs: runs) { print(line) }
    exit(rows.contains { $0.problem != nil } ? 1 : 0)
case .generate:
    let bytes = SourceGenerator(generatorOptions(options)).generate()
    do {
        try FileIO.write(bytes, to: options.output ?? "")
    } catch {
        fail(error.description, status: 1)
    }
    print("generated \(Measurement.megabytes(bytes.count)) MB (\(bytes.count) bytes) to \(options.output ?? "")")
case .parse:
    let path: String
    let source: [UInt8]
    if let file = options.file {
        path = file
        do {
            source = try FileIO.read(file)
        } catch {
            fail(error.description, status: 1)
        }
    } else {
        path = "<generated>"
        source = SourceGenerator(generatorOptions(options)).generate()
    }
    let report = ParseBenchmark(path: path, source: source, runs: options.runs).run()
    for line in report.lines() { print(line) }
    exit(report.errors == 0 ? 0 : 1)
}
