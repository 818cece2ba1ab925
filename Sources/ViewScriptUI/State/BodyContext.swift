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

    /// A `@State` property as this evaluation's view value holds it (`StateSnapshot`).
    public func stateSnapshot(_ name: String) -> StateSnapshot {
        let reference = state(name)
        return StateSnapshot(reference: reference, value: reference.slot.value, owner: node)
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

/// A `@State` property as one evaluation of its view holds it, after SwiftUI's `State`: the
/// value is injected when the body starts. Read while views are being updated (a body, a
/// `ForEach` row, a sheet's content closure), it gives that injected value and makes the
/// owning view depend on the state; read anywhere else (an action, a task), it gives the
/// current value. So a sheet's content, called later with the view value of the owner's last
/// evaluation, shows the value of that evaluation (B5). Writes always go to the storage.
/// Source: OpenSwiftUI, State.swift, `getValue(forReading:)`: `if GraphHost.isUpdating {
/// _location.wasRead = true; return _value } else { return _location.get() }`.
public struct StateSnapshot {
    /// The storage itself: what `$name` binds to (a `Binding` reads the current value).
    public let reference: StateReference
    let value: Value
    unowned let owner: ViewNode

    public var name: String { reference.name }

    public var current: Value {
        get { reference.graph.readSnapshot(reference.slot, value, owner: owner) }
        nonmutating set { reference.value = newValue }
    }
}
