import Foundation

/// The files a script can reach: the app bundle's resources (read-only: the files of the
/// `Resources/` folder beside the `.view` file, and of the app folder's `resources`), and a
/// fresh, empty, in-memory sandbox for the Documents directory of each run, gone when the run
/// ends. Nothing is written to the real disk; a path outside both is a positioned error.
///
/// Paths are those of an app on a device, fixed so output is the same on every machine:
/// the bundle is `/var/containers/Bundle/Application/App/App.app`, the Documents directory
/// `/var/mobile/Containers/Data/Application/App/Documents`.
public final class SimulatedFiles {
    public static let bundlePath = "/var/containers/Bundle/Application/App/App.app"
    public static let homePath = "/var/mobile/Containers/Data/Application/App"
    public static let documentsPath = homePath + "/Documents"

    /// Real folders whose files are the bundle's resources, searched in order.
    public let resourceFolders: [String]
    /// The sandbox: file contents by standardized path.
    private var files: [String: Data] = [:]
    /// Directories of the sandbox (its root folders exist from the start).
    private var directories: Set<String> = [homePath, documentsPath, homePath + "/Library", homePath + "/Library/Caches", homePath + "/tmp"]

    public init(resourceFolders: [String] = []) { self.resourceFolders = resourceFolders }

    /// Where a path is.
    enum Place: Equatable {
        /// A file of the bundle: its path inside the bundle.
        case bundle(String)
        /// The sandbox, by standardized path.
        case sandbox(String)
        case outside(String)
    }

    static func place(of path: String) -> Place {
        let standard = (path as NSString).standardizingPath
        if standard == bundlePath { return .bundle("") }
        if standard.hasPrefix(bundlePath + "/") { return .bundle(String(standard.dropFirst(bundlePath.count + 1))) }
        if standard == homePath || standard.hasPrefix(homePath + "/") { return .sandbox(standard) }
        return .outside(standard)
    }

    // MARK: Resources

    /// The real file of the bundle resource at `relative`, if one of the folders has it.
    func resourceFile(_ relative: String) -> String? {
        guard !relative.isEmpty, !relative.split(separator: "/").contains("..") else { return nil }
        for folder in resourceFolders {
            let candidate = folder + "/" + relative
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue { return candidate }
        }
        return nil
    }

    /// `Bundle.main.path(forResource: "items", ofType: "json")`: the bundle path, or nil.
    func resourcePath(name: String, type: String?, subdirectory: String?) -> String? {
        var file = name
        if let type, !type.isEmpty { file += (type.hasPrefix(".") ? "" : ".") + type }
        let relative = subdirectory.map { $0 + "/" + file } ?? file
        return resourceFile(relative) == nil ? nil : Self.bundlePath + "/" + relative
    }

    // MARK: Reading and writing

    enum ReadResult {
        case data(Data)
        case missing
        case outside(String)
        /// A resource larger than `maximumReadBytes`: its size.
        case tooLarge(Int)
    }

    /// The largest file a script may read: 16 MiB. Decoding is interpreted, so a bigger
    /// resource would take minutes and gigabytes; it is an error naming the file instead.
    public static let maximumReadBytes = 16 << 20

    /// The resource file `file` as it really is: outside its folder (a symbolic link that
    /// leads out of `Resources/`), its real path is returned as `.outside`.
    private func readResource(_ file: String) -> ReadResult {
        let real = URL(fileURLWithPath: file).resolvingSymlinksInPath().path
        let inside = resourceFolders.contains { folder in
            real.hasPrefix(URL(fileURLWithPath: folder).resolvingSymlinksInPath().path + "/")
        }
        guard inside else { return .outside(real) }
        let size = (try? FileManager.default.attributesOfItem(atPath: real)[.size] as? Int) ?? 0
        guard size <= Self.maximumReadBytes else { return .tooLarge(size) }
        return FileManager.default.contents(atPath: real).map(ReadResult.data) ?? .missing
    }

    func read(_ path: String) -> ReadResult {
        switch Self.place(of: path) {
        case .bundle(let relative):
            guard let file = resourceFile(relative) else { return .missing }
            return readResource(file)
        case .sandbox(let standard):
            return files[standard].map(ReadResult.data) ?? .missing
        case .outside(let standard):
            return .outside(standard)
        }
    }

    enum WriteResult: Equatable {
        case written
        /// The folder the file would go in does not exist.
        case noFolder
        case readOnly
        case outside(String)
    }

    func write(_ data: Data, to path: String) -> WriteResult {
        switch Self.place(of: path) {
        case .bundle: return .readOnly
        case .outside(let standard): return .outside(standard)
        case .sandbox(let standard):
            guard directories.contains((standard as NSString).deletingLastPathComponent) else { return .noFolder }
            guard !directories.contains(standard) else { return .noFolder }
            files[standard] = data
            return .written
        }
    }

    /// Whether a file or folder exists at `path`; nil when the path is outside.
    func exists(_ path: String) -> (exists: Bool, isDirectory: Bool)? {
        switch Self.place(of: path) {
        case .bundle(let relative):
            if relative.isEmpty { return (true, true) }
            return (resourceFile(relative) != nil, false)
        case .sandbox(let standard):
            if directories.contains(standard) { return (true, true) }
            return (files[standard] != nil, false)
        case .outside:
            return nil
        }
    }

    /// Removes a file or a folder with everything in it: false when nothing is there.
    func remove(_ path: String) -> WriteResult? {
        switch Self.place(of: path) {
        case .bundle: return .readOnly
        case .outside(let standard): return .outside(standard)
        case .sandbox(let standard):
            if files.removeValue(forKey: standard) != nil { return .written }
            guard directories.contains(standard) else { return nil }
            directories = directories.filter { $0 != standard && !$0.hasPrefix(standard + "/") }
            files = files.filter { !$0.key.hasPrefix(standard + "/") }
            return .written
        }
    }

    /// `createDirectory(at:withIntermediateDirectories:)`.
    func createDirectory(_ path: String, intermediates: Bool) -> WriteResult {
        switch Self.place(of: path) {
        case .bundle: return .readOnly
        case .outside(let standard): return .outside(standard)
        case .sandbox(let standard):
            if files[standard] != nil { return .noFolder }
            let parent = (standard as NSString).deletingLastPathComponent
            if !directories.contains(parent) {
                guard intermediates, case .written = createDirectory(parent, intermediates: true) else { return .noFolder }
            }
            directories.insert(standard)
            return .written
        }
    }

    /// The names in a sandbox folder, sorted (Foundation gives no order; sorted keeps output stable).
    func contents(ofDirectory path: String) -> [String]? {
        guard case .sandbox(let standard) = Self.place(of: path), directories.contains(standard) else { return nil }
        let prefix = standard + "/"
        let names = (Array(files.keys) + Array(directories)).filter { $0.hasPrefix(prefix) && !$0.dropFirst(prefix.count).contains("/") }
        return names.map { String($0.dropFirst(prefix.count)) }.sorted()
    }
}
