import ViewScriptSyntax

/// Runs a `main.swift`-style program (top-level statements in order): what the
/// differential tests and `viewscript script` use.
public enum ScriptRunner {
    public struct Outcome {
        /// Diagnostics from parsing and name checks; when there are errors nothing ran.
        public var diagnostics: [Diagnostic]
        /// What the program printed.
        public var output: String
        /// Why it stopped early, if it did.
        public var error: RuntimeError?
    }

    /// Runs on a thread of its own with a 256 MiB stack, whatever the caller's stack is.
    /// With `echo`, the output goes there as it is printed (and `Outcome.output` is empty).
    public static func run(_ file: SourceFile, limits: RuntimeLimits = RuntimeLimits(),
                           echo: (@Sendable (String) -> Void)? = nil) -> Outcome {
        let box = UncheckedBox(file)
        return runOnLargeStack(stackSize: RuntimeLimits.threadStackSize) {
            UncheckedBox(runHere(box.value, limits: limits, echo: echo))
        }.value
    }

    static func runHere(_ file: SourceFile, limits: RuntimeLimits, echo: (@Sendable (String) -> Void)? = nil) -> Outcome {
        let parsed = Parser.parse(file, options: ParseOptions(allowsTopLevelStatements: true))
        guard !parsed.hasErrors else { return Outcome(diagnostics: parsed.diagnostics, output: "", error: nil) }
        let compiled = Compiler.compile(parsed)
        guard !compiled.hasErrors else { return Outcome(diagnostics: compiled.diagnostics, output: "", error: nil) }
        let interpreter = Interpreter(program: compiled.program, limits: limits)
        interpreter.echo = echo
        var failure: RuntimeError?
        defer { interpreter.executor.shutdown() }
        do {
            try interpreter.executor.runMain { try interpreter.runMain() }
        } catch let error as RuntimeError {
            failure = error
        } catch let error as ThrownError {
            let text = (try? interpreter.debugDescribe(error.value)) ?? "error"
            failure = RuntimeError(.trap("Fatal error: Error raised at top level: \(text)"), at: error.range)
        } catch {
            failure = RuntimeError(.failure(.unsupported("\(error)")), at: SourceRange(0, 0))
        }
        return Outcome(diagnostics: compiled.diagnostics, output: interpreter.takeOutput(), error: failure)
    }
}

extension Interpreter {
    /// Initializes the globals and runs the top-level code.
    public func runMain() throws {
        resetBudget()
        _ = try invoke(program.main, arguments: [], captures: [], selfValue: nil, at: program.main.range)
    }
}

/// Hands a value to the runner thread and back (the threads never run at once).
struct UncheckedBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
