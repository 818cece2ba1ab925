import Testing
@testable import ViewScriptCommandLine

@Suite struct CommandLineArgumentTests {
    // MARK: Help and version

    @Test func versionPrintsTheVersion() {
        let run = runTool(["--version"])
        #expect(run.status == .success)
        #expect(run.output == "viewscript 0.1.0\n")
        #expect(run.error == "")
    }

    @Test(arguments: [["--help"], ["-h"], ["help"], ["help", "help"]])
    func mainHelp(arguments: [String]) {
        let run = runTool(arguments)
        #expect(run.status == .success)
        #expect(run.output == HelpTopic.main.text)
        #expect(run.error == "")
    }

    @Test func mainHelpListsOnlyTheCommandsThatExist() {
        let text = HelpTopic.main.text
        #expect(text.hasPrefix("OVERVIEW: "))
        #expect(text.contains("USAGE: viewscript COMMAND [OPTIONS]"))
        #expect(text.contains("  check PATH..."))
        #expect(text.contains("  parse [--dump] FILE..."))
        #expect(text.contains("EXAMPLES:\n  viewscript check Samples\n"))
        #expect(text.contains("  run FILE"))
        #expect(text.contains("  repl "))
    }

    @Test(arguments: [["parse", "--help"], ["help", "parse"], ["parse", "a.view", "-h"], ["parse", "--frob", "--help"]])
    func parseHelp(arguments: [String]) {
        let run = runTool(arguments)
        #expect(run.status == .success)
        #expect(run.output == HelpTopic.parse.text)
        #expect(run.output.contains("USAGE: viewscript parse [--dump] FILE..."))
        #expect(run.output.contains("EXAMPLES:"))
    }

    @Test(arguments: [["check", "--help"], ["help", "check"], ["check", "-h", "Samples"]])
    func checkHelp(arguments: [String]) {
        let run = runTool(arguments)
        #expect(run.status == .success)
        #expect(run.output == HelpTopic.check.text)
        #expect(run.output.contains("viewscript check Samples"))
    }

    // MARK: Wrong command lines

    @Test func noArgumentsIsAUsageError() {
        let run = runTool([])
        #expect(run.status == .usage)
        #expect(run.output == "")
        #expect(run.error == "error: no command given\nUsage: viewscript COMMAND [OPTIONS]\nSee 'viewscript --help'.\n")
    }

    @Test func unknownCommandsAreUsageErrors() {
        let run = runTool(["frob"])
        #expect(run.status == .usage)
        #expect(run.output == "")
        #expect(run.error == "error: unknown command 'frob'\nUsage: viewscript COMMAND [OPTIONS]\nSee 'viewscript --help'.\n")
        #expect(runTool(["--frob"]).error.hasPrefix("error: unknown option '--frob'\n"))
        #expect(runTool(["help", "frob"]).status == .usage)
        #expect(runTool(["help", "parse", "extra"]).status == .usage)
    }

    @Test func parseNeedsFilesAndKnownOptions() {
        let none = runTool(["parse"])
        #expect(none.status == .usage)
        #expect(none.error == "error: no input files\nUsage: viewscript parse [--dump] FILE...\nSee 'viewscript parse --help'.\n")
        let unknown = runTool(["parse", "--frob", "a.view"])
        #expect(unknown.status == .usage)
        #expect(unknown.error.hasPrefix("error: unknown option '--frob'\nUsage: viewscript parse"))
        #expect(runTool(["parse", "--dump"]).status == .usage)
    }

    @Test func checkNeedsPathsAndKnownOptions() {
        let none = runTool(["check"])
        #expect(none.status == .usage)
        #expect(none.output == "")
        #expect(none.error == "error: no paths to check\nUsage: \(HelpTopic.check.usage)\nSee 'viewscript check --help'.\n")
        #expect(runTool(["check", "--dump", "Samples"]).status == .usage)
    }

    @Test func appCommandsParseTheirOptions() throws {
        #expect(try Invocation(arguments: ["check", "--sources", "App", "--sources", "Shared", "--previews", "Scenarios"])
                == .check(paths: ["Scenarios"], filter: nil, junit: nil, jobs: nil, limits: LimitOptions(),
                          module: ModuleOptions(sources: ["App", "Shared"], previews: true)))
        #expect(try Invocation(arguments: ["run", "x.view", "--sources", "App"])
                == .run(file: "x.view", scenario: nil, limits: LimitOptions(), display: RunDisplay(), module: ModuleOptions(sources: ["App"])))
        #expect(try Invocation(arguments: ["repl", "--sources", "App"]) == .repl(limits: LimitOptions(), module: ModuleOptions(sources: ["App"])))
        #expect(try Invocation(arguments: ["previews", "App", "--timeline", "t.html"])
                == .previews(paths: ["App"], filter: nil, junit: nil, jobs: nil, limits: LimitOptions(), module: ModuleOptions(),
                             timeline: "t.html"))
        #expect(try Invocation(arguments: ["coverage", "--format", "json", "App"]) == .coverage(paths: ["App"], json: true))
        #expect(try Invocation(arguments: ["init"]) == .initialize(directory: "."))
        #expect(throws: Invocation.UsageError(message: "--sources needs a folder", topic: .check)) {
            try Invocation(arguments: ["check", "x.view", "--sources"])
        }
        #expect(throws: Invocation.UsageError(message: "no folders of .swift files given", topic: .previews)) {
            try Invocation(arguments: ["previews"])
        }
        #expect(throws: Invocation.UsageError(message: "unknown format 'xml'; use 'text' or 'json'", topic: .coverage)) {
            try Invocation(arguments: ["coverage", "--format", "xml", "App"])
        }
        #expect(throws: Invocation.UsageError(message: "unknown option '--previews'", topic: .previews)) {
            try Invocation(arguments: ["previews", "--previews", "App"])
        }
        #expect(throws: Invocation.UsageError(message: "more than one folder", topic: .initialize)) {
            try Invocation(arguments: ["init", "a", "b"])
        }
        for topic in [HelpTopic.previews, .coverage, .initialize] {
            #expect(runTool([topic.rawValue, "--help"]).output == topic.text)
        }
    }

    @Test func usageErrorsAreColouredOnlyOnATerminal() {
        #expect(runTool(["parse"], terminal: true).error.hasPrefix("\u{1B}[1;31merror: \u{1B}[0m\u{1B}[1mno input files"))
        #expect(!runTool(["parse"], environment: ["NO_COLOR": "1"], terminal: true).error.contains("\u{1B}"))
    }

    // MARK: Parsing the arguments

    @Test func optionsMayFollowOperandsAndDashDashEndsThem() throws {
        #expect(try Invocation(arguments: ["parse", "a.view", "--dump", "b.view"])
                == .parse(files: ["a.view", "b.view"], dump: true))
        #expect(try Invocation(arguments: ["parse", "--", "--dump", "-h"]) == .parse(files: ["--dump", "-h"], dump: false))
        #expect(try Invocation(arguments: ["check", "-", "Samples"])
                == .check(paths: ["-", "Samples"], filter: nil, junit: nil, jobs: nil, limits: LimitOptions()))
        #expect(try Invocation(arguments: ["check", "Samples", "--filter", "sheet"])
                == .check(paths: ["Samples"], filter: "sheet", junit: nil, jobs: nil, limits: LimitOptions()))
        #expect(try Invocation(arguments: ["run", "--scenario", "a b", "--step-budget", "9", "x.view"])
                == .run(file: "x.view", scenario: "a b", limits: LimitOptions(stepBudget: 9), display: RunDisplay()))
        #expect(throws: Invocation.UsageError(message: "--scenario needs a value", topic: .run)) {
            try Invocation(arguments: ["run", "x.view", "--scenario"])
        }
        #expect(try Invocation(arguments: ["help", "check"]) == .help(.check))
        #expect(throws: Invocation.UsageError(message: "unknown option '-x'", topic: .check)) {
            try Invocation(arguments: ["check", "-x"])
        }
    }

    @Test func dashDashOperandsAreFiles() {
        let run = runTool(["parse", "--", "-x.view"])
        #expect(run.status == .failure)
        #expect(run.error == "-x.view: error: no such file or directory\n")
    }
}
