import ViewScriptRuntime

/// SwiftData in views: `.modelContainer(...)` puts a container's main context in the
/// environment (`@Environment(\.modelContext)`), and `@Query` fetches from it each time its
/// view's body runs. The fetch reads the context's key for the model type (so an insert or a
/// delete of that type re-evaluates the body) and, through the filter and the sort, the models'
/// properties (so changing one re-evaluates it too).
/// Sources: Apple, modelContainer(for:inMemory:isAutosaveEnabled:isUndoEnabled:onSetup:),
/// https://developer.apple.com/documentation/swiftui/view/modelcontainer(for:inmemory:isautosaveenabled:isundoenabled:onsetup:)
/// ("Sets the model container and associated model context in this view's environment");
/// Apple, Query, https://developer.apple.com/documentation/swiftdata/query.
extension InterpretedViews {
    /// `.modelContainer(for: Item.self)`, `.modelContainer(for: [Item.self, Tag.self], inMemory: true)`,
    /// `.modelContainer(container)`.
    func modelContainerModifier(_ arguments: [Value], _ labels: [String?]) throws -> Modifier? {
        let container: ModelContainerObject
        if case .native(let given as ModelContainerObject)? = arguments.first, labels.first == .some(nil) {
            container = given
        } else {
            guard labels.contains("for") else { return nil }
            let types = try SwiftDataLibrary.modelTypes(arguments, labels, interpreter, at: range)
            // The modifier makes its container once: a body that runs again keeps its models.
            let key = "\(range.start)-\(range.end):" + types.map { $0.description }.joined(separator: ",")
            if let made = interpreter.storage.modelContainers[key] {
                container = made
            } else {
                container = SwiftDataLibrary.makeContainer(types)
                interpreter.storage.modelContainers[key] = container
            }
        }
        return .environment(.value("modelContext"), .native(container.mainContext))
    }

    /// The graph hears of the context's inserts and deletes (`ModelContextObject.changes`).
    func observeChanges(of modelContext: ModelContextObject, _ context: BodyContext) {
        if modelContext.changes.observer !== context.graph { modelContext.changes.observer = context.graph }
    }

    /// `@Query var items: [Item]`: the models the query selects, fetched now from the
    /// environment's model context.
    func queryField(_ property: StoredProperty, given: Value, _ context: BodyContext) throws -> Value {
        let query: QueryObject
        if case .native(let object as QueryObject) = given {
            query = object
        } else if case .native(let object as QueryObject)? = try interpreter.wrapperArgument(of: property) {
            query = object
        } else {
            query = SwiftDataLibrary.emptyQuery
        }
        guard case .native(let modelContext as ModelContextObject)? = context.environment(.value("modelContext"), for: property.name) else {
            // "Set a .modelContext in view's environment to use Query" (SwiftData's runtime
            // error when no container is above; Hacking with Swift, "Common SwiftData errors and
            // their solutions").
            return .native(MissingWrappedValue(message: "Fatal error: Set a .modelContext in view's environment to use Query"))
        }
        observeChanges(of: modelContext, context)
        let elementType: RuntimeType? = if case .array(let element)? = property.type { element } else { nil }
        return try query.fetch(in: modelContext, elementType: elementType, interpreter, at: property.range)
    }
}
