import ViewScriptRuntime

/// What a user view's `body` gets: its stored properties and its state. Reading state
/// through it while the body runs records a dependency; writing state while a body runs is
/// reported (B33).
public struct BodyContext {
    unowned let graph: ViewGraph
    let node: ViewNode

    /// The view value being evaluated.
    public var view: UserView { node.userView! }

    /// A stored property of the view value.
    public func field(_ name: String) -> Value? { view.fields.first { $0.name == name }?.value }

    /// The storage of a `@State` property: read and write it now, or keep it in an action.
    public func state(_ name: String) -> StateReference {
        guard let slot = node.state.first(where: { $0.name == name }) else {
            // Not declared: storage of its own that no body depends on (the compiler only
            // asks for declared state, so this is never reached from a program).
            return StateReference(graph: graph, slot: StateSlot(name: name, ownerName: view.typeName, value: .void))
        }
        return StateReference(graph: graph, slot: slot)
    }

    /// `self.name` for a `@State` property.
    public subscript(_ name: String) -> Value {
        get { state(name).value }
        nonmutating set { state(name).value = newValue }
    }
}

/// A `@State` property's storage, as a body or an action holds it (the `$x` of later).
/// It outlives the body evaluation that made it; once its view is removed, writes still
/// land in the dropped storage and invalidate nothing.
public struct StateReference {
    unowned let graph: ViewGraph
    let slot: StateSlot

    public var name: String { slot.name }

    /// Reading while a body is evaluated records that body's dependency; reading in an
    /// action records nothing. Writing goes into the current transaction.
    public var value: Value {
        get { graph.read(slot) }
        nonmutating set { graph.write(slot, newValue) }
    }
}
