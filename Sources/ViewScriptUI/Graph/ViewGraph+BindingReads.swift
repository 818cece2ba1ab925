import ViewScriptRuntime

/// The bodies that read through a projected binding (`$item.done`, `$items[i]`,
/// `$store.items[i]`), each with the value it read. Such a read depends on that value, not on
/// the whole storage under it: when the storage changes, the body runs again only if the value
/// at its binding's location changed. So in `ForEach($items) { $item in Row(item: $item) }`,
/// toggling one item re-evaluates that row, not its siblings.
/// Source: OpenSwiftUI, Binding.swift (`Binding` is a `DynamicProperty`: its update compares the
/// location's value with the value it held) and LocationBox.swift (`projecting(_:)` keeps one
/// location per key path, so a row's binding stays the same location).
struct BindingReads {
    struct Entry {
        weak var node: ViewNode?
        let evaluation: Int
        let value: Value
        let reread: () throws -> Value
        /// The `Binding` read, when known (`--explain` names the property holding it).
        let binding: ObjectIdentifier?
    }

    /// The body whose read is under way (reads under it are not recorded as it own).
    var reader: ViewNode?
    /// The binding whose read is under way.
    var binding: ObjectIdentifier?
    var entries: [Entry] = []
}

extension ViewGraph {
    public func beginBindingRead() -> Bool {
        guard let node = currentEvaluation, bindingReads.reader == nil else { return false }
        bindingReads.reader = node
        bindingReads.binding = nil
        currentEvaluation = nil
        return true
    }

    public func beginBindingRead(of binding: AnyObject) -> Bool {
        guard beginBindingRead() else { return false }
        bindingReads.binding = ObjectIdentifier(binding)
        return true
    }

    public func endBindingRead(value: Value, reread: @escaping () throws -> Value) {
        guard let node = bindingReads.reader else { return }
        bindingReads.reader = nil
        currentEvaluation = node
        bindingReads.entries.append(BindingReads.Entry(node: node, evaluation: node.evaluation, value: value, reread: reread,
                                                       binding: bindingReads.binding))
        bindingReads.binding = nil
    }

    /// After a transaction: the bodies whose binding now gives a different value are dirty.
    func checkBindingReads() {
        guard !bindingReads.entries.isEmpty else { return }
        let entries = bindingReads.entries
        bindingReads.entries = []
        let outer = currentEvaluation
        currentEvaluation = nil
        defer { currentEvaluation = outer }
        for entry in entries {
            guard let node = entry.node, node.isMounted, node.evaluation == entry.evaluation, !node.isDirty else { continue }
            if let now = try? entry.reread(), now.isSameViewInput(as: entry.value) {
                bindingReads.entries.append(entry)
            } else {
                node.pendingChanges.bindings = true
                if let binding = entry.binding, let property = node.userView?.bindingProperty(holding: binding),
                   !node.pendingChanges.bindingNames.contains(property) {
                    node.pendingChanges.bindingNames.append(property)
                }
                markDirty(node)
            }
        }
    }
}
