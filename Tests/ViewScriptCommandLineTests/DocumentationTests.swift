import Foundation
import Testing
@testable import ViewScriptCommandLine
import ViewScriptRuntime

/// The README and docs/ cannot go stale: the gallery is generated from the samples, every
/// example with shown output is run, and every link inside the repository resolves.
@Suite struct DocumentationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().standardized

    /// README.md and every page of docs/, as (path from the root, text).
    static func pages() throws -> [(path: String, text: String)] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        return try (["README.md"] + docs).map { path in
            (path, try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
        }
    }

    // MARK: - The gallery

    @Test func galleryIsCurrent() throws {
        let path = Self.root.appendingPathComponent("docs/behaviours.md")
        let expected = try BehaviourGallery(repositoryRoot: Self.root).document()
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil {
            try expected.write(to: path, atomically: true, encoding: .utf8)
            Issue.record("recorded \(path.path); run again without RECORD_SNAPSHOTS")
            return
        }
        let actual = try String(contentsOf: path, encoding: .utf8)
        #expect(actual == expected, "docs/behaviours.md is stale: RECORD_SNAPSHOTS=1 swift test --filter DocumentationTests")
    }

    @Test func everyBehaviourHasASampleOrSaysWhyNot() throws {
        let gallery = try BehaviourGallery(repositoryRoot: Self.root)
        for behaviour in Behaviour.all {
            let shown = !gallery.samples(showing: behaviour).isEmpty
            #expect(shown != (behaviour.notYet != nil),
                    "\(behaviour.id): \(shown ? "a sample shows it, so it is no longer 'not yet'" : "no sample shows it and it does not say why")")
        }
        let known = Set(Behaviour.all.map(\.number))
        for sample in gallery.samples {
            for number in sample.behaviours where !known.contains(number) {
                Issue.record("\(sample.path) names B\(number), which is not a catalogued behaviour")
            }
        }
        #expect(Behaviour.all.map(\.number) == Array(1...Behaviour.all.count))
    }

    // MARK: - Examples

    /// `<!-- file: PATH -->` before a fenced block: the block is that file.
    /// `<!-- run: ARGUMENTS -->` before a fenced block: the block is `$ viewscript ARGUMENTS`
    /// and what the command prints, standard error and output as a terminal interleaves them.
    @Test func examplesShowWhatTheToolPrints() throws {
        var checked = 0
        for page in try Self.pages() {
            for example in Self.examples(in: page.text) {
                checked += 1
                switch example.marker {
                case .file(let path):
                    let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
                    #expect(example.block + "\n" == text, "\(page.path): the block after '<!-- file: \(path) -->' is not that file")
                case .run(let arguments):
                    let shown = "$ viewscript " + arguments.joined(separator: " ") + "\n" + Self.run(arguments)
                    #expect(example.block + "\n" == shown, "\(page.path): '\(arguments.joined(separator: " "))' prints:\n\(shown)")
                }
            }
        }
        #expect(checked >= 4)
    }

    enum Marker { case file(String), run([String]) }

    static func examples(in text: String) -> [(marker: Marker, block: String)] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var found: [(Marker, String)] = []
        for (index, line) in lines.enumerated() where line.hasPrefix("<!-- ") && line.hasSuffix(" -->") {
            let content = line.dropFirst(5).dropLast(4)
            let marker: Marker
            if content.hasPrefix("file: ") {
                marker = .file(String(content.dropFirst(6)))
            } else if content.hasPrefix("run: ") {
                marker = .run(content.dropFirst(5).split(separator: " ").map(String.init))
            } else {
                continue
            }
            guard index + 1 < lines.count, lines[index + 1].hasPrefix("```"),
                  let end = lines[(index + 2)...].firstIndex(of: "```") else {
                Issue.record("'\(line)' is not followed by a fenced block")
                continue
            }
            found.append((marker, lines[(index + 2)..<end].joined(separator: "\n")))
        }
        return found
    }

    /// Runs the command line in-process from the repository's root, paths shown as given.
    static func run(_ arguments: [String]) -> String {
        let prefix = root.path + "/"
        let absolute = arguments.map { argument in
            FileManager.default.fileExists(atPath: prefix + argument) ? prefix + argument : argument
        }
        let sink = CapturedOutput(isTerminal: false)
        _ = runOnLargeStack(stackSize: 64 << 20) {
            ViewScriptTool(standardOutput: sink, standardError: sink, environment: ["NO_COLOR": "1"]).run(absolute)
        }
        return sink.text.replacingOccurrences(of: prefix, with: "")
    }

    // MARK: - Links

    @Test func linksInsideTheRepositoryResolve() throws {
        for page in try Self.pages() {
            let directory = (page.path as NSString).deletingLastPathComponent
            for target in Self.links(in: page.text) where !target.contains("://") && !target.hasPrefix("mailto:") {
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let file = parts[0].isEmpty ? page.path : ((directory as NSString).appendingPathComponent(parts[0]) as NSString).standardizingPath
                let url = Self.root.appendingPathComponent(file)
                guard FileManager.default.fileExists(atPath: url.path) else {
                    Issue.record("\(page.path): link to '\(target)': no file \(file)")
                    continue
                }
                if parts.count == 2, file.hasSuffix(".md") {
                    let anchors = Self.anchors(in: try String(contentsOf: url, encoding: .utf8))
                    #expect(anchors.contains(parts[1]), "\(page.path): link to '\(target)': no heading '#\(parts[1])' in \(file)")
                }
            }
        }
    }

    /// The targets of `[text](target)` and `![alt](target)` outside code blocks and spans.
    static func links(in text: String) -> [String] {
        var targets: [String] = []
        var inBlock = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inBlock.toggle(); continue }
            guard !inBlock else { continue }
            let plain = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
            var rest = Substring(plain)
            while let open = rest.range(of: "](") {
                let after = rest[open.upperBound...]
                guard let close = after.firstIndex(of: ")") else { break }
                targets.append(String(after[..<close]))
                rest = after[close...]
            }
        }
        return targets
    }

    /// GitHub's anchors of a page's headings: lower-cased, spaces as "-", punctuation dropped.
    static func anchors(in text: String) -> Set<String> {
        var anchors = Set<String>()
        for line in text.split(separator: "\n") where line.hasPrefix("#") {
            let title = line.drop(while: { $0 == "#" }).trimmingCharacters(in: .whitespaces).lowercased()
            anchors.insert(String(title.compactMap { character -> Character? in
                if character == " " { return "-" }
                return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
            }))
        }
        return anchors
    }
}
