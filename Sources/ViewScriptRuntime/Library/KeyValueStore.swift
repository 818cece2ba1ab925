import ViewScriptSyntax

/// What the view graph implements so that `@AppStorage`/`@SceneStorage` readers are
/// re-evaluated when a key changes, whoever writes it (a wrapper, `UserDefaults.standard`).
public protocol StorageObserver: AnyObject {
    /// A body read `key`.
    func storageRead(_ store: KeyValueStore, key: String)
    /// `key` is about to become `value`; false when the write must be dropped (a body is
    /// being evaluated, B33).
    func storageWillChange(_ store: KeyValueStore, key: String, to value: Value?) -> Bool
}

/// An in-memory key-value store, one per simulated app run: the user defaults `@AppStorage`
/// and `UserDefaults.standard` share, or the scene storage of `@SceneStorage`. Nothing is
/// kept between scenarios (each starts a fresh app with empty defaults).
public final class KeyValueStore {
    /// `modelStore`: a SwiftData model context's changes, a key per model type
    /// (`ModelContextObject.changes`).
    public enum Kind: Sendable { case userDefaults, scene, modelStore }

    public let kind: Kind
    private var values: [String: Value] = [:]
    public weak var observer: StorageObserver?

    init(_ kind: Kind) { self.kind = kind }

    /// The stored value (nil when the key was never set or was removed); a body's read is
    /// recorded as its dependency.
    public func value(forKey key: String) -> Value? {
        observer?.storageRead(self, key: key)
        return values[key]
    }

    /// The stored value, without recording a read.
    func peek(forKey key: String) -> Value? { values[key] }

    /// Sets (or with nil removes) the value of `key`; its readers re-evaluate.
    public func set(_ value: Value?, forKey key: String) {
        if let observer, !observer.storageWillChange(self, key: key, to: value) { return }
        values[key] = value
    }
}

/// The stores of one run.
public final class StorageStores {
    public let userDefaults = KeyValueStore(.userDefaults)
    public let scene = KeyValueStore(.scene)
    public let notifications = NotificationCenterStore()
    /// The containers `.modelContainer(for:)` made, by where it is written and for which
    /// types: a body that runs again finds the same container (`InterpretedViews+SwiftData`).
    public var modelContainers: [String: ModelContainerObject] = [:]
}

/// `@AppStorage("key") var x = default` or `@SceneStorage("key") var x = default` while its
/// view is in a graph: reads the store (the default when the key is not set), writes it.
public final class StoredValue: StateStorage {
    let store: KeyValueStore
    let key: String
    let defaultValue: Value

    public init(store: KeyValueStore, key: String, defaultValue: Value) {
        self.store = store
        self.key = key
        self.defaultValue = defaultValue
    }

    public func read() throws -> Value { store.value(forKey: key) ?? defaultValue }
    public func write(_ value: Value) throws { store.set(value, forKey: key) }
    public var displayName: String { "'\(key)'" }
}
