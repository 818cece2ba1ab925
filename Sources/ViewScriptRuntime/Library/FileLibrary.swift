import Foundation
import ViewScriptSyntax

/// `Bundle.main` and `FileManager.default` over `SimulatedFiles`, and the calls that read and
/// write file URLs: `Data(contentsOf:)`, `String(contentsOf:encoding:)`, `data.write(to:)`,
/// `text.write(to:atomically:encoding:)`.
/// Sources: Apple, Bundle.url(forResource:withExtension:),
/// https://developer.apple.com/documentation/foundation/bundle/url(forresource:withextension:)
/// ("Returns the file URL for the resource identified by the specified name and file
/// extension." ... "nil if the file could not be located"); FileManager.urls(for:in:),
/// https://developer.apple.com/documentation/foundation/filemanager/urls(for:in:)
/// ("Returns an array of URLs for the specified common directory in the requested domains.").
enum FileLibrary {
    static let typeNames: Set<String> = ["Bundle", "FileManager", "CocoaError", "URLSession", "URLRequest",
                                         "URLResponse", "HTTPURLResponse", "URLError", "URLSessionDataTask"]

    static func staticMember(_ typeName: String, _ name: String) -> Value? {
        switch (typeName, name) {
        case ("Bundle", "main"): .native(BundleObject())
        case ("FileManager", "default"): .native(FileManagerObject())
        case ("URLSession", "shared"): .native(URLSessionObject())
        // iOS 16's `URL` statics: the folders `FileManager.urls(for:in:)` gives.
        case ("URL", "documentsDirectory"): directoryURL(searchPath("documentDirectory"))
        case ("URL", let member) where member.hasSuffix("Directory"): directoryURL(searchPath(member))
        default: nil
        }
    }

    /// The sandbox folder of a `FileManager.SearchPathDirectory` member (`documentDirectory`,
    /// ...) or of `temporaryDirectory`.
    static func searchPath(_ member: String) -> String? {
        switch member {
        case "documentDirectory": SimulatedFiles.documentsPath
        case "cachesDirectory": SimulatedFiles.homePath + "/Library/Caches"
        case "libraryDirectory": SimulatedFiles.homePath + "/Library"
        case "applicationSupportDirectory": SimulatedFiles.homePath + "/Library/Application Support"
        case "temporaryDirectory": SimulatedFiles.homePath + "/tmp"
        default: nil
        }
    }

    /// A folder's URL, ending in `/` as a directory URL does.
    static func directoryURL(_ path: String?) -> Value? {
        path.map { .native(URLObject(fileURL($0) + "/")) }
    }

    static func fileURL(_ path: String) -> String { URL(fileURLWithPath: path).absoluteString }

    /// The path of a URL value (`file:///...`), or a failure for a URL that is not a file's.
    static func path(of value: Value, _ context: CallContext, _ what: String) throws -> String {
        switch value.unwrappedDeep ?? value {
        case .native(let url as URLObject):
            guard let parsed = URL(string: url.text), parsed.isFileURL else {
                throw context.failure(.networkURLInFileCall(what, url.text))
            }
            return parsed.path
        case .string(let path): return path
        default: throw context.failure(.typeMismatch("\(what) needs a file URL"))
        }
    }

    /// `Data(contentsOf: url)`: the bytes, a thrown `CocoaError` for a missing file, a
    /// positioned error outside the bundle and the sandbox.
    static func read(_ value: Value, _ context: CallContext, _ what: String) throws -> Data {
        let path = try path(of: value, context, what)
        switch context.interpreter.files.read(path) {
        case .data(let data): return data
        case .missing: throw FileErrorObject.thrown(.readNoSuchFile, path, context)
        case .outside(let standard): throw context.failure(.outsideSandbox(what, standard))
        case .tooLarge(let size): throw context.failure(.fileTooLarge(what, path, size))
        }
    }

    static func write(_ data: Data, to value: Value, _ context: CallContext, _ what: String) throws {
        let path = try path(of: value, context, what)
        try check(context.interpreter.files.write(data, to: path), path, context, what)
    }

    /// `text.write(to: url, atomically: true, encoding: .utf8)`.
    static func write(_ text: String, to value: Value, _ context: CallContext) throws {
        try write(Data(text.utf8), to: value, context, "String.write(to:)")
    }

    static func check(_ result: SimulatedFiles.WriteResult?, _ path: String, _ context: CallContext, _ what: String) throws {
        switch result {
        case .written?: return
        case nil, .noFolder?: throw FileErrorObject.thrown(.noSuchFile, path, context)
        case .readOnly?: throw FileErrorObject.thrown(.writeNoPermission, path, context)
        case .outside(let standard)?: throw context.failure(.outsideSandbox(what, standard))
        }
    }

    /// `Data(contentsOf:)`, `Data(contentsOf:options:)`.
    static func constructData(_ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        guard arguments.labels.first == "contentsOf" else { return nil }
        return .native(DataObject(try read(arguments.values[0], context, "Data(contentsOf:)")))
    }

    /// `String(contentsOf: url, encoding: .utf8)`, `String(contentsOf: url)`, `String(contentsOfFile:encoding:)`.
    static func constructString(_ labels: [String?], _ values: [Value], _ context: CallContext) throws -> Value? {
        guard let first = labels.first, first == "contentsOf" || first == "contentsOfFile" else { return nil }
        let data = try read(values[0], context, "String(\(first ?? ""):)")
        guard let text = String(data: data, encoding: .utf8) else {
            throw FileErrorObject.thrown(.readInapplicableEncoding, try path(of: values[0], context, "String"), context)
        }
        return .string(text)
    }
}

/// `Bundle.main`: the app's resources.
final class BundleObject: NativeObject, NativeMembers {
    var runtimeType: RuntimeType { .named("Bundle", []) }
    func describe() -> String { "NSBundle <\(SimulatedFiles.bundlePath)> (loaded)" }
    func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch name {
        case "bundlePath", "resourcePath": .string(SimulatedFiles.bundlePath)
        case "bundleURL", "resourceURL": .native(URLObject(FileLibrary.fileURL(SimulatedFiles.bundlePath)))
        case "bundleIdentifier": .some(.string("com.example.App"))
        default: nil
        }
    }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        let files = context.interpreter.files
        let values = arguments.values.map { $0.unwrappedDeep ?? $0 }
        let labels = arguments.labels
        guard let resource = values.first?.asString else { return nil }
        let subdirectory = labels.firstIndex(of: "subdirectory").flatMap { values[$0].asString }
        switch (name, labels.prefix(2)) {
        case ("url", ["forResource", "withExtension"]), ("url", ["forResource"]):
            let type = labels.count > 1 ? values[1].asString : nil
            guard let path = files.resourcePath(name: resource, type: type, subdirectory: subdirectory) else { return Value.none }
            return .some(.native(URLObject(FileLibrary.fileURL(path))))
        case ("path", ["forResource", "ofType"]):
            guard let path = files.resourcePath(name: resource, type: values[1].asString, subdirectory: subdirectory) else { return Value.none }
            return .some(.string(path))
        default:
            return nil
        }
    }
}

/// `FileManager.default`: the Documents directory of the sandbox and its files.
final class FileManagerObject: NativeObject, NativeMembers {
    var runtimeType: RuntimeType { .named("FileManager", []) }
    func describe() -> String { "<NSFileManager>" }
    func property(_ name: String, _ context: CallContext) throws -> Value? {
        name == "temporaryDirectory" ? FileLibrary.directoryURL(FileLibrary.searchPath(name)) : nil
    }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        let files = context.interpreter.files
        let values = arguments.values
        let what = "FileManager.\(name)"
        switch (name, arguments.labels) {
        case ("urls", ["for", "in"]):
            let folder = try Self.folder(values[0], context)
            return .array(ArrayValue([FileLibrary.directoryURL(folder) ?? .void], elementType: .named("URL", [])))
        case ("url", ["for", "in", "appropriateFor", "create"]):
            // Source: Apple, FileManager.url(for:in:appropriateFor:create:) ("shouldCreate:
            // Whether to create the directory if it does not already exist"); without it the
            // folder's URL is returned whether or not the folder exists, as `urls(for:in:)` does.
            let folder = try Self.folder(values[0], context)
            if values[3].asBool == true {
                try FileLibrary.check(files.createDirectory(folder, intermediates: true), folder, context, what)
            }
            return FileLibrary.directoryURL(folder)
        case ("fileExists", ["atPath"]), ("fileExists", ["atPath", "isDirectory"]):
            let path = try FileLibrary.path(of: values[0], context, what)
            guard let found = files.exists(path) else { throw context.failure(.outsideSandbox(what, path)) }
            return .bool(found.exists)
        case ("contents", ["atPath"]):
            let path = try FileLibrary.path(of: values[0], context, what)
            switch files.read(path) {
            case .data(let data): return .some(.native(DataObject(data)))
            case .missing: return Value.none
            case .outside(let standard): throw context.failure(.outsideSandbox(what, standard))
            case .tooLarge(let size): throw context.failure(.fileTooLarge(what, path, size))
            }
        case ("removeItem", ["at"]), ("removeItem", ["atPath"]):
            let path = try FileLibrary.path(of: values[0], context, what)
            try FileLibrary.check(files.remove(path), path, context, what)
            return .void
        case ("createDirectory", let labels) where labels.first == "at" || labels.first == "atPath":
            let path = try FileLibrary.path(of: values[0], context, what)
            let intermediates = labels.firstIndex(of: "withIntermediateDirectories").flatMap { values[$0].asBool } ?? false
            try FileLibrary.check(files.createDirectory(path, intermediates: intermediates), path, context, what)
            return .void
        case ("contentsOfDirectory", ["atPath"]):
            let path = try FileLibrary.path(of: values[0], context, what)
            guard let names = files.contents(ofDirectory: path) else {
                if files.exists(path) == nil { throw context.failure(.outsideSandbox(what, path)) }
                throw FileErrorObject.thrown(.readNoSuchFile, path, context)
            }
            return .array(ArrayValue(names.map(Value.string), elementType: .string))
        default:
            return nil
        }
    }

    /// The sandbox folder of a `FileManager.SearchPathDirectory` (`.documentDirectory`, ...).
    private static func folder(_ directory: Value, _ context: CallContext) throws -> String {
        guard let member = directory.symbolMember, member != "temporaryDirectory", let path = FileLibrary.searchPath(member) else {
            throw context.failure(.notSimulated("FileManager directory .\(directory.symbolMember ?? "?")"))
        }
        return path
    }
}

/// The `CocoaError` a file operation throws, with the message Foundation gives on iOS.
final class FileErrorObject: NativeObject, NativeMembers, NativeSupertypes {
    enum Code: Int {
        case noSuchFile = 4, readNoSuchFile = 260, readInapplicableEncoding = 261, writeNoPermission = 513
    }
    let code: Code
    let path: String

    init(_ code: Code, path: String) {
        self.code = code
        self.path = path
    }

    static func thrown(_ code: Code, _ path: String, _ context: CallContext) -> ThrownError {
        ThrownError(value: .native(FileErrorObject(code, path: path)), range: context.range)
    }

    var runtimeType: RuntimeType { .named("CocoaError", []) }
    var supertypeNames: [String] { ["Error", "NSError"] }

    var message: String {
        let name = (path as NSString).lastPathComponent
        let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
        switch code {
        case .noSuchFile: return "The file “\(name)” doesn’t exist."
        case .readNoSuchFile: return "The file “\(name)” couldn’t be opened because there is no such file."
        case .readInapplicableEncoding: return "The file “\(name)” couldn’t be opened because the text encoding of its contents can’t be determined."
        case .writeNoPermission: return "You don’t have permission to save the file “\(name)” in the folder “\(folder)”."
        }
    }

    func describe() -> String { "Error Domain=NSCocoaErrorDomain Code=\(code.rawValue) \"\(message)\"" }
    func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch name {
        case "localizedDescription": .string(message)
        case "code": .int(code.rawValue)
        case "errorCode": .int(code.rawValue)
        default: nil
        }
    }
    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? { nil }
}

extension DiagnosticMessage {
    /// A file call reaching outside the bundle's resources and the sandbox.
    static func outsideSandbox(_ call: String, _ path: String) -> DiagnosticMessage {
        DiagnosticMessage("outside-sandbox", .error, "\(call) cannot reach '\(path)': a script reads only its bundle's resources "
            + "(the Resources folder beside the .view file) and reads and writes only its own sandbox (the Documents directory)")
    }

    /// A resource bigger than `SimulatedFiles.maximumReadBytes`.
    static func fileTooLarge(_ call: String, _ path: String, _ size: Int) -> DiagnosticMessage {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return DiagnosticMessage("file-too-large", .error, "\(call) cannot read '\(name)': it holds \(size) bytes, and a script "
            + "reads files of at most \(SimulatedFiles.maximumReadBytes) bytes (16 MiB)")
    }

    /// `Data(contentsOf: URL(string: "https://..."))`: the simulated network answers only URLSession.
    static func networkURLInFileCall(_ call: String, _ url: String) -> DiagnosticMessage {
        DiagnosticMessage("network-url-in-file-call", .error, "\(call) with the network URL '\(url)' is not simulated: "
            + "load it with URLSession.shared.data(from:), answered by a 'respond to' step")
    }
}
