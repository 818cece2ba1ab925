import ViewScriptRuntime

/// Reference-type observation (B6, B26, B27) and `_printChanges` (B34): the graph is the
/// runtime's `DependencyRecorder`.
///
/// - An `ObservableObject`'s `objectWillChange` (any `@Published` set, or `send()`)
///   invalidates every node that holds the object through `@StateObject`, `@ObservedObject`
///   or `@EnvironmentObject`, whatever its body read (Apple, ObservedObject: "When any
///   published property of the observable object changes, SwiftUI updates any view that
///   depends on the object").
/// - An `@Observable` property's set invalidates only the nodes whose latest body evaluation
///   read that property (Apple, "Migrating from the Observable Object protocol to the
///   Observable macro": SwiftUI updates a view only when an observable property its body
///   reads changes). Reads outside a body (actions, `onAppear`, tasks) record nothing.
///
/// Either way the nodes are marked dirty at once; the render that follows the event (or
/// the next pass, for a write made while rendering) evaluates them.
extension ViewGraph: DependencyRecorder {
    public func observableRead(_ object: Instance, property: Int) {
        guard let node = currentEvaluation else { return }
        observations.recordRead(node, of: object, property: property)
    }

    public func observableWillSet(_ object: Instance, property: Int) {
        let readers = observations.takeReaders(of: object, property: property)
        guard !readers.isEmpty else { return }
        let name = object.type.storedProperties.indices.contains(property) ? object.type.storedProperties[property].name : "#\(property)"
        transaction.recordObservedWrite("'\(name)' of '\(object.type.name)'")
        for node in readers {
            node.pendingChanges.dependencies = true
            markDirty(node)
        }
    }

    public func objectWillChange(_ object: Instance) {
        let holders = observations.takeHolders(of: object)
        guard !holders.isEmpty else { return }
        if currentEvaluation != nil {
            // SwiftUI's runtime warning when an object views observe publishes while a body runs.
            warn("Publishing changes from within view updates is not allowed, this will cause undefined behavior.")
        }
        transaction.recordObservedWrite("'objectWillChange' of '\(object.type.name)'")
        for (node, property) in holders {
            if let property { node.pendingChanges.properties.insert(property) }
            markDirty(node)
        }
    }

    public func changesOfCurrentBody() -> [String]? {
        guard let node = currentEvaluation else { return nil }
        return node.evaluationChanges.names(order: node.userView?.dynamicProperties ?? [])
    }

    /// Called as a body evaluation starts: what changed since the node's last evaluation.
    func collectChanges(of node: ViewNode) {
        var changes = node.pendingChanges
        node.pendingChanges = BodyChanges()
        if node.evaluation == 1 {
            // A view without dynamic properties has no storage whose identity could be new:
            // SwiftUI prints only `@self changed.` for it (B34).
            let dynamic = node.userView?.dynamicProperties ?? []
            changes.isNewIdentity = !dynamic.isEmpty
            changes.isNewInput = true
            changes.properties.formUnion(dynamic)
        }
        for slot in node.state {
            if slot.valueAtLastEvaluation.map({ $0 != slot.value }) ?? true { changes.properties.insert(slot.name) }
            slot.valueAtLastEvaluation = slot.value
        }
        node.evaluationChanges = changes
    }
}

extension BodyContext {
    /// The body holds `object` as the `@StateObject`/`@ObservedObject`/`@EnvironmentObject`
    /// property `property`: any `objectWillChange` of it re-evaluates this body (B6).
    public func observe(_ object: Instance, as property: String) {
        graph.observations.recordHolder(node, of: object, property: property)
    }
}
