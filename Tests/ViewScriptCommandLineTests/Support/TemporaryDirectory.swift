import Foundation

/// A fresh directory under the system's temporary directory, removed by `remove()`.
struct TemporaryDirectory {
    let path: String

    init() throws {
        let base = FileManager.default.temporaryDirectory.path
        path = base + "/viewscript-cli-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes `text` at `relativePath`, creating folders; returns the full path.
    @discardableResult
    func write(_ relativePath: String, _ text: String) throws -> String {
        let full = path + "/" + relativePath
        let folder = (full as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        return full
    }

    func makeDirectory(_ relativePath: String) throws {
        try FileManager.default.createDirectory(atPath: path + "/" + relativePath, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
