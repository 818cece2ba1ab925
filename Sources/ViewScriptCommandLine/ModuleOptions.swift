import ViewScriptRuntime
import ViewScriptScenario

/// The options that make a command compile an app's `.swift` files with its `.view` files:
/// `--sources DIR` (repeatable), `--ios N` (the release they are compiled for) and, on
/// `check`, `--previews`; and the simulated device the app runs on: `--locale ID`,
/// `--time-zone ID`.
struct ModuleOptions: Equatable, Sendable {
    /// `--sources DIR`, in order.
    var sources: [String] = []
    /// `check --previews`: also run the previews of the sources.
    var previews = false
    /// `--ios N`: the iOS release to simulate (nil: `viewscript.json`'s, else the standard one).
    var release: IOSRelease?
    /// `--locale ID`: the simulated device's locale (default `en_US`, or the app's `viewscript.json`).
    var locale: String?
    /// `--time-zone ID`: the simulated device's time zone (default UTC).
    var timeZone: String?

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
        options.locale = try value(of: "--locale", in: &arguments, topic: topic)
        options.timeZone = try value(of: "--time-zone", in: &arguments, topic: topic)
        if case .failure(let invalid) = SimulatedDevice.named(locale: options.locale, timeZone: options.timeZone) {
            switch invalid {
            case .locale(let identifier):
                throw Invocation.UsageError(message: "unknown locale '\(identifier)' (use an identifier such as en_US or de_DE)", topic: topic)
            case .timeZone(let identifier):
                throw Invocation.UsageError(message: "unknown time zone '\(identifier)' (use an identifier such as UTC or Europe/Berlin)", topic: topic)
            }
        }
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

    /// Removes `NAME VALUE` (the last one counts) and returns the value.
    private static func value(of name: String, in arguments: inout [String], topic: HelpTopic) throws(Invocation.UsageError) -> String? {
        var found: String?
        while true {
            let end = arguments.firstIndex(of: "--") ?? arguments.endIndex
            guard let index = arguments[..<end].firstIndex(of: name) else { return found }
            guard index + 1 < end else { throw Invocation.UsageError(message: "\(name) needs an identifier", topic: topic) }
            found = arguments[index + 1]
            arguments.removeSubrange(index...(index + 1))
        }
    }

    /// The lines the commands' help shows for these options.
    static let help = """
      --ios 16|17|18          The iOS release whose documented behaviour is simulated
                              (default 17; a file's own '// ios: N' line wins).
      --sources DIR           Compile every .swift file under DIR with the .view files,
                              as one module (repeatable). Folders whose name ends in
                              'Tests', hidden folders and Package.swift are skipped.
      --locale ID             The simulated device's locale (default en_US).
      --time-zone ID          The simulated device's time zone (default UTC).
    """
}

extension ScenarioRunner {
    /// The runner for an app: the release it is compiled for (`--ios`, else `viewscript.json`'s), its device from `--locale`/`--time-zone` (else the app's
    /// `viewscript.json` locale), its bundle resources from the app's `resources` folders.
    func configured(_ module: ModuleOptions, _ sources: ModuleSources) -> ScenarioRunner {
        var runner = self
        if let release = sources.release { runner.release = release }
        runner.resourceFolders += sources.resourceFolders.filter { !runner.resourceFolders.contains($0) }
        if case .success(let device) = SimulatedDevice.named(locale: module.locale ?? sources.locale, timeZone: module.timeZone) {
            runner.device = device
        }
        return runner
    }
}
