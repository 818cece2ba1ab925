import ViewScriptSyntax

/// Navigation bar calls that SwiftUI on the simulated iOS would not show as written, refused at
/// their position rather than silently missing from the screen.
extension Interpreter {
    /// `ToolbarItem(placement: .keyboard)` and `.secondaryAction` (also in `ToolbarItemGroup`):
    /// their items are on screen only above the software keyboard or in the toolbar's overflow
    /// menu, neither of which ViewScript simulates.
    func checkToolbarPlacement(_ view: String, _ arguments: CallArguments, at range: SourceRange) throws {
        guard view == "ToolbarItem" || view == "ToolbarItemGroup",
              let index = arguments.labels.firstIndex(of: "placement") else { return }
        let placement: String? = switch arguments.values[index] {
        case .native(let member as UnresolvedMember): member.name
        case .native(let symbol as SymbolValue): symbol.name.split(separator: ".").last.map(String.init)
        default: nil
        }
        guard let placement, placement == "keyboard" || placement == "secondaryAction" else { return }
        throw failure(.notSimulated("ToolbarItemPlacement.\(placement)"), at: range)
    }
}
