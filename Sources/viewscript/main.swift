import Foundation
import ViewScriptCommandLine
import ViewScriptRuntime

// The command runs on a thread with a 512 MiB stack: the parser and the interpreter recurse.
let arguments = Array(CommandLine.arguments.dropFirst())
ProcessAllocator.configure(ViewScriptTool.allocatorPolicy(for: arguments),
                           expectedHeapBytes: ViewScriptTool.expectedHeapBytes(for: arguments))
let status = runOnLargeStack(stackSize: 512 << 20) {
    var tool = ViewScriptTool(standardOutput: FileDescriptorOutput.standardOutput,
                              standardError: FileDescriptorOutput.standardError,
                              environment: ProcessInfo.processInfo.environment,
                              standardInput: StandardInput())
    // The process exits when the command returns: it need not free what the command built.
    tool.endsProcess = true
    return tool.run(arguments)
}
exit(status.rawValue)
