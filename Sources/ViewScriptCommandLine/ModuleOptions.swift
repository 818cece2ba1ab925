import ViewScriptRuntime

/// The options that make a command compile an app's `.swift` files with its `.view` files:
/// `--sources DIR` (repeatable), `--ios N` (the release they are compiled for) and, on
/// `check`, `--previews`.
struct ModuleOptions: Equatable, Sendable {
    /// `--sources DIR`, in order.
    var sources: [String] = []
    /// `check --previews`: also run the previews of the sources.
    var previews = false
    /// `--ios N`: the iOS release to simulate (nil: `viewscript.json`'s, else the standard one).
    var release: IOSRelease?

    /// Removes every `--sources DIR` (and `--previews` when `allowsPreviews`) from `arguments`.
    static func take(from arguments: inout [String], topic: HelpTopic,
                     allowsPreviews: Bool = false) throws(Invocation.UsageError) -> ModuleOptions {
        var options = ModuleOptions()
        while true {
            let end = arguments.firstIndex(of: "--") ?? arguments.endIndex
            guard let index = arguments[..<end].firstIndex(of: "--sources") else { break }
            guard index + 1 < end else { throw Invocation.UsageError(message: "--sources needs a folder", topic: topic) }
            options.sources.append(arguments[index + 1])
            arguments.removeSubrange(index...(index + 1))
        }
        options.release = try takeRelease(from: &arguments, topic: topic)
        if allowsPreviews {
            let end = arguments.firstIndex(of: "--") ?? arguments.endIndex
            if let index = arguments[..<end].firstIndex(of: "--previews") {
                options.previews = true
                arguments.remove(at: index)
            }
        }
        return options
    }

    /// Removes `--ios N` from `arguments`; N is a release ViewScript simulates.
    private static func takeRelease(from arguments: inout [String], topic: HelpTopic) throws(Invocation.UsageError) -> IOSRelease? {
        let end = arguments.firstIndex(of: "--") ?? arguments.endIndex
        guard let index = arguments[..<end].firstIndex(of: "--ios") else { return nil }
        guard index + 1 < end, let number = Int(arguments[index + 1]), let release = IOSRelease(rawValue: number) else {
            throw Invocation.UsageError(message: "--ios needs \(IOSRelease.choices)", topic: topic)
        }
        arguments.removeSubrange(index...(index + 1))
        return release
    }

    /// The lines the commands' help shows for these options.
    static let help = """
      --ios 16|17|18          The iOS release whose documented behaviour is simulated
                              (default 17; a file's own '// ios: N' line wins).
      --sources DIR           Compile every .swift file under DIR with the .view files,
                              as one module (repeatable). Folders whose name ends in
                              'Tests', hidden folders and Package.swift are skipped.
    """
}
