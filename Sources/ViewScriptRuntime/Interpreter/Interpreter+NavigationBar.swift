import ViewScriptSyntax

/// Navigation bar calls that SwiftUI on the simulated iOS would not show as written, refused at
/// their position rather than silently missing from the screen.
extension Interpreter {
    /// `ToolbarItem(placement: .secondaryAction)` (also in `ToolbarItemGroup`): its items are in
    /// the toolbar's overflow menu, which ViewScript does not simulate. (`.keyboard` items are
    /// modelled: on screen while a text field has focus, ViewGraph+Keyboard.swift.)
    func checkToolbarPlacement(_ view: String, _ arguments: CallArguments, at range: SourceRange) throws {
        // The length first: every `Text` of a long list passes here, and comparing it with
        // both names costs more than making the rest of its view value.
        guard view.utf8.count >= 11, view == "ToolbarItem" || view == "ToolbarItemGroup",
              let index = arguments.labels.firstIndex(of: "placement") else { return }
        guard let placement = memberName(arguments.values[index]), placement == "secondaryAction" else { return }
        throw failure(.notSimulated("ToolbarItemPlacement.\(placement)"), at: range)
    }

    /// `.toolbar(.hidden, for: .windowToolbar)` (also `.toolbarVisibility`): hiding a bar other
    /// than the navigation bar, the tab bar and (on its own) the bottom bar is not simulated
    /// (its items would stay hittable).
    func checkToolbarVisibility(_ name: String, _ arguments: CallArguments, at range: SourceRange) throws {
        guard name == "toolbar" || name == "toolbarVisibility", arguments.values.first.flatMap(memberName) == "hidden",
              let forIndex = arguments.labels.firstIndex(of: "for") else { return }
        let bars = arguments.values[forIndex...].compactMap(memberName)
        if bars == ["bottomBar"] { return }  // the bottom toolbar alone (InterpretedViews+NavigationBar.swift)
        for bar in arguments.values[forIndex...] {
            guard let placement = memberName(bar), !["navigationBar", "tabBar", "automatic"].contains(placement) else { continue }
            throw failure(.notSimulated("\(name)(.hidden, for: .\(placement))"), at: range)
        }
    }

    /// The member name of `.hidden`, `Visibility.hidden`, `ToolbarItemPlacement.keyboard`.
    private func memberName(_ value: Value) -> String? {
        switch value {
        case .native(let member as UnresolvedMember): member.name
        case .native(let symbol as SymbolValue): symbol.name.split(separator: ".").last.map(String.init)
        default: nil
        }
    }
}
