import ViewScriptRuntime

/// A `Binding` as the graph uses it: `NavigationStack(path:)`, `TabView(selection:)`,
/// `.sheet(isPresented:)`, `.sheet(item:)`. Reading it while a node is evaluated records that
/// node's dependency, so a write elsewhere re-evaluates exactly the node that reads it.
public struct GraphBinding {
    public var get: () throws -> Value
    public var set: (Value) throws -> Void

    public init(get: @escaping () throws -> Value, set: @escaping (Value) throws -> Void) {
        self.get = get
        self.set = set
    }
}
