import ViewScriptRuntime

/// What a scenario can change about the simulated device (docs/scenarios.md): its color
/// scheme, its size classes, and the scene phase (`background` / `foreground`).
public enum DeviceChange: Sendable, Equatable {
    case colorScheme(dark: Bool)
    case sizeClass(regular: Bool)
    case scenePhase(ScenePhase)

    public enum ScenePhase: String, Sendable { case active, inactive, background }
}

/// The device's environment values, read by `@Environment(\.colorScheme)` and the like when
/// no ancestor sets them, with the bodies that read each: a change re-evaluates exactly those.
/// A portrait iPhone in light mode, active: `.light`, compact width, regular height.
struct DeviceEnvironment {
    /// Named as Swift prints the cases (`print(colorScheme)` writes `light`).
    var values: [String: Value] = [
        "colorScheme": .native(SymbolValue("light")),
        "horizontalSizeClass": .some(.native(SymbolValue("compact"))),
        "verticalSizeClass": .some(.native(SymbolValue("regular"))),
        "scenePhase": .native(SymbolValue("active")),
    ]
    var names: [String: String] = [
        "colorScheme": "light", "horizontalSizeClass": "compact", "verticalSizeClass": "regular", "scenePhase": "active",
    ]
    var readers: [String: Readers] = [:]
}

extension ViewGraph {
    /// The device's value for `key`, recorded as a dependency of `node`'s evaluation.
    func deviceValue(_ key: String, for node: ViewNode, property: String) -> Value? {
        guard let value = device.values[key] else { return nil }
        device.readers[key, default: Readers()].record(node, property: property)
        return value
    }

    /// Applies a change of the device: the bodies that read a value that changed re-evaluate
    /// (the caller renders). A scene phase change is one update per step of the way.
    public func changeDevice(_ change: DeviceChange) {
        switch change {
        case .colorScheme(let dark):
            setDeviceValue("colorScheme", dark ? "dark" : "light", optional: false)
        case .sizeClass(let regular):
            setDeviceValue("horizontalSizeClass", regular ? "regular" : "compact", optional: true)
        case .scenePhase(let phase):
            setDeviceValue("scenePhase", phase.rawValue, optional: false)
        }
    }

    /// The scene phase now (`background` and `foreground` go through `.inactive`).
    public var scenePhase: DeviceChange.ScenePhase {
        DeviceChange.ScenePhase(rawValue: device.names["scenePhase"] ?? "active") ?? .active
    }

    private func setDeviceValue(_ key: String, _ name: String, optional: Bool) {
        guard device.names[key] != name else { return }
        device.names[key] = name
        let symbol = Value.native(SymbolValue(name))
        device.values[key] = optional ? .some(symbol) : symbol
        transaction.recordObservedWrite("\\.\(key)")
        var readers = device.readers[key] ?? Readers()
        for (reader, property) in readers.take() {
            if let property { reader.pendingChanges.properties.insert(property) }
            markDirty(reader)
        }
        device.readers[key] = readers
    }
}

extension BodyContext {
    /// The device's value for an environment key no ancestor sets (`\.colorScheme`...).
    public func deviceEnvironment(_ key: String, for property: String) -> Value? {
        graph.deviceValue(key, for: node, property: property)
    }
}

/// `.transformEnvironment(\.key) { value in ... }`: below it, the key's value is what the
/// closure makes of the value above (or of the default when nothing above sets it).
public final class EnvironmentTransform: NativeObject {
    let apply: (Value?) throws -> Value
    public init(_ apply: @escaping (Value?) throws -> Value) { self.apply = apply }
    public var runtimeType: RuntimeType { .named("EnvironmentTransform", []) }
    public func describe() -> String { "transformEnvironment" }
}
