import ViewScriptSyntax

/// A module of several files (`--sources`, `SourceFile(module:joining:)`): every declaration
/// is visible in every file, except that a top-level `private` or `fileprivate` one is visible
/// only in its own file, as swiftc compiles a target.
struct FileScopes {
    /// Top-level private names and the part (file) that declares them.
    var privateNames: [String: Int] = [:]
}

extension Compiler {
    /// Records the top-level private declarations of a joined file; the same private name in
    /// two files (two separate declarations in Swift) is reported, not merged.
    mutating func collectFilePrivateNames(_ declarations: [Decl]) {
        guard !file.parts.isEmpty else { return }
        for decl in declarations {
            guard decl.modifiers.access == .private || decl.modifiers.access == .fileprivate,
                  let part = file.partIndex(of: decl.range.start) else { continue }
            for name in Self.declaredNames(decl) {
                if let other = fileScopes.privateNames[name.name], other != part {
                    report(.privateNameInTwoFiles(name.name), at: name.range)
                } else {
                    fileScopes.privateNames[name.name] = part
                }
            }
        }
    }

    /// The names a top-level declaration introduces.
    static func declaredNames(_ decl: Decl) -> [Identifier] {
        switch decl.kind {
        case .nominal(let nominal): return [nominal.name]
        case .function(let function): return [function.name]
        case .typeAlias(let alias): return [alias.name]
        case .variable(let variable):
            return variable.bindings.compactMap { binding in
                if case .binding(let name) = binding.pattern.kind { return name }
                return nil
            }
        default: return []
        }
    }

    /// Whether `name`, used at `range`, is another file's private declaration (so not in scope here).
    func isPrivateToAnotherFile(_ name: String, at range: SourceRange) -> Bool {
        guard let owner = fileScopes.privateNames[name], let here = file.partIndex(of: range.start) else { return false }
        return owner != here
    }
}
