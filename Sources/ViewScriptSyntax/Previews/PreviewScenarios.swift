/// Previews as scenarios: each `#Preview { ... }`, `#Preview("Name") { ... }` (with
/// `traits:` and the rest accepted) and each `PreviewProvider`'s `static var previews` (one
/// preview per view of a top-level `Group`) becomes a scenario that `show`s the preview's
/// content. The content becomes the `body` of a view made for it, as Xcode's macro makes
/// one: its `@Previewable @State` variables are that view's state.
public struct PreviewScenarios: Sendable {
    /// The views made for the previews, to compile with the program.
    public var declarations: [Decl] = []
    /// One scenario per preview, in source order; named `FILE: NAME`.
    public var scenarios: [Scenario] = []

    /// The previews among the top-level declarations of a parse.
    public init(_ parsed: ParseResult) {
        var counts: [String: Int] = [:]
        for decl in parsed.syntax.declarations {
            let fileName = Self.fileName(of: decl.range, in: parsed.file)
            switch decl.kind {
            case .macroExpansion(let name, let arguments) where name.name == "Preview":
                guard let content = arguments.last(where: { if case .closure = $0.value.kind { return true } else { return false } }),
                      case .closure(let closure) = content.value.kind else { continue }
                let title = arguments.first { $0.label == nil && !$0.isTrailingClosure }.flatMap { Self.literalText($0.value) }
                counts[fileName, default: 0] += 1
                let previewName = title ?? (counts[fileName] == 1 ? "Preview" : "Preview \(counts[fileName]!)")
                addPreview(named: "\(fileName): \(previewName)", body: closure.body, range: decl.range)
            case .nominal(let nominal) where nominal.inheritance.contains(where: Self.isPreviewProvider):
                guard let body = Self.previewsBody(nominal) else { continue }
                let parts = Self.groupChildren(body) ?? [body.statements]
                for (index, statements) in parts.enumerated() {
                    let suffix = parts.count > 1 ? " \(index + 1)" : ""
                    // Each view of a Group is its own step, at its own position (steps are keyed by range).
                    let at = parts.count > 1 ? statements[0].range : decl.range
                    addPreview(named: "\(fileName): \(nominal.name.name)\(suffix)",
                               body: Block(statements: statements, range: body.range), range: at)
                }
            default:
                continue
            }
        }
    }

    /// A view named after the scenario, whose body is the preview's content, and the scenario.
    private mutating func addPreview(named name: String, body: Block, range: SourceRange) {
        let typeName = "#Preview \(scenarios.count + 1)"
        let at = SourceRange(start: range.start, end: range.start)
        var members: [Decl] = []
        var statements: [Stmt] = []
        for statement in body.statements {
            if case .declaration(var decl) = statement.kind, decl.attribute(named: "Previewable") != nil {
                decl.attributes.removeAll { $0.name.name == "Previewable" }
                members.append(decl)
            } else {
                statements.append(statement)
            }
        }
        let viewType = TypeSyntax(.named(Identifier("View", range: at), generics: []), range: at)
        let binding = PatternBinding(pattern: Pattern(.binding(Identifier("body", range: at)), range: at),
                                     type: TypeSyntax(.opaque(viewType), range: at), initializer: nil,
                                     accessors: .getter(Block(statements: statements, range: body.range)), range: at)
        members.append(Decl(.variable(VariableDecl(isLet: false, bindings: [binding])), range: at))
        let nominal = NominalTypeDecl(kind: .structType, name: Identifier(typeName, range: at), genericParameters: [],
                                      inheritance: [viewType], requirements: [], members: members)
        declarations.append(Decl(.nominal(nominal), range: range))
        let show = Expr(.call(Expr(.identifier(Identifier(typeName, range: at)), range: range), []), range: range)
        var scenario = Scenario(name: name, nameRange: at, steps: [ScenarioStep(.show(show), range: range)], range: range)
        scenario.isPreview = true
        scenarios.append(scenario)
    }

    static func isPreviewProvider(_ type: TypeSyntax) -> Bool {
        if case .named(let name, _) = type.kind { return name.name == "PreviewProvider" }
        return false
    }

    /// The getter of `static var previews`.
    static func previewsBody(_ nominal: NominalTypeDecl) -> Block? {
        for member in nominal.members {
            guard case .variable(let variable) = member.kind, member.modifiers.flags.contains(.isStatic) else { continue }
            for binding in variable.bindings where binding.pattern.boundName?.name == "previews" {
                if case .getter(let block)? = binding.accessors { return block }
            }
        }
        return nil
    }

    /// `Group { A(); B() }` as the whole body: one list of statements per view in it.
    static func groupChildren(_ body: Block) -> [[Stmt]]? {
        guard body.statements.count == 1, case .expression(let expr) = body.statements[0].kind,
              case .call(let callee, let arguments) = expr.kind, case .identifier(let name) = callee.kind, name.name == "Group",
              arguments.count == 1, case .closure(let closure) = arguments[0].value.kind,
              closure.body.statements.count > 1,
              closure.body.statements.allSatisfy({ if case .expression = $0.kind { return true } else { return false } })
        else { return nil }
        return closure.body.statements.map { [$0] }
    }

    /// The text of a plain string literal.
    static func literalText(_ expr: Expr) -> String? {
        guard case .stringLiteral(let literal) = expr.kind else { return nil }
        var text = ""
        for segment in literal.segments {
            guard case .text(let part) = segment else { return nil }
            text += part
        }
        return text
    }

    /// The name of the file holding `range` (the part of a joined module file).
    static func fileName(of range: SourceRange, in file: SourceFile) -> String {
        let path = SourceSpan(file: file, range: range).file.path
        return path.split(separator: "/").last.map(String.init) ?? path
    }
}

extension ParseResult {
    /// This parse with its previews as its scenarios (its own scenarios are left out).
    public func withPreviewsAsScenarios() -> ParseResult {
        let previews = PreviewScenarios(self)
        let items = syntax.items.filter { if case .scenario = $0 { return false } else { return true } }
            + previews.declarations.map(TopLevelItem.declaration) + previews.scenarios.map(TopLevelItem.scenario)
        return ParseResult(file: file, syntax: SourceFileSyntax(items: items, range: syntax.range), diagnostics: diagnostics)
    }
}
