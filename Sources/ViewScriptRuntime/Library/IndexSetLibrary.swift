/// Foundation's `IndexSet`: a sorted set of non-negative integers, what `.onDelete` and
/// `.onMove` pass to their actions (offsets into the `ForEach`'s data). Immutable here: its
/// mutating members (`insert`, `remove`) are not in the subset, so sharing the object is the
/// value semantics Swift gives.
public final class IndexSetObject: NativeObject, NativeMembers, NativeEquatable {
    /// Ascending, without duplicates.
    public let indexes: [Int]

    public init<S: Sequence>(_ indexes: S) where S.Element == Int {
        self.indexes = Array(Set(indexes)).sorted()
    }

    public var runtimeType: RuntimeType { .named("IndexSet", []) }
    /// `print(IndexSet(integer: 2))` prints `1 indexes`, as Foundation's `description` does.
    public func describe() -> String { "\(indexes.count) indexes" }

    public func isEqual(to other: NativeObject) -> Bool { (other as? IndexSetObject)?.indexes == indexes }
    public var hashKey: Int { indexes.hashValue }

    var elements: [Value] { indexes.map(Value.int) }

    public func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch name {
        case "count": return .int(indexes.count)
        case "isEmpty": return .bool(indexes.isEmpty)
        case "first": return indexes.first.map { .some(.int($0)) } ?? Value.none
        case "last": return indexes.last.map { .some(.int($0)) } ?? Value.none
        case "description", "debugDescription": return .string(describe())
        default: return nil
        }
    }

    public func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        let library = LibraryArguments(labels: arguments.labels, values: arguments.values, context)
        switch name {
        case "contains" where library.match("_") && arguments.values.first?.asInt != nil:
            return .bool(indexes.contains(try library.int(0)))
        case "contains" where library.match("integersIn"):
            guard let bounds = try library.range(0).intBounds else { return nil }
            return .bool((bounds.start..<bounds.end).allSatisfy(indexes.contains))
        case "filter" where library.match("_"):
            return .native(IndexSetObject(try indexes.filter { try context.interpreter.callClosure(arguments.values[0], [.int($0)], at: context.range) == .bool(true) }))
        case "insert", "remove", "update", "formUnion", "formIntersection", "subtract", "shift":
            throw context.failure(.notInSubset("IndexSet.\(name)"))
        default:
            return try SequenceLibrary.method(name, library, on: SequenceView(elements, elementType: .named("Int", [])))
        }
    }

    /// `IndexSet()`, `IndexSet(integer: 2)`, `IndexSet(integersIn: 0..<3)`, `IndexSet([1, 3])`.
    static func construct(_ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        let library = LibraryArguments(labels: arguments.labels, values: arguments.values, context)
        if library.match() { return .native(IndexSetObject([])) }
        if library.match("integer") { return .native(IndexSetObject([try checked(library.int(0), context)])) }
        if library.match("integersIn") {
            guard let bounds = try library.range(0).intBounds else { return nil }
            return .native(IndexSetObject(try (bounds.start..<max(bounds.start, bounds.end)).map { try checked($0, context) }))
        }
        if library.match("_") {
            return .native(IndexSetObject(try library.sequence(0).map { value -> Int in
                guard let int = value.asInt else { throw context.failure(.typeMismatch("IndexSet needs integers")) }
                return try checked(int, context)
            }))
        }
        return nil
    }

    /// Foundation traps on a negative index.
    private static func checked(_ index: Int, _ context: CallContext) throws -> Int {
        guard index >= 0 else { throw context.trap("Fatal error: Index out of range") }
        return index
    }
}
