import ViewScriptSyntax

/// A module of several files (`--sources`, `SourceFile(module:joining:)`): every declaration
/// is visible in every file, except that a top-level `private` or `fileprivate` one is visible
/// only in its own file, as swiftc compiles a target. Several files may each declare a
/// private type of one name (`private struct Row` beside each view): each file sees its own.
struct FileScopes {
    /// Top-level private names and the parts (files) that declare them, in order.
    var privateParts: [String: [Int]] = [:]
}

extension Compiler {
    /// Records the top-level private declarations of a joined file. The same private type
    /// name in several files gives each file its own type; the same private function or
    /// variable name in two files is reported as not simulated yet.
    mutating func collectFilePrivateNames(_ declarations: [Decl]) {
        guard !file.parts.isEmpty else { return }
        for decl in declarations {
            guard decl.modifiers.access == .private || decl.modifiers.access == .fileprivate,
                  let part = file.partIndex(of: decl.range.start) else { continue }
            for name in Self.declaredNames(decl) {
                let parts = fileScopes.privateParts[name.name] ?? []
                if parts.contains(part) { continue }
                if !parts.isEmpty, !Self.isTypeDeclaration(decl) {
                    report(.privateNameInTwoFiles(name.name), at: name.range)
                    continue
                }
                fileScopes.privateParts[name.name] = parts + [part]
            }
        }
    }

    static func isTypeDeclaration(_ decl: Decl) -> Bool {
        if case .nominal = decl.kind { return true }
        return false
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
        guard let parts = fileScopes.privateParts[name], let here = file.partIndex(of: range.start) else { return false }
        return !parts.contains(here)
    }

    /// The key of a top-level type in `program.types`: its name, or, for a private type whose
    /// name another file's private type has too, its name and file.
    func topLevelTypeKey(_ name: String, at range: SourceRange) -> String {
        guard let parts = fileScopes.privateParts[name], parts.count > 1, let here = file.partIndex(of: range.start),
              parts.contains(here), here != parts[0] else { return name }
        return "\(name)@\(here)"
    }

    /// This file's own private type `name`, when several files declare one.
    func filePrivateType(_ name: String, at range: SourceRange) -> NominalType? {
        guard let parts = fileScopes.privateParts[name], parts.count > 1 else { return nil }
        return program.types[topLevelTypeKey(name, at: range)]
    }
}
