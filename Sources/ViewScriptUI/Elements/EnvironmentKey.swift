import ViewScriptRuntime

/// What a `.environment...` modifier sets for the views below it, and what a view reads.
public enum EnvironmentKey: Hashable, CustomStringConvertible, Sendable {
    /// `.environment(\.colorScheme, .dark)` / `@Environment(\.colorScheme)`: a property of
    /// `EnvironmentValues`, by name.
    case value(String)
    /// `.environmentObject(model)` / `@EnvironmentObject var model: Model`: an
    /// `ObservableObject`, by its class name.
    case object(String)
    /// `.environment(model)` / `@Environment(Model.self)`: an `@Observable` object, by its
    /// class name.
    case observable(String)

    public var description: String {
        switch self {
        case .value(let name): "\\.\(name)"
        case .object(let type): "environmentObject \(type)"
        case .observable(let type): "environment \(type)"
        }
    }
}
