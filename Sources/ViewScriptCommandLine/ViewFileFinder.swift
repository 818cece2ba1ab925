#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the `.view` files a `check` path names: the file itself, or every `.view` file
/// under a directory, recursively, in a deterministic order (a directory's entries sorted
/// by their UTF-8 bytes). Hidden entries (`.build`, `.git`) and symbolic links to
/// directories are not followed.
struct ViewFileFinder: Sendable {
    /// What the finder collects.
    enum Kind: Sendable {
        /// `.view` files (`check`).
        case viewFiles
        /// The `.swift` files of a module (`--sources`): `Package.swift` and folders named
        /// `*Tests` or `*UITests` are skipped, as they belong to other targets.
        case swiftSources

        func accepts(file name: String) -> Bool {
            switch self {
            case .viewFiles: return name.hasSuffix(".view")
            case .swiftSources: return name.hasSuffix(".swift") && name != "Package.swift"
            }
        }

        func enters(directory name: String) -> Bool {
            switch self {
            case .viewFiles: return true
            case .swiftSources: return !name.hasSuffix("Tests")
            }
        }
    }

    var kind = Kind.viewFiles

    struct Found {
        /// Paths as the user would write them: the given path joined with the relative one.
        var files: [String] = []
        /// The path itself is missing, or a directory under it could not be listed.
        var problems: [FileProblem] = []
    }

    func find(_ path: String) -> Found {
        var found = Found()
        var info = stat()
        if stat(path, &info) != 0 {
            found.problems.append(FileProblem(path: path, .cannotRead(reason: systemReason(errno))))
        } else if info.st_mode & S_IFMT == S_IFDIR {
            collect(directory: path, into: &found)
        } else {
            found.files.append(path)
        }
        return found
    }

    private func collect(directory: String, into found: inout Found) {
        let names: [String]
        switch entries(of: directory) {
        case .success(let list): names = list
        case .failure(let problem):
            found.problems.append(problem)
            return
        }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        for name in names.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) where !name.hasPrefix(".") {
            let path = prefix + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                if kind.enters(directory: name) { collect(directory: path, into: &found) }
            case S_IFLNK:
                // A link to a file counts; a link to a directory is not followed (no cycles).
                var target = stat()
                if kind.accepts(file: name), stat(path, &target) == 0, target.st_mode & S_IFMT != S_IFDIR {
                    found.files.append(path)
                }
            default:
                if kind.accepts(file: name) { found.files.append(path) }
            }
        }
    }

    /// The names in a directory, without `.` and `..`.
    private func entries(of directory: String) -> Result<[String], FileProblem> {
        guard let handle = opendir(directory) else {
            return .failure(FileProblem(path: directory, .cannotListDirectory(reason: systemReason(errno))))
        }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { tuple in
                tuple.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)) {
                    String(cString: $0)
                }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return .success(names)
    }
}
