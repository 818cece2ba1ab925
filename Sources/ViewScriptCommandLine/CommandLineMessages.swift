import ViewScriptSyntax

// The command line's messages. Ids are stable and kebab-case, like the parser's.
extension DiagnosticMessage {
    /// `no such file or directory`, `permission denied`, `is a directory`: the system's reason.
    static func cannotRead(reason: String) -> DiagnosticMessage {
        DiagnosticMessage("cannot-read-file", .error, reason)
    }

    static func fileTooLarge(size: Int, limit: Int) -> DiagnosticMessage {
        DiagnosticMessage("file-too-large", .error,
                          "file too large: \(size) bytes; the limit is \(limit) bytes (\(limit >> 20) MiB)")
    }

    static func cannotListDirectory(reason: String) -> DiagnosticMessage {
        DiagnosticMessage("cannot-list-directory", .error, "cannot list directory: \(reason)")
    }

    static let noViewFiles = DiagnosticMessage("no-view-files", .warning, "no .view files found")

    static func cannotWrite(reason: String) -> DiagnosticMessage {
        DiagnosticMessage("cannot-write-file", .error, "cannot write: \(reason)")
    }

    static func noSuchScenario(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage("no-such-scenario", .error, "no scenario named \"\(name)\"")
    }
}
