import Foundation

/// docs/behaviours.md: every behaviour of `Behaviour.all` with its rule, the samples that name
/// it (`// Behaviour: B15`), the sources those samples cite (`// Source:`), and the first
/// scenario of its first sample, whose expectations show the behaviour.
struct BehaviourGallery {
    /// One `.view` file, read for the gallery.
    struct Sample {
        /// The path from the repository's root (`Samples/behaviours/B8-if-else.view`).
        let path: String
        let behaviours: [Int]
        let sources: [String]
        /// The first `scenario` block, as written.
        let firstScenario: String?

        init(path: String, text: String) {
            self.path = path
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            behaviours = lines.compactMap { line in
                guard line.hasPrefix("// Behaviour: B") else { return nil }
                return Int(line.dropFirst("// Behaviour: B".count).prefix { $0.isNumber })
            }
            sources = Self.sources(in: lines)
            firstScenario = Self.firstScenario(in: lines)
        }

        /// `// Source:` comments with their continuation lines (indented further), each as one line.
        private static func sources(in lines: [String]) -> [String] {
            var sources: [String] = []
            var current: String?
            for line in lines {
                if line.hasPrefix("// Source:") {
                    if let current { sources.append(current) }
                    current = line.dropFirst("// Source:".count).trimmingCharacters(in: .whitespaces)
                } else if current != nil, line.hasPrefix("//  ") {
                    current! += " " + line.dropFirst(2).trimmingCharacters(in: .whitespaces)
                } else if let finished = current {
                    sources.append(finished)
                    current = nil
                }
            }
            if let current { sources.append(current) }
            return sources.compactMap(citation)
        }

        /// A source as the gallery shows it: without a reference to the gallery itself.
        private static func citation(_ source: String) -> String? {
            guard source.hasPrefix("docs/behaviours.md") else { return source }
            guard let separator = source.firstIndex(of: ";") else { return nil }
            let rest = source[source.index(after: separator)...].trimmingCharacters(in: .whitespaces)
            return rest.isEmpty ? nil : rest
        }

        private static func firstScenario(in lines: [String]) -> String? {
            guard let start = lines.firstIndex(where: { $0.hasPrefix("scenario \"") }) else { return nil }
            guard let end = lines[start...].firstIndex(where: { $0 == "}" }) else { return nil }
            return lines[start...end].joined(separator: "\n")
        }
    }

    let samples: [Sample]

    /// The samples of the `.view` files under `root/Samples`, in path order.
    init(repositoryRoot root: URL) throws {
        let samples = root.appendingPathComponent("Samples")
        var found: [Sample] = []
        for path in ViewFileFinder().find(samples.path).files.sorted() {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let relative = String(path.dropFirst(root.path.count + 1))
            found.append(Sample(path: relative, text: text))
        }
        self.samples = found
    }

    func samples(showing behaviour: Behaviour) -> [Sample] {
        samples.filter { $0.behaviours.contains(behaviour.number) }
    }

    /// The page, with links relative to `docs/`.
    func document() -> String {
        var text = """
        # The behaviours ViewScript reproduces

        Generated from the samples (their `// Behaviour:` and `// Source:` lines and their
        scenarios); do not edit. Regenerate with
        `RECORD_SNAPSHOTS=1 swift test --filter DocumentationTests`.

        Each entry is a behaviour of SwiftUI's view lifecycle, observed or documented, with its
        rule, the samples that show it, the sources they cite and the first scenario of its
        first sample: its `expect` lines are what SwiftUI prints and shows, and `check` proves
        that ViewScript does the same (`viewscript run FILE --trace --explain` shows why).
        Where SwiftUI leaves an order unspecified, ViewScript picks one fixed order that agrees
        with every trace quoted by these sources.


        """
        for behaviour in Behaviour.all {
            text += section(behaviour)
        }
        return text
    }

    private func section(_ behaviour: Behaviour) -> String {
        var text = "## \(behaviour.id) \(behaviour.title)\n\n\(behaviour.rule)\n\n"
        let shown = samples(showing: behaviour)
        guard let first = shown.first else {
            return text + "Not reproduced yet: \(behaviour.notYet ?? "no sample shows it").\n\n"
        }
        let links = shown.map { "[\(($0.path as NSString).lastPathComponent)](../\($0.path))" }
        text += "Samples: " + links.joined(separator: ", ") + ".\n\n"
        var seen = Set<String>()
        let sources = shown.flatMap(\.sources).filter { seen.insert($0).inserted }
        if !sources.isEmpty {
            text += "Sources:\n\n" + sources.map { "- \($0)\n" }.joined() + "\n"
        }
        if let scenario = first.firstScenario {
            text += "From `\(first.path)`:\n\n```swift\n\(scenario)\n```\n\n"
        }
        return text
    }
}
