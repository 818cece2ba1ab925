import ViewScriptSyntax

/// `@Query(filter:sort:order:)` and `Query(...)` in a view's initializer (`_items = Query(...)`):
/// what a view's query fetches. The view graph fetches it from the environment's model context
/// each time the view's body runs (`InterpretedViews+SwiftData.swift`).
public final class QueryObject: NativeObject {
    /// What `filter:`, `sort:` and `order:` select, or the descriptor given; its model type is
    /// the property's (`[Item]`) unless the descriptor names one.
    let descriptor: FetchDescriptorObject

    init(descriptor: FetchDescriptorObject) { self.descriptor = descriptor }

    public var runtimeType: RuntimeType { .named("Query", []) }
    public func describe() -> String { "Query" }

    /// The models of `context` this query shows, for a property of type `[Item]`.
    public func fetch(in context: ModelContextObject, elementType: RuntimeType?, _ interpreter: Interpreter, at range: SourceRange) throws -> Value {
        try fetch(in: context, elementType: elementType, CallContext(interpreter: interpreter, range: range))
    }

    func fetch(in context: ModelContextObject, elementType: RuntimeType?, _ call: CallContext) throws -> Value {
        try context.fetchedArray(descriptor.type == nil ? descriptor.copied(type: elementType) : descriptor, call)
    }
}

/// The SwiftData types a program constructs.
public enum SwiftDataLibrary {
    static let typeNames: Set<String> = [
        "Model", "Query", "ModelContainer", "ModelContext", "ModelConfiguration", "Schema", "FetchDescriptor",
        "Predicate", "PersistentModel", "Attribute", "Relationship", "Transient",
    ]

    static func construct(_ type: RuntimeType, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        guard case .named(let name, let generics) = type else { return nil }
        let values = arguments.values
        let labels = arguments.labels
        func argument(_ label: String) -> Value? { labels.firstIndex(of: label).map { values[$0] } }
        switch name {
        case "Query":
            if let first = values.first, labels.first == .some(nil) {
                return .native(QueryObject(descriptor: try FetchDescriptorObject.from(first, context)))
            }
            var sortBy = try FetchDescriptorObject.comparators(argument("sort"), context)
            if let order = argument("order"), sortBy.count == 1, try SortComparators.isReverseOrder(order, context) {
                sortBy = [SortComparatorValue(sortBy[0].typeName, path: sortBy[0].path, isReverse: true, strings: sortBy[0].strings)]
            }
            return .native(QueryObject(descriptor: FetchDescriptorObject(type: nil, predicate: argument("filter"), sortBy: sortBy)))
        case "FetchDescriptor":
            return .native(FetchDescriptorObject(type: generics.first, predicate: argument("predicate"),
                                                 sortBy: try FetchDescriptorObject.comparators(argument("sortBy"), context)))
        case "ModelContainer":
            return .native(makeContainer(try modelTypes(argument("for"), values, labels, context)))
        case "ModelContext":
            // A second context of a container sees the main context's models only once they
            // are saved, and its own inserts only in itself until it saves: not simulated.
            throw context.failure(.notSimulated("ModelContext(_:) (a context other than the container's mainContext)"))
        case "Schema":
            return .native(ModelSchemaObject(modelTypes: try modelTypes(values.first, values, labels, context)))
        case "ModelConfiguration":
            return .native(SymbolValue("ModelConfiguration(...)", arguments: values, labels: labels))
        default:
            return nil
        }
    }

    public static func makeContainer(_ types: [RuntimeType]) -> ModelContainerObject {
        ModelContainerObject(modelTypes: types)
    }

    /// A `@Query` with no arguments: every model of the property's element type.
    public static var emptyQuery: QueryObject { QueryObject(descriptor: FetchDescriptorObject(type: nil, predicate: nil, sortBy: [])) }

    /// The model types of `.modelContainer(for:)`'s arguments.
    public static func modelTypes(_ arguments: [Value], _ labels: [String?], _ interpreter: Interpreter, at range: SourceRange) throws -> [RuntimeType] {
        guard let index = labels.firstIndex(of: "for") else { return [] }
        return try modelTypes(arguments[index], arguments, labels, CallContext(interpreter: interpreter, range: range))
    }

    /// `for: Item.self`, `for: Item.self, Tag.self` (variadic: the unlabelled values after it),
    /// `for: [Item.self, Tag.self]`, `for: schema`.
    static func modelTypes(_ first: Value?, _ values: [Value], _ labels: [String?], _ context: CallContext) throws -> [RuntimeType] {
        guard let first else { return [] }
        var given: [Value] = [first]
        if let start = labels.firstIndex(of: "for") {
            given += values[(start + 1)...].enumerated().filter { labels[start + 1 + $0.offset] == nil }.map(\.element)
        }
        return try given.flatMap { value -> [RuntimeType] in
            switch value {
            case .native(let schema as ModelSchemaObject): return schema.modelTypes
            case .array(let array): return try array.elements.map { try ModelContextObject.modelType($0, context) }
            default: return [try ModelContextObject.modelType(value, context)]
            }
        }
    }
}
