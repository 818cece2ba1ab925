#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ViewScriptSyntax

/// Reads `.view` files. A file that cannot be read, or is larger than `maximumSize`, is a
/// `FileProblem` (the system's reason, or a positioned "file too large"), never an attempt.
struct SourceLoader: Sendable {
    var maximumSize: Int = SourceFile.maximumSize

    /// Loads a file for a command: a problem is reported on standard error and gives nil.
    func load(_ path: String, reportingTo console: Console) -> SourceFile? {
        switch load(path) {
        case .success(let file): return file
        case .failure(let problem):
            console.writeError(console.renderer.render(problem))
            return nil
        }
    }

    func load(_ path: String) -> Result<SourceFile, FileProblem> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(problem(path, errno)) }
        defer { close(descriptor) }

        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(problem(path, errno)) }
        if info.st_mode & S_IFMT == S_IFDIR { return .failure(problem(path, EISDIR)) }
        if Int(info.st_size) > maximumSize { return .failure(tooLarge(path, size: Int(info.st_size))) }

        // Read to the end rather than trusting the size: the file may be a pipe or still growing.
        // The bytes are read straight into the array's storage, which grows only if the file did.
        var bytes: [UInt8] = []
        var capacity = Int(info.st_size) + 1
        while true {
            var failure: Int32?
            let readSoFar = bytes
            bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                count = buffer.initialize(fromContentsOf: readSoFar)
                while count < buffer.count {
                    let received = read(descriptor, buffer.baseAddress! + count, buffer.count - count)
                    if received < 0 {
                        if errno == EINTR { continue }
                        failure = errno
                        return
                    }
                    if received == 0 { return }
                    count += received
                }
            }
            if let failure { return .failure(problem(path, failure)) }
            if bytes.count > maximumSize { return .failure(tooLarge(path, size: bytes.count)) }
            // Room left means the end was reached; a full buffer may have more to come.
            if bytes.count < capacity { break }
            capacity = min(capacity * 2, maximumSize + 2)
        }
        return .success(SourceFile(path: path, bytes: bytes))
    }

    private func problem(_ path: String, _ code: Int32) -> FileProblem {
        FileProblem(path: path, .cannotRead(reason: systemReason(code)))
    }

    private func tooLarge(_ path: String, size: Int) -> FileProblem {
        FileProblem(path: path, location: SourceLocation(line: 1, column: 1),
                    .fileTooLarge(size: size, limit: maximumSize))
    }
}

/// The system's text for an `errno` value, starting in lower case as in swiftc's
/// messages: `no such file or directory`.
func systemReason(_ code: Int32) -> String {
    let text = String(cString: strerror(code))
    return text.prefix(1).lowercased() + text.dropFirst()
}
