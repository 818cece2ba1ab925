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

    func runHere(_ parsed: ParseResult, filter: (Scenario) -> Bool) -> FileRun {
        let compiled = Compiler.compile(parsed, release: release)
        let diagnostics = parsed.diagnostics + compiled.diagnostics
        guard !compiled.hasErrors else { return FileRun(file: parsed.file, diagnostics: diagnostics, scenarios: []) }
        let reports = parsed.syntax.scenarios.filter(filter).map { scenario in
            let app = SimulatedApp(program: compiled.program, limits: limits, screen: screen(for: scenario), trace: trace)
            app.graphLimits = graphLimits
            var execution = ScenarioExecution(file: parsed.file, scenario: scenario, app: app)
            return execution.run()
        }
        return FileRun(file: parsed.file, diagnostics: diagnostics, scenarios: reports)
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
