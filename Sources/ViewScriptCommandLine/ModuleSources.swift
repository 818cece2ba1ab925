import ViewScriptRuntime
import ViewScriptSyntax

/// The `.swift` files of an app's module (`--sources DIR`, or `sources` in `viewscript.json`),
/// read once and compiled with each `.view` file as one module: every declaration is
/// visible in every file, `private` ones stay in theirs, and diagnostics point into the
/// file and line they are about.
struct ModuleSources: Sendable {
    var files: [SourceFile] = []
    /// Folders that could not be listed, files that could not be read.
    var problems: [FileProblem] = []
    /// The iOS release the module is compiled for (`--ios`, else `viewscript.json`'s `ios`).
    var release: IOSRelease?
    /// The app's bundle resource folders (`viewscript.json`'s `resources`).
    var resourceFolders: [String] = []
    /// The app's simulated locale (`viewscript.json`'s `locale`), unless `--locale` says.
    var locale: String?

    /// Reads every `.swift` file under the folders (see `ViewFileFinder.Kind.swiftSources`),
    /// each file once, in the folders' order.
    static func load(_ folders: [String], loader: SourceLoader = SourceLoader()) -> ModuleSources {
        var sources = ModuleSources()
        var seen: Set<String> = []
        for folder in folders {
            let found = ViewFileFinder(kind: .swiftSources).find(folder)
            sources.problems += found.problems
            for path in found.files where seen.insert(path).inserted {
                switch loader.load(path) {
                case .success(let file): sources.files.append(file)
                case .failure(let problem): sources.problems.append(problem)
                }
            }
        }
        return sources
    }

    /// The `.view` file joined with the sources (the file itself when there are none).
    func join(_ file: SourceFile) -> SourceFile {
        files.isEmpty ? file : SourceFile(module: file.path, joining: [file] + files)
    }

    /// These sources and `other`'s, each file once.
    func merged(with other: ModuleSources) -> ModuleSources {
        var result = self
        let paths = Set(files.map(\.path))
        result.files += other.files.filter { !paths.contains($0.path) }
        result.problems += other.problems
        result.resourceFolders += other.resourceFolders.filter { !resourceFolders.contains($0) }
        result.locale = other.locale ?? locale
        return result
    }
}
