import ViewScriptSyntax

/// What `check` runs: each `.view` file with the module it compiles in (the `--sources`
/// folders, and the `sources` of the nearest `viewscript.json`), and the previews of the
/// modules that ask for them (`--previews`, `"previews": true`).
struct CheckPlan {
    enum Job: Sendable {
        case viewFile(String, ModuleSources)
        /// The previews of a module, reported under its folder's path.
        case previews(String, ModuleSources)
    }

    private(set) var jobs: [Job] = []
    /// Unreadable sources and wrong `viewscript.json` files, each once.
    private(set) var problems: [FileProblem] = []
    private let module: ModuleOptions
    private let shared: ModuleSources
    private var seenFiles: Set<String> = []
    private var configurations: [String: Result<ProjectConfiguration, FileProblem>?] = [:]
    private var sourcesByRoot: [String: ModuleSources] = [:]
    private var reportedProblems: Set<String> = []
    private var previewRoots: Set<String> = []

    init(module: ModuleOptions) {
        self.module = module
        var shared = ModuleSources.load(module.sources)
        shared.release = module.release
        self.shared = shared
        problems = shared.problems
        if module.previews, let first = module.sources.first {
            previewRoots.insert(first)
            jobs.append(.previews(first, shared))
        }
    }

    /// Whether the folder `path` is an app folder whose previews `check` runs.
    mutating func hasPreviews(under path: String) -> Bool {
        guard case .success(let configuration)? = configuration(for: path) else { return false }
        return configuration.previews || module.previews
    }

    /// The `.view` files found under the operand `path`.
    mutating func add(_ files: [String], under path: String) {
        if case .success(let configuration)? = configuration(for: path) { addPreviews(of: configuration) }
        for file in files where seenFiles.insert(file).inserted {
            switch configuration(for: file) {
            case nil:
                jobs.append(.viewFile(file, shared))
            case .failure(let problem):
                if reportedProblems.insert(problem.path).inserted { problems.append(problem) }
            case .success(let configuration):
                addPreviews(of: configuration)
                jobs.append(.viewFile(file, sources(of: configuration)))
            }
        }
    }

    /// `viewscript previews PATH`: the previews of the `.swift` files under `path`, with the
    /// `--sources` folders.
    mutating func addPreviews(ofFolder path: String) {
        guard previewRoots.insert(path).inserted else { return }
        let loaded = ModuleSources.load([path])
        for problem in loaded.problems where reportedProblems.insert(problem.path).inserted { problems.append(problem) }
        jobs.append(.previews(path, shared.merged(with: ModuleSources(files: loaded.files))))
    }

    private mutating func addPreviews(of configuration: ProjectConfiguration) {
        guard configuration.previews || module.previews, previewRoots.insert(configuration.root).inserted else { return }
        jobs.append(.previews(configuration.root, sources(of: configuration)))
    }

    private mutating func configuration(for path: String) -> Result<ProjectConfiguration, FileProblem>? {
        ProjectConfiguration.nearest(to: path, cache: &configurations)
    }

    /// The module of an app folder: its `sources`, and the `--sources` folders.
    private mutating func sources(of configuration: ProjectConfiguration) -> ModuleSources {
        if let known = sourcesByRoot[configuration.root] { return known }
        let loaded = ModuleSources.load(configuration.sourcePaths)
        for problem in loaded.problems where reportedProblems.insert(problem.path).inserted { problems.append(problem) }
        var sources = shared.merged(with: ModuleSources(files: loaded.files, resourceFolders: configuration.resourcePaths,
                                                        locale: configuration.locale))
        sources.release = module.release ?? configuration.ios
        sourcesByRoot[configuration.root] = sources
        return sources
    }
}
