/// SwiftData's `ModelContainer`: the schema's model types and the main context that holds
/// their models. A scenario starts a fresh app, so every container starts empty, stored in
/// memory or not (`ModelConfiguration(isStoredInMemoryOnly:)` changes nothing a scenario sees).
/// Source: Apple, ModelContainer, https://developer.apple.com/documentation/swiftdata/modelcontainer
/// ("mainContext: The model container's main context", bound to the main actor).
public final class ModelContainerObject: NativeObject, NativeMembers {
    public let modelTypes: [RuntimeType]
    public private(set) lazy var mainContext = ModelContextObject(container: self)

    init(modelTypes: [RuntimeType]) { self.modelTypes = modelTypes }

    public var runtimeType: RuntimeType { .named("ModelContainer", []) }
    public func describe() -> String { "ModelContainer" }

    public func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch name {
        case "mainContext": .native(mainContext)
        case "schema", "configurations", "migrationPlan": throw context.failure(.notSimulated("ModelContainer.\(name)"))
        default: nil
        }
    }

    public func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        if name == "deleteAllData" { throw context.failure(.notSimulated("ModelContainer.deleteAllData()")) }
        return nil
    }
}

/// `ModelConfiguration(...)` and `Schema([...])`: how and where a container stores its models,
/// which a scenario cannot tell apart (every run starts empty); a `Schema` keeps its types.
final class ModelSchemaObject: NativeObject {
    let modelTypes: [RuntimeType]
    init(modelTypes: [RuntimeType]) { self.modelTypes = modelTypes }
    var runtimeType: RuntimeType { .named("Schema", []) }
    func describe() -> String { "Schema" }
}
