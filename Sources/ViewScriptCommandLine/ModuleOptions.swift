/// The options that make a command compile an app's `.swift` files with its `.view` files:
/// `--sources DIR` (repeatable) and, on `check`, `--previews`.
struct ModuleOptions: Equatable, Sendable {
    /// `--sources DIR`, in order.
    var sources: [String] = []
    /// `check --previews`: also run the previews of the sources.
    var previews = false

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
        if allowsPreviews {
            let end = arguments.firstIndex(of: "--") ?? arguments.endIndex
            if let index = arguments[..<end].firstIndex(of: "--previews") {
                options.previews = true
                arguments.remove(at: index)
            }
        }
        return options
    }

    /// The lines the commands' help shows for these options.
    static let help = """
      --sources DIR           Compile every .swift file under DIR with the .view files,
                              as one module (repeatable). Folders whose name ends in
                              'Tests', hidden folders and Package.swift are skipped.
    """
}
