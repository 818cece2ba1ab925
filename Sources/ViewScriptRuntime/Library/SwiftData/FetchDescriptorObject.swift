/// `FetchDescriptor<Item>(predicate:sortBy:)`, with `fetchLimit` and `fetchOffset`.
/// Source: Apple, FetchDescriptor, https://developer.apple.com/documentation/swiftdata/fetchdescriptor
final class FetchDescriptorObject: NativeCopyOnWrite {
    let type: RuntimeType?
    /// The closure of the `#Predicate`.
    var predicate: Value?
    var sortBy: [SortComparatorValue]
    var fetchLimit: Int?
    var fetchOffset: Int?
    /// `includePendingChanges`, `propertiesToFetch`, `relationshipKeyPathsForPrefetching`: how
    /// the store fetches, which changes nothing a scenario sees.
    private var hints: [String: Value] = [:]

    init(type: RuntimeType?, predicate: Value?, sortBy: [SortComparatorValue]) {
        self.type = type
        self.predicate = predicate.flatMap(Self.closure(of:))
        self.sortBy = sortBy
    }

    private static func closure(of predicate: Value) -> Value? {
        switch predicate.unwrappedDeep ?? predicate {
        case .native(let object as PredicateObject): object.closure
        case .none: nil
        case let other: other
        }
    }

    func copied() -> FetchDescriptorObject { copied(type: type) }

    /// A copy that fetches models of `newType` (a `@Query`'s descriptor takes its property's).
    func copied(type newType: RuntimeType?) -> FetchDescriptorObject {
        let copy = FetchDescriptorObject(type: newType, predicate: nil, sortBy: sortBy)
        copy.predicate = predicate
        copy.fetchLimit = fetchLimit
        copy.fetchOffset = fetchOffset
        copy.hints = hints
        return copy
    }

    func isMutatingMethod(_ name: String) -> Bool { false }

    var runtimeType: RuntimeType { .named("FetchDescriptor", type.map { [$0] } ?? []) }
    func describe() -> String { "FetchDescriptor" }

    func property(_ name: String, _ context: CallContext) throws -> Value? { property(name, nil) }

    private func property(_ name: String, _ unused: Void?) -> Value? {
        switch name {
        case "fetchLimit": fetchLimit.map { .some(.int($0)) } ?? Value.none
        case "fetchOffset": fetchOffset.map { .some(.int($0)) } ?? Value.none
        case "sortBy": .array(ArrayValue(sortBy.map(Value.native), elementType: nil))
        case "predicate": predicate.map { .some(.native(PredicateObject(closure: $0))) } ?? Value.none
        case "includePendingChanges": hints[name] ?? .bool(true)
        default: hints[name]
        }
    }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? { nil }

    /// `descriptor.fetchLimit = 10`, `descriptor.sortBy = [...]`, `descriptor.predicate = #Predicate { ... }`.
    func modifyProperty<T>(_ name: String, _ body: (inout Value) throws -> T) throws -> T {
        var value = property(name, nil) ?? .none
        defer {
            let given = value.unwrappedDeep ?? value
            switch name {
            case "fetchLimit": fetchLimit = given.asInt
            case "fetchOffset": fetchOffset = given.asInt
            case "predicate": predicate = Self.closure(of: value)
            case "sortBy":
                if case .array(let array) = given {
                    sortBy = array.elements.compactMap { if case .native(let comparator as SortComparatorValue) = $0 { comparator } else { nil } }
                }
            default: hints[name] = value
            }
        }
        return try body(&value)
    }

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
