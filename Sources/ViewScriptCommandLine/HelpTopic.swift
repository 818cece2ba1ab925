/// The help texts: the tool's and each command's.
enum HelpTopic: String, CaseIterable, Sendable {
    case main
    case parse
    case run
    case check
    case previews
    case coverage
    case initialize = "init"
    case script
    case repl

    /// The topic `viewscript help NAME` shows (`help help` is the main help).
    init?(command: String) {
        switch command {
        case "parse": self = .parse
        case "run": self = .run
        case "check": self = .check
        case "previews": self = .previews
        case "coverage": self = .coverage
        case "init": self = .initialize
        case "script": self = .script
        case "repl": self = .repl
        case "help": self = .main
        default: return nil
        }
    }

    /// The one line shown after a command-line error.
    var usage: String {
        switch self {
        case .main: return "viewscript COMMAND [OPTIONS]"
        case .parse: return "viewscript parse [--dump] FILE..."
        case .run: return "viewscript run [--sources DIR]... [--ios N] [--scenario NAME] [--trace] [--explain] [--tree] [--format text|json] [--timeline OUT.html] [LIMITS] FILE"
        case .check: return "viewscript check [--sources DIR]... [--ios N] [--previews] [--filter TEXT] [--junit FILE] [--jobs N] [LIMITS] [PATH...]"
        case .previews: return "viewscript previews [--sources DIR]... [--ios N] [--filter TEXT] [--junit FILE] [--timeline OUT.html] [--jobs N] [LIMITS] PATH..."
        case .repl: return "viewscript repl [--sources DIR]... [--ios N] [LIMITS]"
        case .coverage: return "viewscript coverage [--format text|json] PATH..."
        case .initialize: return "viewscript init [DIR]"
        case .script: return "viewscript script [LIMITS] FILE"
        }
    }

    /// Where to read more, after a command-line error.
    var helpCommand: String {
        self == .main ? "viewscript --help" : "viewscript \(rawValue) --help"
    }

    /// The full help, for `--help` and `viewscript help`.
    var text: String {
        switch self {
        case .main:
            return """
            OVERVIEW: Runs SwiftUI code (.view files) on Linux and checks its scenarios.

            USAGE: \(usage)

            COMMANDS:
              run FILE                Run the scenarios of a .view file and print their output.
              check PATH...           Check the scenarios of every .view file under the PATHs.
              previews PATH...        Run every #Preview of the .swift files under the PATHs.
              coverage PATH...        List what an app's .swift files use that is not simulated.
              init [DIR]              Write a starter scenario file for the app in DIR.
              repl                    Type declarations and scenario steps interactively.
              parse [--dump] FILE...  Parse .view files and report their syntax errors.
              script FILE             Run a main.swift-style Swift program and print its output.
              help [COMMAND|TOPIC]    Show the help of a command, or a guide.

            TOPICS:
              steps                   The steps of a scenario.
              trace                   What --trace and --explain print.
              limits                  The limits that stop a runaway program.
              sources                 Compiling an app's .swift files: --sources DIR.
              ios                     The iOS releases simulated, and how they differ.

            OPTIONS:
              -h, --help              Show this help.
              --version               Show the version.

            EXAMPLES:
              viewscript check Samples
              viewscript run Samples/behaviours/B8-if-else.view
              viewscript check --sources MyApp Scenarios
              viewscript previews Samples/Apps/Groceries
              viewscript parse --dump ContentView.view
              viewscript help check

            See 'viewscript help COMMAND' for the options of a command, 'viewscript help
            TOPIC' for a guide, and 'man docs/viewscript.1' for all of them.

            """
        case .parse:
            return """
            OVERVIEW: Parses .view files and reports their syntax errors.

            USAGE: \(usage)

            ARGUMENTS:
              FILE                    A .view file. Diagnostics go to standard error.

            OPTIONS:
              --dump                  Print each file's syntax tree to standard output.
              -h, --help              Show this help.

            Exit status: 0 when every file parses, 1 when one does not (or cannot be read),
            2 when the command line is wrong.

            EXAMPLES:
              viewscript parse ContentView.view
              viewscript parse --dump ContentView.view
              viewscript parse Samples/seeds/*.view

            """
        case .script:
            return """
            OVERVIEW: Runs a Swift program written like a main.swift file (statements at the top
            level, in order) with ViewScript's interpreter, on the virtual clock.

            USAGE: \(usage)

            ARGUMENTS:
              FILE                    The program. Its output goes to standard output; a trap
                                      or an error goes to standard error as FILE:LINE:COL.

            OPTIONS:
            \(LimitOptions.help)
              -h, --help              Show this help.

            Exit status: 0 when the program ran to its end, 1 when it did not compile or
            trapped, 2 when the command line is wrong.

            EXAMPLES:
              viewscript script Tests/ViewScriptRuntimeTests/Programs/044-closure-capture.swift

            """
        case .repl:
            return """
            OVERVIEW: An interactive session: declarations and scenario steps typed one by one.

            USAGE: \(usage)

            OPTIONS:
            \(ModuleOptions.help)
            \(LimitOptions.help)
              -h, --help              Show this help.

            Declarations accumulate; an input continues over several lines until its brackets
            balance. A step runs at once against the current app and its output is printed;
            'show' starts a fresh app with the declarations as they are. Type :help at the
            prompt for the steps and the commands (:load FILE, :tree, :reset, :quit).
            On a terminal lines can be edited and the arrow keys walk the history; otherwise
            the input is read line by line, so a session can be scripted:

              printf 'struct A: View { var body: some View { Text("hi") } }\\nshow A()\\n:tree\\n' | viewscript repl

            Exit status: 0; when the input is not a terminal, 1 if an input had an error.

            """
        case .run:
            return """
            OVERVIEW: Runs the scenarios of a .view file and prints what the program printed.

            USAGE: \(usage)

            ARGUMENTS:
              FILE                    A .view file.

            OPTIONS:
            \(ModuleOptions.help)
              --scenario NAME         Run only the scenario named NAME.
              --trace                 Print the lifecycle trace: steps, body evaluations,
                                      appear/disappear, state changes, tasks, output, frames,
                                      each with its virtual time ('viewscript help trace').
              --explain               Say why each body ran and why a state write changed
                                      nothing.
              --tree                  Print the render tree after each step.
              --format text|json      Print the trace as text (default) or JSON lines.
              --timeline OUT.html     Also write the lifecycle timeline of the scenarios run:
                                      one self-contained HTML page, a section per scenario
                                      (docs/scenarios.md: "The timeline").
            \(LimitOptions.help)
              -h, --help              Show this help.

            Each scenario's output goes to standard output under a line 'scenario "NAME"';
            a trap, and every expectation that does not hold, go to standard error as
            FILE:LINE:COL diagnostics.

            Exit status: 0 when every scenario passed, 1 otherwise, 2 when the command line is
            wrong.

            EXAMPLES:
              viewscript run Samples/behaviours/B8-if-else.view
              viewscript run --scenario "counting" Counter.view

            """
        case .coverage:
            return """
            OVERVIEW: Reads an app's .swift files without running them and lists what they use
            that ViewScript does not simulate yet.

            USAGE: \(usage)

            ARGUMENTS:
              PATH                    A folder of .swift files (one module, as --sources
                                      compiles it) or one .swift file.

            OPTIONS:
              --format text|json      Print the report as text (default) or one JSON object
                                      {"gaps": [{"message", "count", "locations"}], "files",
                                      "simulatedFiles"}.
              -h, --help              Show this help.

            Each gap is listed once, with its count and every FILE:LINE:COL, the most frequent
            first: catalogue views and modifiers that are not simulated yet ('DocumentGroup',
            '.modelContainer'), and every error the compiler gives before anything runs
            (unknown names such as 'CLGeocoder', syntax outside the subset). It reads the same
            catalogue and compiler as 'check', so the report and a run never disagree. The
            last line is 'N of M files use only simulated API'.

            Exit status: 0 when every file uses only simulated API, 1 otherwise, 2 when the
            command line is wrong.

            EXAMPLES:
              viewscript coverage Samples/Apps/Groceries
              viewscript coverage --format json MyApp

            """
        case .initialize:
            return """
            OVERVIEW: Writes a starter scenario file for the app whose .swift files are in DIR
            (default: the working directory).

            USAGE: \(usage)

            It writes DIR/Starter.view: one scenario per root view (the @main App, else each
            view that needs no arguments and no other file uses), each showing it and
            expecting the texts it shows at launch; and DIR/viewscript.json ({"sources": ["."]})
            when there is none. The scenarios are run before the file is written: an
            expectation that would not hold is left out, so 'viewscript check DIR' passes at
            once. It never overwrites a file.

            Exit status: 0 when the files were written, 1 when they could not be, 2 when the
            command line is wrong.

            EXAMPLES:
              viewscript init MyApp && viewscript check MyApp

            """
        case .previews:
            return """
            OVERVIEW: Runs every preview of an app as a scenario: each #Preview { }, #Preview("Name") { }
            (traits: accepted) and each PreviewProvider's previews (one per view of a Group).

            USAGE: \(usage)

            ARGUMENTS:
              PATH                    A folder of .swift files (compiled as one module, as
                                      --sources does) or one .swift file.

            OPTIONS:
            \(ModuleOptions.help)
              --filter TEXT           Run only the previews whose name contains TEXT.
              --junit FILE            Also write the results as JUnit XML to FILE.
              --timeline OUT.html     Also write the previews' lifecycle timeline: one
                                      HTML page, a section per preview.
              --jobs N                Run N folders at once (default: one per core).
            \(LimitOptions.help)
              -h, --help              Show this help.

            A preview is a scenario named 'FILE: NAME' ('Preview' when it has no name; a
            PreviewProvider's type name, numbered per view of its Group). It shows the
            preview's content (@Previewable @State variables are its state) and runs until
            idle; it passes when nothing trapped. A failure is reported at the preview's
            FILE:LINE:COL. The last line is 'N passed, N failed'.

            Exit status: 0 when no preview failed, 1 otherwise, 2 when the command line is wrong.

            EXAMPLES:
              viewscript previews Samples/Apps/Groceries

            """
        case .check:
            return """
            OVERVIEW: Checks the scenarios of every .view file under the given paths.

            USAGE: \(usage)

            ARGUMENTS:
              PATH                    A .view file, or a directory searched recursively for
                                      .view files (hidden directories are skipped). With no
                                      PATH, the folder whose viewscript.json is here.

            OPTIONS:
            \(ModuleOptions.help)
              --previews              Also run the previews of the --sources folders.
              --filter TEXT           Run only the scenarios whose name contains TEXT.
              --junit FILE            Also write the results as JUnit XML (one test case per
                                      scenario) to FILE.
              --jobs N                Check N files at once (default: one per core). The
                                      report is the same for any N.
            \(LimitOptions.help)
              -h, --help              Show this help.

            Files are checked in parallel, one per core; the report keeps the order in which
            the files were found. On a terminal a progress line shows on standard error. Every failure goes to standard error as FILE:LINE:COL with a
            diff of the expected and the printed output. A file that does not parse or
            compile counts as one failed scenario. The last line is 'N passed, N failed'.

            An app folder holds a viewscript.json: each .view file under it is compiled with the
            .swift files of its 'sources' folders, and with "previews": true its previews run
            too. Fields (all optional; paths relative to the file's folder):
              "sources": ["."]        folders of .swift files compiled with the .view files
              "resources": ["Data"]   folders of bundle resources (must exist)
              "previews": true        also run the previews of the sources
              "ios": 17               the simulated iOS release (16, 17 or 18; --ios wins)
              "locale": "de_DE"       the simulated locale (default en_US; --locale wins)

            Exit status: 0 when no scenario failed, 1 otherwise, 2 when the command line is wrong.

            EXAMPLES:
              viewscript check Samples
              viewscript check --sources MyApp MyAppScenarios
              viewscript check --sources MyApp --previews MyAppScenarios
              viewscript check Samples/seeds ContentView.view
              viewscript check --filter sheet Samples

            """
        }
    }
}
