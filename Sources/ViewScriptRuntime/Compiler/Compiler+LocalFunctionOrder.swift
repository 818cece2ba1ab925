import ViewScriptSyntax

/// A local function may be called before its declaration in the same block (Swift declares
/// local functions for the whole block). Its closure is made at the start of the block, before
/// the other statements, when that changes nothing else: when it names none of the block's
/// variables or local types (whose storage does not exist before their declaration).
extension Compiler {
    func hoistingLocalFunctions(_ statements: [Stmt]) -> [Stmt] {
        var functions: [Stmt] = []
        var others: [Stmt] = []
        var blockNames: Set<String> = []
        for statement in statements {
            guard case .declaration(let decl) = statement.kind else { others.append(statement); continue }
            switch decl.kind {
            case .function:
                functions.append(statement)
                continue
            case .variable(let variable):
                for binding in variable.bindings {
                    guard let name = binding.pattern.declaredName else { return statements }
                    blockNames.insert(name)
                }
            case .nominal(let nominal):
                blockNames.insert(nominal.name.name)
            default:
                break
            }
            others.append(statement)
        }
        guard !functions.isEmpty, !others.isEmpty else { return statements }
        let hoisted = functions.filter { !mentions($0.range, blockNames) }
        guard !hoisted.isEmpty else { return statements }
        let kept = statements.filter { statement in !hoisted.contains { $0.range == statement.range } }
        return hoisted + kept
    }

    /// Whether the source text in `range` has one of `names` as a whole word.
    private func mentions(_ range: SourceRange, _ names: Set<String>) -> Bool {
        guard !names.isEmpty else { return false }
        let text = file.text(range)
        var word = ""
        for character in text + " " {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                if names.contains(word) { return true }
                word = ""
            }
        }
        return false
    }
}
