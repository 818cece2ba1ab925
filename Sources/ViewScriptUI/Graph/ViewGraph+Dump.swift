import ViewScriptRuntime

/// The render tree as text, in swift-markdown's style, for `--tree` and the REPL's `:tree`:
///
/// ```
/// ContentView  [_count = 1]
/// └─ VStack
///    ├─ Text "Count: 1"
///    └─ Button "Add"
/// ```
///
/// User views show their `@State`; leaves show their text (a button whose label is one `Text`
/// is one line, `Button "Add"`; another label is its child); `.id`, `ForEach` and branch
/// keys show where identity comes from; nodes kept off screen (lazy rows scrolled away)
/// are marked `(off screen)`. Modifiers without identity meaning are left out.
extension ViewGraph {
    public func dump(describe: (Value) -> String) -> String {
        var lines: [String] = []
        for child in root.children { dump(child, prefix: "", childPrefix: "", describe: describe, into: &lines) }
        return lines.map { $0 + "\n" }.joined()
    }

    private func dump(_ node: ViewNode, prefix: String, childPrefix: String, describe: (Value) -> String,
                      into lines: inout [String]) {
        // Modifiers other than `.id` are folded into their content.
        if case .modifier(let kind) = node.kind, kind != .id, let only = node.children.first, node.children.count == 1 {
            dump(only, prefix: prefix, childPrefix: childPrefix, describe: describe, into: &lines)
            return
        }
        // A library control's own view (`Toggle`, `TextField`) is the control's line.
        if case .user(let view) = node.element, view.isLibraryControl, let only = node.children.first, node.children.count == 1 {
            dump(only, prefix: prefix, childPrefix: childPrefix, describe: describe, into: &lines)
            return
        }
        lines.append(prefix + line(for: node, describe: describe))
        for (index, child) in node.children.enumerated() {
            let last = index == node.children.count - 1
            dump(child, prefix: childPrefix + (last ? "└─ " : "├─ "), childPrefix: childPrefix + (last ? "   " : "│  "),
                 describe: describe, into: &lines)
        }
    }

    private func line(for node: ViewNode, describe: (Value) -> String) -> String {
        var text = node.element.kindName
        switch node.element {
        case .text(let string): text += " \"\(string)\""
        case .button(let button):
            text = button.viewName
            if let title = button.title { text += " \"\(title)\"" }
        case .toggle(let label, let isOn, _): text += " \"\(label)\" \(isOn ? "on" : "off")"
        case .textField(let title, let value, _): text += " \"\(title)\" = \"\(value)\""
        case .shape(let shape): text += " \(shape.name)"
        default: break
        }
        switch node.key {
        case .explicit(let value): text += " id: \(describe(value))"
        case .element(let value): text += " id: \(describe(value))"
        case .row(let keys): if let id = keys.last?.shownID { text += " id: \(describe(id))" }
        case .branch(let branch): text = "[branch \(branch)] " + text
        case .toolbarItems: text = "[toolbar] " + text
        default: break
        }
        if node.kind == .navigation { text += barSummary(of: node) }
        if !node.state.isEmpty {
            text += "  [" + node.state.map { "_\($0.name) = \(describe($0.value))" }.joined(separator: ", ") + "]"
        }
        if !node.isOnScreen { text += " (off screen)" }
        return text
    }
}
