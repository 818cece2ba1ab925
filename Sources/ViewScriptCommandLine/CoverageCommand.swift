import Foundation
import ViewScriptRuntime
import ViewScriptSyntax

/// `viewscript coverage PATH...`: reads the `.swift` files under each path (one module per
/// path, as `--sources` compiles them) without running them, and lists what they use that
/// ViewScript does not simulate yet (`CoverageScan`): each gap once with its count and
/// every `FILE:LINE:COL`, the most frequent first, then `N of M files use only simulated
/// API`. `--format json` prints the same as one JSON object.
struct CoverageCommand: Sendable {
    let paths: [String]
    var json = false

    struct Group {
        let message: String
        var locations: [String]
    }

    func run(_ console: Console) -> ExitStatus {
        var groups: [String: Group] = [:]
        var order: [String] = []
        var files: [String] = []
        var filesWithGaps: Set<String> = []
        var failed = false
        for path in paths {
            let sources = ModuleSources.load([path])
            for problem in sources.problems {
                console.writeError(console.renderer.render(problem))
                failed = true
            }
            guard !sources.files.isEmpty else {
                console.writeError(console.renderer.render(FileProblem(path: path, .noSwiftFiles)))
                failed = true
                continue
            }
            files += sources.files.map(\.path)
            let module = SourceFile(module: path, joining: sources.files)
            let scan = runOnLargeStack(stackSize: 256 << 20) { CoverageScan(Parser.parse(module)) }
            for gap in scan.gaps {
                let location = "\(gap.span.file.path):\(gap.span.start.line):\(gap.span.start.column)"
                filesWithGaps.insert(gap.span.file.path)
                if groups[gap.message] == nil {
                    order.append(gap.message)
                    groups[gap.message] = Group(message: gap.message, locations: [])
                }
                groups[gap.message]!.locations.append(location)
            }
        }
        // Most frequent first; ties in the order they were found.
        let sorted = order.enumerated().sorted { left, right in
            let (a, b) = (groups[left.element]!.locations.count, groups[right.element]!.locations.count)
            return a != b ? a > b : left.offset < right.offset
        }.map { groups[$0.element]! }
        let simulated = files.count - filesWithGaps.count
        console.write(json ? jsonReport(sorted, simulated: simulated, total: files.count) : textReport(sorted, simulated: simulated, total: files.count))
        return failed || !sorted.isEmpty ? .failure : .success
    }

    func textReport(_ groups: [Group], simulated: Int, total: Int) -> String {
        var text = ""
        for group in groups {
            text += "\(group.message) (\(group.locations.count))\n"
            for location in group.locations { text += "  \(location)\n" }
        }
        if !groups.isEmpty { text += "\n" }
        return text + "\(simulated) of \(total) files use only simulated API\n"
    }

    func jsonReport(_ groups: [Group], simulated: Int, total: Int) -> String {
        let object: [String: Any] = [
            "gaps": groups.map { ["message": $0.message, "count": $0.locations.count, "locations": $0.locations] as [String: Any] },
            "files": total,
            "simulatedFiles": simulated,
        ]
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
