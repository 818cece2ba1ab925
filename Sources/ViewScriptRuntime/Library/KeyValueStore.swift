import ViewScriptSyntax

/// What the view graph implements so that `@AppStorage`/`@SceneStorage` readers are
/// re-evaluated when a key changes, whoever writes it (a wrapper, `UserDefaults.standard`).
public protocol StorageObserver: AnyObject {
    /// A body read `key`.
    func storageRead(_ store: KeyValueStore, key: String)
    /// `key` is about to become `value`; false when the write must be dropped (a body is
    /// being evaluated, B33).
    func storageWillChange(_ store: KeyValueStore, key: String, to value: Value?) -> Bool
    /// `register(defaults:)` changed what `key` reads (it has no value of its own).
    func storageRegistered(_ store: KeyValueStore, key: String, to value: Value)
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
    /// `UserDefaults.standard.register(defaults:)`: the registration domain, read for a key
    /// that has no value of its own ("Adds the contents of the specified dictionary to the
    /// registration domain", Apple, UserDefaults.register(defaults:); the registration domain
    /// is last in the search list, so a value set later wins, and removing it uncovers the
    /// registered one again).
    private var registered: [String: Value] = [:]
    public weak var observer: StorageObserver?

    init(_ kind: Kind) { self.kind = kind }

    /// The stored value, else the registered one (nil when the key has neither); a body's
    /// read is recorded as its dependency.
    public func value(forKey key: String) -> Value? {
        observer?.storageRead(self, key: key)
        return values[key] ?? registered[key]
    }

    /// The stored value, without recording a read.
    func peek(forKey key: String) -> Value? { values[key] ?? registered[key] }

    /// `register(defaults:)`: the readers of a key it gives a new value re-evaluate.
    func register(_ defaults: [(key: String, value: Value)]) {
        for (key, value) in defaults {
            let changes = values[key] == nil && registered[key] != value
            registered[key] = value
            if changes { observer?.storageRegistered(self, key: key, to: value) }
        }
    }

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
/// A `RawRepresentable` enum is stored as its raw value, as SwiftUI's `AppStorage` initializers
/// for `RawRepresentable` values do (`UserDefaults.standard.string(forKey: "theme")` reads
/// `"dark"`), and read back through `init(rawValue:)`, the default when that fails; an optional
/// one set to nil removes the key.
public final class StoredValue: StateStorage {
    let store: KeyValueStore
    let key: String
    let defaultValue: Value
    /// The enum with raw values the property holds, and whether it holds an optional of it.
    let rawEnum: (type: NominalType, isOptional: Bool)?

    public init(store: KeyValueStore, key: String, defaultValue: Value, declaredType: RuntimeType? = nil) {
        self.store = store
        self.key = key
        self.defaultValue = defaultValue
        rawEnum = Self.rawEnum(declaredType, defaultValue)
    }

    public func read() throws -> Value {
        guard let stored = store.value(forKey: key) else { return defaultValue }
        guard let (type, isOptional) = rawEnum else { return stored }
        guard let index = type.enumCases.firstIndex(where: { $0.rawValue == stored }) else { return defaultValue }
        let value = Value.enumValue(EnumValue(type: type, caseIndex: index))
        return isOptional ? .some(value) : value
    }

    public func write(_ value: Value) throws {
        guard let rawEnum else { return store.set(value, forKey: key) }
        switch value {
        case .none where rawEnum.isOptional: store.set(nil, forKey: key)
        case .enumValue(let enumValue), .some(.enumValue(let enumValue)):
            store.set(enumValue.caseInfo.rawValue ?? value, forKey: key)
        default: store.set(value, forKey: key)
        }
    }

    public var displayName: String { "'\(key)'" }

    private static func rawEnum(_ declared: RuntimeType?, _ defaultValue: Value) -> (type: NominalType, isOptional: Bool)? {
        switch (declared, defaultValue) {
        case (.nominal(let type, _)?, _) where type.kind == .enumType && type.rawType != nil: return (type, false)
        case (.optional(.nominal(let type, _))?, _) where type.kind == .enumType && type.rawType != nil: return (type, true)
        case (nil, .enumValue(let value)) where value.type.rawType != nil: return (value.type, false)
        default: return nil
        }
    }
}
