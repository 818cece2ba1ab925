import ViewScriptRuntime
import ViewScriptSyntax
import ViewScriptUI

/// One run of the program as an app: the interpreter (its globals, output and tasks), the
/// virtual clock, and the view graph of the window once a view is shown.
///
/// Every step is an event: its writes render at once, then everything due at the current
/// virtual time runs, each job and task turn followed by its render pass, until the app is
/// idle. What stops the app (a trap, a limit) is thrown as a `RuntimeError`; the executor
/// has shut down by then.
final class SimulatedApp {
    let interpreter: Interpreter
    let screen: Screen
    private(set) var graph: ViewGraph?
    var graphLimits = GraphLimits()
    var traceOptions: TraceOptions {
        didSet { installEventSink() }
    }
    /// The trace so far (empty unless `traceOptions` asks for one).
    private(set) var trace: [TraceEntry] = []
    /// Output already moved into the trace, not yet taken.
    private var tracedOutput = ""

    init(program: Program, limits: RuntimeLimits, screen: Screen, trace: TraceOptions = TraceOptions()) {
        interpreter = Interpreter(program: program, limits: limits)
        // The graph calls row closures and bodies one after another from outside any call.
        interpreter.keepsSpareFrames = true
        interpreter.screenSize = (screen.width, screen.height)
        self.screen = screen
        self.traceOptions = trace
        interpreter.executor.afterEachJob = { [unowned self] in try graph?.renderAfterJob() }
        interpreter.executor.afterEachJobHasWork = { [unowned self] in graph?.renderHasWork ?? false }
    }

    /// The graph goes first: its nodes' closures (actions, a running `.task`'s cancellation)
    /// hold the interpreter, whose deinit (breaking the program's reference cycles) must not
    /// run in the middle of the graph's teardown, on objects that are being deallocated.
    /// The spare frames go next: they hold the interpreter (`Interpreter.keepsSpareFrames`).
    deinit {
        graph = nil
        interpreter.releaseSpareFrames()
    }

    /// Initializes the globals (in a `.view` file there is no other top-level code).
    func start() throws {
        try interpreter.executor.runMain { [interpreter] in try interpreter.runMain() }
    }

    /// Ends the app: suspended tasks unwind, their threads end.
    func shutdown() { interpreter.executor.shutdown() }

    /// What the program printed since the last call.
    func takeOutput() -> String {
        guard traceOptions.events else { return interpreter.takeOutput() }
        traceOutput()
        defer { tracedOutput = "" }
        return tracedOutput
    }

    // MARK: Trace

    private func installEventSink() {
        graph?.eventSink = traceOptions.events ? { [unowned self] event, view in note(.event(event), view: view) } : nil
    }

    /// The trace entries from `start` on (the REPL shows what each input added).
    func trace(from start: Int) -> ArraySlice<TraceEntry> { trace[min(start, trace.count)...] }

    func note(_ kind: TraceEntry.Kind, view: ViewIdentity? = nil) {
        guard traceOptions.events || { if case .tree = kind { true } else { false } }() else { return }
        traceOutput()
        trace.append(TraceEntry(time: interpreter.executor.now, kind, view: view))
    }

    /// Moves what the program printed into the trace, one entry per line, so that output
    /// and events keep their order.
    private func traceOutput() {
        let text = interpreter.takeOutput()
        guard !text.isEmpty else { return }
        tracedOutput += text
        for line in OutputMismatch.lines(of: text) {
            trace.append(TraceEntry(time: interpreter.executor.now, .output(line)))
        }
    }

    /// After a step: the render tree, when asked for.
    func noteTree() {
        guard traceOptions.trees, let graph else { return }
        let interpreter = self.interpreter
        note(.tree(graph.dump { interpreter.inspect($0) }))
    }

    // MARK: Steps

    /// A preview, once shown, settles: virtual time passes until nothing is scheduled, for at
    /// most `Executor.previewSettleWindow` (docs/apps.md, "Previews as scenarios").
    func settle(at range: SourceRange) throws {
        interpreter.resetBudget()
        try interpreter.executor.settle(fallback: range)
    }

    /// `show EXPR`: the view becomes the window's root (replacing any shown before).
    func show(_ step: ScenarioStep, at range: SourceRange) throws {
        interpreter.resetBudget()
        guard let value = try interpreter.evaluateScenarioRoot(step) else { return }
        let element = try InterpretedViews(interpreter: interpreter, at: range).element(value)
        let interpreter = self.interpreter
        let launching = self.graph == nil
        let graph = ViewGraph(root: element, screen: screen) { interpreter.write($0) }
        graph.describeValue = { interpreter.inspect($0) }
        graph.release = interpreter.program.release
        // Scenarios read events through the event sink, never the graph's log: kept, it grew by
        // an event per view that appears or evaluates (about 180 bytes a row of a 10,000-row tree).
        graph.isLogging = false
        graph.apply(graphLimits)
        graph.virtualNow = { [unowned interpreter] in interpreter.executor.now }
        self.graph = graph
        installEventSink()
        try graph.mount()
        // The app becomes active once its first window is on screen (SimulatedApp+Device.swift).
        if launching { try interpreter.postAppLifecycle(.didBecomeActive, at: range); try graph.render() }
        try runUntilIdle()
    }

    func tap(_ label: String) throws {
        let graph = try shownGraph()
        interpreter.resetBudget()
        try graph.tap(label)
        try runUntilIdle()
    }

    /// `double tap "TEXT"`: the count-2 tap gesture of the view showing TEXT, or two taps.
    func doubleTap(_ label: String) throws {
        let graph = try shownGraph()
        interpreter.resetBudget()
        try graph.doubleTap(label)
        try runUntilIdle()
    }

    /// `triple tap "TEXT"`: the count-3 tap gesture of the view showing TEXT, or three taps.
    func tripleTap(_ label: String) throws {
        let graph = try shownGraph()
        interpreter.resetBudget()
        try graph.tripleTap(label)
        try runUntilIdle()
    }

    /// `long press "TEXT"`: the one view showing TEXT with a long press or context menu.
    func longPress(_ label: String) throws {
        let graph = try shownGraph()
        interpreter.resetBudget()
        try graph.longPress(label)
        try runUntilIdle()
    }

    /// `drag "TEXT" by DX, DY`: the one view showing TEXT with a `DragGesture`.
    func drag(_ label: String, by dx: Double, _ dy: Double) throws {
        let graph = try shownGraph()
        interpreter.resetBudget()
        try graph.drag(label, by: dx, dy)
        try runUntilIdle()
    }

    /// `back`: the back button of the innermost navigation stack on screen.
    func back() throws {
        let graph = try shownGraph()
        interpreter.resetBudget()
        try graph.back()
        try runUntilIdle()
    }

    /// `dismiss`: a swipe down on the topmost sheet or cover.
    func dismiss() throws {
        let graph = try shownGraph()
        interpreter.resetBudget()
        try graph.dismiss()
        try runUntilIdle()
    }

    func type(_ text: String, into title: String) throws {
        let graph = try shownGraph()
        interpreter.resetBudget()
        try graph.type(text, into: title)
        try runUntilIdle()
    }

    /// A control step (`select`, `increment`, `slide`, `pick`, `submit`): an event on the
    /// shown graph, then the app runs until idle.
    func drive(_ event: (ViewGraph) throws -> Void) throws {
        let graph = try shownGraph()
        interpreter.resetBudget()
        try event(graph)
        try runUntilIdle()
    }

    func scroll(to text: String) throws {
        let graph = try shownGraph()
        interpreter.resetBudget()
        try graph.scroll(toText: text)
        try runUntilIdle()
    }

    /// `advance 2s`: timers, sleeps and tasks that fall due run in time order.
    func advance(by nanoseconds: Int64) throws {
        try interpreter.executor.advance(by: nanoseconds)
    }

    func isVisible(_ text: String) throws -> Bool {
        try shownGraph().visibleLabels.contains(text)
    }

    var visibleLabels: [String] { graph?.visibleLabels ?? [] }

    /// `expect disabled` / `expect enabled`: whether the one visible control labelled `label` is disabled.
    func isControlDisabled(_ label: String) throws -> Bool {
        try shownGraph().isControlDisabled(label)
    }

    /// What was running when the app stopped: the graph's phase, else the code the
    /// executor runs (a task, a timer, a scheduled closure) or the globals' initializers.
    var phaseDescription: String {
        if let phase = graph?.phase { return phase.description }
        return graph == nil ? "initializing the globals" : "running a task or a scheduled job"
    }

    private func runUntilIdle() throws {
        try interpreter.executor.runUntilIdle()
        // Objects the view graph let go of (a removed view's @StateObject) deinit now.
        if try interpreter.runReleasedDeinits(at: SourceRange(0, 0)) { try interpreter.executor.runUntilIdle() }
    }

    private func shownGraph() throws -> ViewGraph {
        guard let graph else { throw ScenarioStepError(.nothingShown) }
        return graph
    }
}

/// A step that cannot run as written (not a failure of the app).
struct ScenarioStepError: Error {
    let message: DiagnosticMessage
    init(_ message: DiagnosticMessage) { self.message = message }
}
