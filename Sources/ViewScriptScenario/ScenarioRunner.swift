import ViewScriptRuntime
import ViewScriptSyntax
import ViewScriptUI

/// Runs the scenarios of a `.view` file: compiles it once, then runs each scenario in a
/// fresh app (empty output, virtual clock at 0, no state), on a thread with a large stack
/// so that deep interpreted recursion does not depend on the caller's thread.
public struct ScenarioRunner: Sendable {
    public var limits: RuntimeLimits
    public var screen: Screen
    public var trace: TraceOptions
    public var graphLimits: GraphLimits
    /// `--ios N` (or `viewscript.json`'s `ios`): the release to simulate, unless a file says
    /// `// ios: N` itself (`Compiler.compile(_:release:)`); nil: `IOSRelease.standard`.
    public var release: IOSRelease?
    /// The simulated device's locale and time zone (`--locale`, `--time-zone`).
    public var device = SimulatedDevice.standard
    /// Folders of bundle resources beside the `Resources/` folder next to each `.view` file
    /// (`viewscript.json`'s `resources`).
    public var resourceFolders: [String] = []
    /// Given each scenario's app once its report is made, when the process ends soon after
    /// (`viewscript run` keeps them until exit, so that freeing a large view graph, a tenth of
    /// a 100,000-row run, costs nothing); nil: apps are freed after their scenario.
    public var keepsAppUntilExit: (@Sendable (AnyObject) -> Void)?

    public init(limits: RuntimeLimits = RuntimeLimits(), graphLimits: GraphLimits = GraphLimits(), screen: Screen = .phone,
                trace: TraceOptions = TraceOptions(), release: IOSRelease? = nil) {
        self.release = release
        self.limits = limits
        self.graphLimits = graphLimits
        self.screen = screen
        self.trace = trace
    }

    /// Runs the scenarios `filter` accepts, in source order.
    public func run(_ parsed: ParseResult, filter: @escaping @Sendable (Scenario) -> Bool = { _ in true }) -> FileRun {
        let runner = self
        return runOnLargeStack(stackSize: RuntimeLimits.threadStackSize) { runner.runHere(parsed, filter: filter) }
    }

    /// `run` on the caller's thread, which has a stack of at least
    /// `RuntimeLimits.threadStackSize` bytes (a worker of `runOnWorkers`).
    public func runOnThisThread(_ parsed: ParseResult, filter: (Scenario) -> Bool = { _ in true }) -> FileRun {
        runHere(parsed, filter: filter)
    }

    func runHere(_ parsed: ParseResult, filter: (Scenario) -> Bool) -> FileRun {
        let compiled = Compiler.compile(parsed, release: release)
        let diagnostics = parsed.diagnostics + compiled.diagnostics
        guard !compiled.hasErrors else { return FileRun(file: parsed.file, diagnostics: diagnostics, scenarios: []) }
        let resources = resourceFolders(for: parsed.file.path)
        let reports = parsed.syntax.scenarios.filter(filter).map { scenario in
            let app = makeApp(compiled.program, for: scenario, resources: resources, trace: trace)
            var execution = ScenarioExecution(file: parsed.file, scenario: scenario, app: app)
            let report = execution.run()
            keepsAppUntilExit?(app)
            return report
        }
        return FileRun(file: parsed.file, diagnostics: diagnostics, scenarios: reports)
    }

    /// A fresh app for a scenario: this runner's limits, screen, device and resources.
    func makeApp(_ program: Program, for scenario: Scenario, resources: [String], trace: TraceOptions) -> SimulatedApp {
        let app = SimulatedApp(program: program, limits: limits, screen: screen(for: scenario), trace: trace)
        app.graphLimits = graphLimits
        app.interpreter.device = device
        app.interpreter.files = SimulatedFiles(resourceFolders: resources)
        return app
    }

    /// The bundle's resources for the file at `path`: the `Resources` folder beside it, then
    /// the app's resource folders.
    public func resourceFolders(for path: String) -> [String] {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        return [folder == "" ? "/Resources" : folder + "/Resources"] + resourceFolders
    }

    /// The screen a scenario asks for with `screen W x H` before its first step, if any.
    func screen(for scenario: Scenario) -> Screen {
        var screen = self.screen
        for step in scenario.steps {
            if case .screen(let width, let height) = step.kind {
                screen.width = Double(width)
                screen.height = Double(height)
            }
        }
        return screen
    }
}
