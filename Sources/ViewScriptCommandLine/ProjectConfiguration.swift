import Foundation
import ViewScriptRuntime
import ViewScriptSyntax

/// `viewscript.json` at the root of an app folder: how `check`, `run` and `previews` treat
/// the `.view` files under that folder.
///
///     {
///       "sources": ["."],          // folders (or files) of .swift files compiled with each .view file
///       "resources": ["Resources"],// folders of bundle resources (JSON, images)
///       "previews": true,          // `check` also runs the #Preview blocks of the sources
///       "ios": 17,                 // the simulated iOS release
///       "locale": "en_US"          // the simulated device's locale
///     }
///
/// Every field is optional; paths are relative to the file's folder. An unknown field, or a
/// field of the wrong type, is a positioned error naming the fields there are.
struct ProjectConfiguration: Equatable, Sendable {
    static let fileName = "viewscript.json"
    /// The fields, in the order the documentation lists them.
    static let fields = ["sources", "resources", "previews", "ios", "locale"]

    /// The folder holding `viewscript.json` (as the user would write it).
    var root: String
    var sources: [String] = []
    var resources: [String] = []
    var previews = false
    /// `"ios": 18`: the release to simulate (`--ios` wins over it); nil when not given.
    var ios: IOSRelease?
    /// The simulated device's locale, when the file names one.
    var locale: String?

    /// The source folders as paths from the working directory.
    var sourcePaths: [String] { sources.map(path(of:)) }
    var resourcePaths: [String] { resources.map(path(of:)) }

    private func path(of relative: String) -> String {
        if relative.hasPrefix("/") { return relative }
        if relative == "." { return root }
        return root == "." ? relative : root + "/" + relative
    }

    static var isPresentInWorkingDirectory: Bool { FileManager.default.fileExists(atPath: fileName) }

    /// Reads `DIRECTORY/viewscript.json`: nil when there is none.
    static func load(in directory: String) -> Result<ProjectConfiguration, FileProblem>? {
        let path = directory == "." ? fileName : (directory.hasSuffix("/") ? directory : directory + "/") + fileName
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(FileProblem(path: path, .cannotRead(reason: "permission denied")))
        }
        return parse(data, path: path, root: directory)
    }

    static func parse(_ data: Data, path: String, root: String) -> Result<ProjectConfiguration, FileProblem> {
        func problem(_ message: DiagnosticMessage) -> Result<ProjectConfiguration, FileProblem> {
            .failure(FileProblem(path: path, location: SourceLocation(line: 1, column: 1), message))
        }
        guard let object = try? JSONSerialization.jsonObject(with: data), let fields = object as? [String: Any] else {
            return problem(.configurationNotAnObject)
        }
        var configuration = ProjectConfiguration(root: root)
        for key in fields.keys.sorted() {
            let value = fields[key]!
            switch key {
            case "sources", "resources":
                guard let list = value as? [String] else { return problem(.configurationFieldType(key, "an array of paths")) }
                if key == "sources" { configuration.sources = list } else { configuration.resources = list }
            case "previews":
                guard let flag = value as? Bool else { return problem(.configurationFieldType(key, "true or false")) }
                configuration.previews = flag
            case "ios":
                guard let number = value as? Int else { return problem(.configurationFieldType(key, "a whole number (17)")) }
                guard let release = IOSRelease(rawValue: number) else { return problem(.notSimulatedSetting("iOS \(number)")) }
                configuration.ios = release
            case "locale":
                guard let identifier = value as? String else { return problem(.configurationFieldType(key, "a locale identifier (\"en_US\")")) }
                guard SimulatedDevice.isKnownLocale(identifier) else { return problem(.unknownLocale(identifier)) }
                configuration.locale = identifier
            default:
                return problem(.unknownConfigurationField(key, known: Self.fields))
            }
        }
        for path in configuration.sourcePaths + configuration.resourcePaths where !FileManager.default.fileExists(atPath: path) {
            return problem(.configurationMissingFolder(path))
        }
        return .success(configuration)
    }

    /// The nearest `viewscript.json` in the folders holding `path` (a `.view` file or a
    /// folder): the folder itself, then its parents up to the working directory (or `/`).
    static func nearest(to path: String, cache: inout [String: Result<ProjectConfiguration, FileProblem>?])
        -> Result<ProjectConfiguration, FileProblem>? {
        var directory = path
        var isDirectory: ObjCBool = false
        if !(FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue) {
            directory = parent(of: path)
        }
        while true {
            let found: Result<ProjectConfiguration, FileProblem>?
            if let cached = cache[directory] { found = cached } else {
                found = load(in: directory)
                cache[directory] = found
            }
            if let found { return found }
            if directory == "." || directory == "/" || directory.hasSuffix("..") { return nil }
            directory = parent(of: directory)
        }
    }

    static func parent(of path: String) -> String {
        var trimmed = path
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        if slash == trimmed.startIndex { return "/" }
        return String(trimmed[..<slash])
    }
}
