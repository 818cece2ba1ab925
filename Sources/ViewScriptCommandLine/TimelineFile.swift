import Foundation
import ViewScriptTimeline

/// Writes a timeline page for `run --timeline` and the REPL's `:timeline`.
enum TimelineFile {
    /// Writes `document` to `path`; the problem when it cannot.
    static func write(_ document: TimelineDocument, to path: String) -> FileProblem? {
        do {
            try document.html().write(toFile: path, atomically: true, encoding: .utf8)
            return nil
        } catch {
            return FileProblem(path: path, .cannotWrite(reason: error.localizedDescription))
        }
    }
}
