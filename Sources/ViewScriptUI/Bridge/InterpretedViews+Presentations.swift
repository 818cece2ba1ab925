import ViewScriptRuntime

/// The presentations iPhone shows as another one: `.popover` and `.inspector` (sheets in a
/// compact size class), the old `.actionSheet` (a confirmation dialog), and
/// `.interactiveDismissDisabled` on a sheet's content.
extension InterpretedViews {
    /// `.popover(isPresented:) { }`, `.popover(item:) { }`, `.inspector(isPresented:) { }`:
    /// a sheet on iPhone. `attachmentAnchor:` and `arrowEdge:` only place an iPad's popover.
    func adaptedSheet(_ arguments: [Value], _ labels: [String?]) -> Modifier? {
        sheet(.sheet, arguments, labels)
    }

    /// `.actionSheet(isPresented:) { ActionSheet(...) }`, `.actionSheet(item:) { ActionSheet(...) }`.
    func actionSheet(_ arguments: [Value], _ labels: [String?]) throws -> Modifier? {
        try alert(.confirmationDialog, arguments, labels)
    }

    /// `.interactiveDismissDisabled()`, `.interactiveDismissDisabled(false)`.
    func interactiveDismissDisabled(_ arguments: [Value]) -> Modifier {
        .interactiveDismissDisabled(arguments.first?.asBool ?? true)
    }

    /// `role: .cancel`, `role: .destructive`, `ButtonRole.cancel`.
    func buttonRole(_ value: Value) -> ButtonElement.Role? {
        let name: String
        switch value.unwrappedOptional {
        case .native(let member as UnresolvedMember)?: name = member.name
        case .native(let symbol as SymbolValue)?: name = symbol.name
        default: return nil
        }
        switch name.split(separator: ".").last {
        case "cancel": return .cancel
        case "destructive": return .destructive
        default: return nil
        }
    }

    /// `alert(_:isPresented:presenting:)`: shown only while `isPresented` is true and the
    /// data is not nil; dismissing still writes false.
    func presentingTrigger(_ trigger: Presentation.Trigger, data: Value?) -> Presentation.Trigger {
        guard let data, data.unwrappedOptional == nil, case .isPresented(let binding) = trigger else { return trigger }
        return .isPresented(GraphBinding(get: { _ = try binding.get(); return .bool(false) }, set: { try binding.set($0) }))
    }
}
