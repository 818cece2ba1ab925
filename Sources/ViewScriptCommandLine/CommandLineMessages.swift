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

// `viewscript.json` (`ProjectConfiguration`).
extension DiagnosticMessage {
    static let configurationNotAnObject = DiagnosticMessage(
        "configuration-not-an-object", .error, "viewscript.json must hold one JSON object, like {\"sources\": [\".\"]}")

    static func unknownConfigurationField(_ name: String, known: [String]) -> DiagnosticMessage {
        DiagnosticMessage("unknown-configuration-field", .error,
                          "unknown field '\(name)' in viewscript.json; the fields are \(known.map { "'\($0)'" }.joined(separator: ", "))")
    }

    static func configurationFieldType(_ name: String, _ expected: String) -> DiagnosticMessage {
        DiagnosticMessage("configuration-field-type", .error, "field '\(name)' of viewscript.json must be \(expected)")
    }

    static func configurationMissingFolder(_ path: String) -> DiagnosticMessage {
        DiagnosticMessage("configuration-missing-folder", .error, "viewscript.json names '\(path)', which does not exist")
    }

    static func unknownLocale(_ identifier: String) -> DiagnosticMessage {
        DiagnosticMessage("unknown-locale", .error, "unknown locale '\(identifier)': use an identifier such as 'en_US' or 'de_DE'")
    }

    static func notSimulatedSetting(_ setting: String) -> DiagnosticMessage {
        DiagnosticMessage("not-simulated-setting", .error, "\(setting) is not simulated by ViewScript yet")
    }
}

extension DiagnosticMessage {
    static let noSwiftFiles = DiagnosticMessage("no-swift-files", .error, "no .swift files found")
}

extension DiagnosticMessage {
    static let alreadyExists = DiagnosticMessage("file-exists", .error, "already exists; init never overwrites a file")
}
