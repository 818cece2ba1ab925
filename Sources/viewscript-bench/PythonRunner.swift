import Foundation

/// Runs a Python program with the machine's `python3` and times it inside Python, so the
/// interpreter's start-up is not counted (ViewScript's time does not include process
/// start-up either). The program's output is collected in memory, as ViewScript's is.
enum PythonRunner {
    struct Result {
        var seconds: Double
        var output: String
    }

    struct Failure: Error {
        var message: String
    }

    /// Compiles and runs the source as `__main__`, then prints a marker line with the time.
    static let driver = """
        import contextlib, io, sys, time
        source = sys.stdin.read()
        buffer = io.StringIO()
        start = time.perf_counter()
        with contextlib.redirect_stdout(buffer):
            exec(compile(source, "workload.py", "exec"), {"__name__": "__main__"})
        elapsed = time.perf_counter() - start
        sys.stdout.write(buffer.getvalue())
        sys.stdout.write("\\n@@seconds %.9f\\n" % elapsed)
        """

    static func executable() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/python3"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    static func run(_ source: String) -> Swift.Result<Result, Failure> {
        guard let python = executable() else { return .failure(Failure(message: "python3 not found on PATH")) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", driver]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            return .failure(Failure(message: "could not start \(python): \(error)"))
        }
        input.fileHandleForWriting.write(Data(source.utf8))
        try? input.fileHandleForWriting.close()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: outputData, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errorData, as: UTF8.self).split(separator: "\n").last.map(String.init) ?? ""
            return .failure(Failure(message: "exit status \(process.terminationStatus): \(message)"))
        }
        guard let marker = text.range(of: "\n@@seconds ", options: .backwards),
              let seconds = Double(text[marker.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines)) else {
            return .failure(Failure(message: "no timing in the output"))
        }
        return .success(Result(seconds: seconds, output: String(text[..<marker.lowerBound])))
    }
}
