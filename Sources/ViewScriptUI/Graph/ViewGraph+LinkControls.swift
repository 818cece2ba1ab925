/// A `NavigationLink` as a scenario names it: by its title, or, when its label is a view
/// (`NavigationLink(value: item) { ItemRow(item: item) }`), by that label's visible texts as
/// a button's label is named (all of them joined with ", ", or any one: the text a finger
/// touches in the row).
extension ViewGraph {
    func navigationLinkControl(_ node: ViewNode, _ link: NavigationLinkElement, visibleIDs: Set<ObjectIdentifier>) -> Control {
        let texts = labelTexts(node, visibleIDs: visibleIDs)
        let joined = texts.joined(separator: ", ")
        let label = link.title.isEmpty ? joined : link.title
        let base = control(node, label: label) { [unowned self] in try push(node) }
        var names = base.names
        for name in [joined] + texts where !name.isEmpty && !names.contains(name) { names.append(name) }
        return Control(label: base.label, names: names, isDisabled: base.isDisabled, action: base.action)
    }
}
