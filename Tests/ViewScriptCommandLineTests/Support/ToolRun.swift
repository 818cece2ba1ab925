import ViewScriptCommandLine
import ViewScriptRuntime

/// The outcome of one in-process run of the command line.
struct ToolRun: Sendable {
    let status: ExitStatus
    let output: String
    let error: String
}

/// Runs `viewscript ARGUMENTS` in-process on a large stack, capturing both outputs.
/// `terminal` makes both sinks claim to be terminals (for colour tests).
func runTool(_ arguments: [String], environment: [String: String] = [:], terminal: Bool = false, input: String = "") -> ToolRun {
    let output = CapturedOutput(isTerminal: terminal)
    let error = CapturedOutput(isTerminal: terminal)
    let status = runOnLargeStack(stackSize: 64 << 20) {
        ViewScriptTool(standardOutput: output, standardError: error, environment: environment,
                       standardInput: ScriptedInput(input)).run(arguments)
    }
    return ToolRun(status: status, output: output.text, error: error.text)
}
