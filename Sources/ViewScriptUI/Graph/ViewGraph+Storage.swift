import ViewScriptRuntime

/// A key of one of the run's stores.
struct StorageSlotKey: Hashable {
    let store: ObjectIdentifier
    let key: String
}

/// `@AppStorage` and `@SceneStorage`: each key of a store is a state slot of the graph; the
/// views that hold a wrapper for the key, and the bodies that read it (`UserDefaults.standard`
/// in a body), depend on it, and a write (through the wrapper, its binding, or
/// `UserDefaults.standard.set`) re-evaluates exactly those bodies, in the transaction of the
/// write, as SwiftUI's `AppStorage` does ("reflects a value from UserDefaults and invalidates a
/// view on a change in value in that user default").
/// Source: Apple, AppStorage, https://developer.apple.com/documentation/swiftui/appstorage
extension ViewGraph: StorageObserver {
    public func storageRead(_ store: KeyValueStore, key: String) {
        guard let node = currentEvaluation else { return }
        storageSlot(store, key).recordRead(by: node)
    }

    public func storageWillChange(_ store: KeyValueStore, key: String, to value: Value?) -> Bool {
        let slot = storageSlot(store, key)
        if currentEvaluation != nil {
            warn("Modifying state during view update, this will cause undefined behavior.")
            return false
        }
        transaction.recordWrite(to: slot, replacing: slot.value)
        slot.value = value ?? .none
        return true
    }

    /// `register(defaults:)` gave a key with no value of its own another value: its readers
    /// re-evaluate. Registering is not a state write, so a view's init may do it while a body
    /// is evaluated (an App's or a parent's): then only the key's slot follows.
    public func storageRegistered(_ store: KeyValueStore, key: String, to value: Value) {
        let slot = storageSlot(store, key)
        if currentEvaluation == nil { transaction.recordWrite(to: slot, replacing: slot.value) }
        slot.value = value
    }

    /// A view holding `@AppStorage("key")` depends on the key whether its body reads it or
    /// not: the wrapper invalidates its view on any change of that default (as an
    /// `@ObservedObject` does on `objectWillChange`).
    func storageHeld(_ store: KeyValueStore, key: String, by node: ViewNode) {
        storageSlot(store, key).recordRead(by: node)
    }

    private func storageSlot(_ store: KeyValueStore, _ key: String) -> StateSlot {
        let id = StorageSlotKey(store: ObjectIdentifier(store), key: key)
        if let slot = storageSlots[id] { return slot }
        let owner = switch store.kind {
        case .userDefaults: "AppStorage"
        case .scene: "SceneStorage"
        case .modelStore: "ModelContext"
        }
        let slot = StateSlot(name: key, ownerName: owner, value: .none)
        storageSlots[id] = slot
        return slot
    }
}

extension InterpretedViews {
    /// `@AppStorage("key") var x = value`: the field reads and writes the run's user defaults
    /// (`@SceneStorage`: its scene storage); `value` is what it reads while the key is unset.
    func storedField(_ property: StoredProperty, default value: Value, _ context: BodyContext) throws -> Value {
        guard let key = try interpreter.wrapperArgument(of: property)?.asString else {
            throw interpreter.failure(.notInSubset("@\(property.wrapper ?? "AppStorage") without a key"), at: property.range)
        }
        let store = property.wrapper == "SceneStorage" ? interpreter.storage.scene : interpreter.storage.userDefaults
        if store.observer !== context.graph { store.observer = context.graph }
        context.graph.storageHeld(store, key: key, by: context.node)
        return .native(StateCell(StoredValue(store: store, key: key, defaultValue: value, declaredType: property.type)))
    }
}
