import ViewScriptScenario
import ViewScriptSyntax
import ViewScriptTimeline

/// `viewscript repl`: declarations and scenario steps typed one by one. An input goes on
/// over several lines until its brackets balance; a step runs at once and its output is
/// printed; `:` commands inspect and manage the session. Prompts and the banner are shown
/// only on a terminal, so a piped script gives just the session's output.
struct ReplCommand: Sendable {
    var runner = ScenarioRunner()
    var loader = SourceLoader()
    /// `--sources DIR`: the app's `.swift` files, compiled with what is typed.
    var module = ModuleOptions()

    static let help = """
    Type Swift declarations (structs, classes, functions...) and scenario steps:
      show EXPR                 start a fresh app showing the view EXPR
      tap "TEXT"                tap the control labelled TEXT
      double tap "TEXT"         tap the view showing TEXT twice (.onTapGesture(count: 2))
      triple tap "TEXT"         tap the view showing TEXT three times (.onTapGesture(count: 3))
      long press "TEXT"         long-press the view showing TEXT (context menu)
      drag "TEXT" by 40, -20    drag the view showing TEXT (DragGesture)
      type "TEXT" into "TITLE"  replace the text of a TextField
      scroll to "TEXT"          scroll until TEXT is on screen
      select "OPT" in "LABEL"   pick an option of a menu or wheel Picker
      increment "LABEL"         press + of a Stepper (decrement: -)
      slide "LABEL" to 0.5      move a Slider
      pick 2024-03-01 in "L"    set a DatePicker (ISO 8601, UTC)
      submit "TITLE"            press return in a TextField (.onSubmit)
      delete "ROW"              swipe to delete a List row (.onDelete)
      move "ROW" to N           drag a List row before offset N (.onMove)
      swipe "ROW"               show a List row's .swipeActions
      refresh                   pull to refresh and wait for .refreshable
      set colorScheme dark      change the device (also: light, set sizeClass regular|compact)
      background                send the app to the background (foreground: bring it back)
      respond to "URL" with "BODY" [status 500] [after 2s]
                                declare the network's answer for URL (also a \"\"\" block)
      advance 2s                let virtual time pass
      expect visible "TEXT"     check the screen (also: expect not visible, expect crash,
                                expect disabled "LABEL", expect enabled "LABEL",
                                expect \"\"\" ... \"\"\" for the output since the last one,
                                expect requests \"\"\" GET URL \"\"\" for the requests made)
    Commands:
      :help                     show this help
      :load FILE                add the declarations of a .view file
      :tree                     print the render tree of the current app
      :trace on|off             show the lifecycle trace of every step
      :explain on|off           say why each body ran and why a write changed nothing
      :timeline FILE.html       write the lifecycle timeline of the current app
      :reset                    forget every declaration and the app
      :quit                     leave (Ctrl-D too)

    """

    func run(_ console: Console, input: InputSource) -> ExitStatus {
        let sources = ModuleSources.load(module.sources, loader: loader)
        for problem in sources.problems { console.writeError(console.renderer.render(problem)) }
        let session = ReplSession(runner: runner.configured(module, sources), sources: sources.files)
        // Events are always recorded, so that `:timeline` can draw what already happened;
        // `:trace` and `:explain` only choose what is printed.
        session.traceOptions = TraceOptions(events: true)
        var display = RunDisplay()
        defer { session.finishApp() }
        if input.isTerminal { console.write("ViewScript \(ViewScriptTool.version) REPL. Type :help for help.\n") }
        var pending = ""
        var sawError = false
        while let line = input.readLine(prompt: pending.isEmpty ? "viewscript> " : "       ...> ") {
            pending += pending.isEmpty ? line : "\n" + line
            let trimmed = pending.trimmingWhitespace
            if trimmed.isEmpty {
                pending = ""
                continue
            }
            if trimmed.hasPrefix(":") {
                pending = ""
                switch command(trimmed, session, &display, console) {
                case .quit: return sawError && !input.isTerminal ? .failure : .success
                case .failed: sawError = true
                case .done: break
                }
                continue
            }
            guard InputCompleteness.isComplete(pending) else { continue }
            let response = session.submit(pending)
            pending = ""
            if show(response, display, console) { sawError = true }
        }
        if !pending.isEmpty {
            if show(session.submit(pending), display, console) { sawError = true }
        }
        return sawError && !input.isTerminal ? .failure : .success
    }

    private enum CommandResult { case done, failed, quit }

    private func command(_ text: String, _ session: ReplSession, _ display: inout RunDisplay,
                         _ console: Console) -> CommandResult {
        let words = text.split(separator: " ", maxSplits: 1).map(String.init)
        switch words[0] {
        case ":quit", ":q", ":exit":
            return .quit
        case ":help", ":h":
            console.write(Self.help)
        case ":tree":
            console.write(session.tree ?? "no app is running: 'show' a view first\n")
        case ":trace", ":explain":
            guard words.count == 2, let on = ["on": true, "off": false][words[1].trimmingWhitespace] else {
                console.writeError("error: '\(words[0])' needs 'on' or 'off'\n")
                return .failed
            }
            if words[0] == ":trace" { display.trace = on } else { display.explain = on }
        case ":timeline":
            guard words.count == 2 else {
                console.writeError("error: ':timeline' needs a file\n")
                return .failed
            }
            guard session.tree != nil else {
                console.writeError("error: no app is running: 'show' a view first\n")
                return .failed
            }
            let path = words[1].trimmingWhitespace
            let document = TimelineDocument(title: ReplSession.fileName, timelines: [Timeline(name: "repl", trace: session.trace)])
            if let problem = TimelineFile.write(document, to: path) {
                console.writeError(console.renderer.render(problem))
                return .failed
            }
            console.write("timeline written to \(path)\n")
        case ":reset":
            session.reset()
            console.write("declarations and app forgotten\n")
        case ":load":
            guard words.count == 2 else {
                console.writeError("error: ':load' needs a file\n")
                return .failed
            }
            switch loader.load(words[1].trimmingWhitespace) {
            case .success(let file):
                return show(session.load(file), display, console) ? .failed : .done
            case .failure(let problem):
                console.writeError(console.renderer.render(problem))
                return .failed
            }
        default:
            console.writeError("error: unknown command '\(words[0])'; type :help for the commands\n")
            return .failed
        }
        return .done
    }

    /// Prints a response; returns whether it holds an error.
    private func show(_ response: ReplSession.Response, _ display: RunDisplay, _ console: Console) -> Bool {
        if let renderer = display.renderer {
            console.write(renderer.render(response.trace))
        } else {
            console.write(response.output)
            if !response.output.isEmpty && !response.output.hasSuffix("\n") { console.write("\n") }
        }
        console.writeError(console.renderer.render(response.diagnostics))
        console.writeError(console.renderer.render(response.failures))
        if let trap = response.trap { console.writeError(console.renderer.render(trap)) }
        return response.diagnostics.contains { $0.severity == .error } || !response.failures.isEmpty || response.trap != nil
    }
}

extension String {
    var trimmingWhitespace: String {
        let scalars = unicodeScalars.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        return String(String.UnicodeScalarView(scalars.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }.reversed()))
    }
}
