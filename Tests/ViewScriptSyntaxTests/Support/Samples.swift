import Foundation

/// The package's folders, found from this file's path.
enum PackagePaths {
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static var samples: URL { root.appendingPathComponent("Samples") }

    /// Every `.view` file under `Samples/`, sorted by path.
    static func sampleFiles() -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: samples, includingPropertiesForKeys: nil) else {
            return []
        }
        return enumerator.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "view" }
            .sorted { $0.path < $1.path }
    }
}
