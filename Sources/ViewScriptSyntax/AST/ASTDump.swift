/// A readable, deterministic tree of a syntax tree, in swift-markdown's `└─` style:
///
/// ```
/// SourceFile
/// ├─ StructDecl ContentView: View @1:1
/// │  └─ VariableDecl var count @State private @2:5
/// │     └─ IntegerLiteral 0 @2:32
/// └─ Scenario "counts" @9:1
///    └─ Show @10:5
/// ```
///
/// Every node shows its kind, its key facts and where it starts (`@line:column`). Types,
/// generic clauses, effects, attributes and modifiers are written inline in Swift's
/// spelling; expressions, statements, declarations, patterns and scenario steps are nodes.
/// A child may carry a role before its kind (`label: IntegerLiteral 1`, `(trailing) Closure`).
/// Golden tests rely on the format: change it only together with them.
public struct ASTDumper {
    public let file: SourceFile

    public init(file: SourceFile) {
        self.file = file
    }

    public func dump(_ syntax: SourceFileSyntax) -> String { render(sourceFileNode(syntax)) }
    public func dump(_ decl: Decl) -> String { render(declNode(decl)) }
    public func dump(_ stmt: Stmt) -> String { render(stmtNode(stmt)) }
    public func dump(_ expr: Expr) -> String { render(exprNode(expr)) }
    public func dump(_ pattern: Pattern) -> String { render(patternNode(pattern)) }
    public func dump(_ scenario: Scenario) -> String { render(scenarioNode(scenario)) }
}

extension SourceFileSyntax {
    /// The tree as text; `file` is the source it was parsed from (for line and column).
    public func dump(in file: SourceFile) -> String { ASTDumper(file: file).dump(self) }
}

extension ParseResult {
    /// The dump of the parsed tree.
    public func dump() -> String { ASTDumper(file: file).dump(syntax) }
}

// MARK: - Nodes

/// One line of the dump and the lines under it.
struct DumpNode {
    var label: String
    var children: [DumpNode]

    init(_ label: String, _ children: [DumpNode] = []) {
        self.label = label
        self.children = children
    }

    /// The same node with a role written before its label (`label: `, `(trailing) `).
    func withRole(_ role: String?) -> DumpNode {
        guard let role, !role.isEmpty else { return self }
        return DumpNode(role + label, children)
    }
}

extension ASTDumper {
    /// A label: the non-empty parts joined by spaces, then `@line:column` of `range`.
    func label(_ parts: [String], at range: SourceRange?) -> String {
        var text = parts.filter { !$0.isEmpty }.joined(separator: " ")
        if let range {
            text += " @\(file.location(of: range.start))"
        }
        return text
    }

    func node(_ parts: String..., at range: SourceRange?, _ children: [DumpNode] = []) -> DumpNode {
        DumpNode(label(parts, at: range), children)
    }

    // MARK: Rendering

    func render(_ root: DumpNode) -> String {
        var output = root.label + "\n"
        append(root.children, prefix: "", to: &output)
        return output
    }

    private func append(_ children: [DumpNode], prefix: String, to output: inout String) {
        for (index, child) in children.enumerated() {
            let isLast = index == children.count - 1
            output += prefix + (isLast ? "└─ " : "├─ ") + child.label + "\n"
            if !child.children.isEmpty {
                append(child.children, prefix: prefix + (isLast ? "   " : "│  "), to: &output)
            }
        }
    }
}

// MARK: - Source file and scenarios

extension ASTDumper {
    func sourceFileNode(_ syntax: SourceFileSyntax) -> DumpNode {
        DumpNode("SourceFile", syntax.items.map { item in
            switch item {
            case .declaration(let decl): return declNode(decl)
            case .scenario(let scenario): return scenarioNode(scenario)
            case .statement(let stmt): return stmtNode(stmt)
            }
        })
    }

    func scenarioNode(_ scenario: Scenario) -> DumpNode {
        node("Scenario", quoted(scenario.name), at: scenario.range, scenario.steps.map(stepNode))
    }

    func stepNode(_ step: ScenarioStep) -> DumpNode {
        let at = step.range
        switch step.kind {
        case .show(let expr): return node("Show", at: at, [exprNode(expr)])
        case .tap(let text): return node("Tap", quoted(text), at: at)
        case .longPress(let text): return node("LongPress", quoted(text), at: at)
        case .doubleTap(let text): return node("DoubleTap", quoted(text), at: at)
        case .tripleTap(let text): return node("TripleTap", quoted(text), at: at)
        case .drag(let text, let dx, let dy): return node("Drag", quoted(text), "by", "\(dx), \(dy)", at: at)
        case .type(let text, let title): return node("Type", quoted(text), "into", quoted(title), at: at)
        case .scrollTo(let text): return node("ScrollTo", quoted(text), at: at)
        case .back: return node("Back", at: at)
        case .dismiss: return node("Dismiss", at: at)
        case .advance(let nanoseconds): return node("Advance", durationText(nanoseconds), at: at)
        case .screen(let width, let height): return node("Screen", "\(width) x \(height)", at: at)
        case .expectOutput(let lines):
            return node("ExpectOutput", "[" + lines.map(quoted).joined(separator: ", ") + "]", at: at)
        case .expectVisible(let text): return node("ExpectVisible", quoted(text), at: at)
        case .expectNotVisible(let text): return node("ExpectNotVisible", quoted(text), at: at)
        case .expectControlState(let label, let isDisabled):
            return node(isDisabled ? "ExpectDisabled" : "ExpectEnabled", quoted(label), at: at)
        case .expectCrash(let message): return node("ExpectCrash", quoted(message), at: at)
        case .select(let option, let label): return node("Select", quoted(option), "in", quoted(label), at: at)
        case .increment(let label): return node("Increment", quoted(label), at: at)
        case .decrement(let label): return node("Decrement", quoted(label), at: at)
        case .slide(let label, let value): return node("Slide", quoted(label), "to", "\(value)", at: at)
        case .pick(let seconds, let label): return node("Pick", "\(seconds)", "in", quoted(label), at: at)
        case .submit(let title): return node("Submit", quoted(title), at: at)
        case .delete(let text): return node("Delete", quoted(text), at: at)
        case .move(let text, let destination): return node("Move", quoted(text), "to", "\(destination)", at: at)
        case .swipe(let text): return node("Swipe", quoted(text), at: at)
        case .refresh: return node("Refresh", at: at)
        case .set(.colorScheme(let dark)): return node("Set", "colorScheme", dark ? "dark" : "light", at: at)
        case .set(.sizeClass(let regular)): return node("Set", "sizeClass", regular ? "regular" : "compact", at: at)
        case .background: return node("Background", at: at)
        case .foreground: return node("Foreground", at: at)
        case .respond(let url, let body, let status, let delay):
            return node("Respond", quoted(url), "with", quoted(body), "status", "\(status)", "after", durationText(delay), at: at)
        case .expectRequests(let lines):
            return node("ExpectRequests", "[" + lines.map(quoted).joined(separator: ", ") + "]", at: at)
        }
    }

    /// `2s`, `150ms`, or `7ns` when the duration is not a whole number of milliseconds.
    func durationText(_ nanoseconds: Int64) -> String {
        if nanoseconds % 1_000_000_000 == 0 { return "\(nanoseconds / 1_000_000_000)s" }
        if nanoseconds % 1_000_000 == 0 { return "\(nanoseconds / 1_000_000)ms" }
        return "\(nanoseconds)ns"
    }
}

// MARK: - Text

extension ASTDumper {
    /// A string in double quotes with Swift's escapes, so every label stays on one line.
    func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
                    || scalar == "\u{2028}" || scalar == "\u{2029}" {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Source text on one line: runs of whitespace (newlines included) become one space.
    func compactSource(_ range: SourceRange) -> String {
        var result = ""
        var pendingSpace = false
        for character in file.text(range) {
            if character.isWhitespace {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace { result.append(" ") }
                pendingSpace = false
                result.append(character)
            }
        }
        return result
    }
}
