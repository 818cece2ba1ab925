import ViewScriptSyntax

/// The scenarios `viewscript init` starts an app with: one per root view (the `@main` App,
/// else each `View` that needs no arguments and that no other file uses), each showing it
/// and expecting the plain string literals of its `Text`, `Button`, `Label` and
/// `navigationTitle` calls (for an App, those of every view: the run that `init` makes
/// before writing keeps the ones on screen).
struct StarterScenarios {
    struct Root {
        let name: String
        var texts: [String]
        /// Why the scenario is left commented out (it did not pass when `init` ran it).
        var problem: String?
    }

    var roots: [Root] = []

    /// The wrappers that give a property its value without an argument.
    static let defaultedWrappers: Set<String> = ["State", "StateObject", "Environment", "EnvironmentObject", "FocusState",
                                                 "Namespace", "AppStorage", "SceneStorage", "UIApplicationDelegateAdaptor"]
    static let textCalls: Set<String> = ["Text", "Button", "Label", "navigationTitle"]

    init(_ parsed: ParseResult) {
        let tokens = Lexer.tokens(of: parsed.file)
        var candidates: [(decl: Decl, nominal: NominalTypeDecl)] = []
        for decl in parsed.syntax.declarations {
            guard case .nominal(let nominal) = decl.kind, nominal.kind == .structType else { continue }
            candidates.append((decl, nominal))
        }
        let apps = candidates.filter { Self.inherits($0.nominal, "App") }
        let views = apps.isEmpty ? candidates.filter { candidate in
            Self.inherits(candidate.nominal, "View") && Self.needsNoArguments(candidate.nominal)
                && !Self.isUsed(candidate.nominal.name.name, outside: candidate.decl.range, tokens: tokens, file: parsed.file)
        } : apps
        for view in views {
            // An App shows the views of its window group: every view's texts are candidates
            // (the run before writing keeps those on screen at launch).
            let ranges = apps.isEmpty ? [view.decl.range] : candidates.map(\.decl.range)
            var texts: [String] = []
            for range in ranges {
                for text in Self.texts(in: range, tokens: tokens, file: parsed.file) where !texts.contains(text) { texts.append(text) }
            }
            roots.append(Root(name: view.nominal.name.name, texts: texts))
        }
    }

    static func inherits(_ nominal: NominalTypeDecl, _ name: String) -> Bool {
        nominal.inheritance.contains { if case .named(let inherited, _) = $0.kind { inherited.name == name } else { false } }
    }

    static func needsNoArguments(_ nominal: NominalTypeDecl) -> Bool {
        for member in nominal.members {
            if case .initializer = member.kind { return false }
            guard case .variable(let variable) = member.kind, !member.modifiers.flags.contains(.isStatic) else { continue }
            let wrapped = member.attributes.contains { defaultedWrappers.contains($0.name.name) }
            for binding in variable.bindings where binding.initializer == nil && binding.accessors == nil && !wrapped {
                return false
            }
        }
        return true
    }

    /// Whether `name(` or `name {` appears in another file of the module than the one of `range`.
    static func isUsed(_ name: String, outside range: SourceRange, tokens: [Token], file: SourceFile) -> Bool {
        let home = file.partIndex(of: range.start)
        for (index, token) in tokens.enumerated() where token.kind == .identifier && file.partIndex(of: token.range.start) != home {
            guard index + 1 < tokens.count, tokens[index + 1].kind == .leftParen || tokens[index + 1].kind == .leftBrace else { continue }
            if file.text(token.range) == name { return true }
        }
        return false
    }

    /// The plain string literals passed first to `Text(`, `Button(`, `Label(`, `.navigationTitle(`.
    static func texts(in range: SourceRange, tokens: [Token], file: SourceFile) -> [String] {
        var texts: [String] = []
        for index in tokens.indices.dropLast(2) where tokens[index].range.start >= range.start && tokens[index].range.end <= range.end {
            guard tokens[index].kind == .identifier, tokens[index + 1].kind == .leftParen, tokens[index + 2].kind == .stringLiteral,
                  textCalls.contains(file.text(tokens[index].range)) else { continue }
            let literal = file.text(tokens[index + 2].range)
            guard literal.count >= 2, literal.hasPrefix("\""), !literal.hasPrefix("\"\"\""), !literal.contains("\\") else { continue }
            let text = String(literal.dropFirst().dropLast())
            if !text.isEmpty && !texts.contains(text) { texts.append(text) }
        }
        return texts
    }

    /// The file's text; `lines` maps each expectation's line (1-based) to its root and text.
    func render(for directory: String) -> (text: String, lines: [Int: (root: Int, text: Int)], showLines: [Int: Int]) {
        var text = """
        // Starter scenarios for the app in '\(directory)', written by `viewscript init`.
        // Run them with `viewscript check \(directory)` (its viewscript.json names the sources).
        //
        // Each scenario starts the app fresh, shows a root view and checks what is on screen.
        // Add the steps your users take, and what they should see and what the app prints:
        //   tap "Add"                      type "Milk" into "Name"      back      dismiss
        //   expect visible "Milk"          expect not visible "Empty"   advance 2s
        //   expect \"\"\"                     (the lines printed since the last expect \"\"\")
        // `viewscript help steps` lists every step.

        """
        var lines: [Int: (root: Int, text: Int)] = [:]
        var showLines: [Int: Int] = [:]
        var line = text.split(separator: "\n", omittingEmptySubsequences: false).count
        func append(_ string: String) {
            text += string + "\n"
            line += 1
        }
        for (rootIndex, root) in roots.enumerated() {
            let prefix = root.problem == nil ? "" : "// "
            append("")
            if let problem = root.problem { append("// This scenario did not pass when `init` ran it: \(problem)") }
            append(prefix + "scenario \"\(root.name) shows its texts\" {")
            append(prefix + "    show \(root.name)()")
            showLines[line - 1] = rootIndex
            for (textIndex, string) in root.texts.enumerated() {
                append(prefix + "    expect visible \"\(string.replacingOccurrences(of: "\"", with: "\\\""))\"")
                lines[line - 1] = (rootIndex, textIndex)
            }
            append(prefix + "}")
        }
        return (text, lines, showLines)
    }
}
