import ViewScriptSyntax

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

/// `#Predicate<Item> { $0.isDone }`: the closure that tests one model.
public final class PredicateObject: NativeObject, NativeMembers {
    let closure: Value
    init(closure: Value) { self.closure = closure }

    public var runtimeType: RuntimeType { .named("Predicate", []) }
    public func describe() -> String { "Predicate" }
    public func property(_ name: String, _ context: CallContext) throws -> Value? { nil }

    /// `predicate.evaluate(item)`.
    public func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        guard name == "evaluate", arguments.values.count == 1 else { return nil }
        return try context.interpreter.callClosure(closure, with: arguments.values[0], at: context.range)
    }
}

/// Evaluates `#Predicate { ... }` to a `PredicateObject` holding its closure.
final class PredicateNode: ExprNode {
    let closure: ExprNode
    init(closure: ExprNode, range: SourceRange) {
        self.closure = closure
        super.init(range: range, type: .named("Predicate", []))
    }
    override func evaluate(_ frame: Frame) throws -> Value {
        .native(PredicateObject(closure: try closure.evaluate(frame)))
    }
}

/// `FetchDescriptor<Item>(predicate:sortBy:)`, with `fetchLimit` and `fetchOffset`.
/// Source: Apple, FetchDescriptor, https://developer.apple.com/documentation/swiftdata/fetchdescriptor
final class FetchDescriptorObject: NativeObject, NativeMembers {
    let type: RuntimeType?
    let predicate: Value?
    let sortBy: [SortComparatorValue]
    var fetchLimit: Int?
    var fetchOffset: Int?

    init(type: RuntimeType?, predicate: Value?, sortBy: [SortComparatorValue]) {
        self.type = type
        self.predicate = predicate.flatMap { value in
            if case .native(let object as PredicateObject) = value { return object.closure }
            return value
        }
        self.sortBy = sortBy
    }

    var runtimeType: RuntimeType { .named("FetchDescriptor", type.map { [$0] } ?? []) }
    func describe() -> String { "FetchDescriptor" }

    func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch name {
        case "fetchLimit": fetchLimit.map(Value.int).map { .some($0) } ?? Value.none
        case "fetchOffset": fetchOffset.map(Value.int).map { .some($0) } ?? Value.none
        default: nil
        }
    }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? { nil }

    /// A descriptor value, or what a `@Query` or `fetch` was given instead.
    static func from(_ value: Value, _ context: CallContext) throws -> FetchDescriptorObject {
        if case .native(let descriptor as FetchDescriptorObject) = value { return descriptor }
        throw context.failure(.typeMismatch("expected a FetchDescriptor"))
    }

    /// The comparators of `sortBy:` / `sort:`: one, or an array of them.
    static func comparators(_ value: Value?, _ context: CallContext) throws -> [SortComparatorValue] {
        switch value {
        case nil: return []
        case .native(let comparator as SortComparatorValue)?: return [comparator]
        case .keyPath(let path)?: return [SortComparatorValue("SortDescriptor", path: path, isReverse: false)]
        case .array(let array)?:
            return try array.elements.flatMap { try comparators($0, context) }
        default:
            throw context.failure(.typeMismatch("sort: takes a key path or SortDescriptors"))
        }
    }
}
