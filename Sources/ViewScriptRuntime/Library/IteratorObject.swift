/// What `makeIterator()` returns: `next()` gives the elements in order, then `nil`.
final class IteratorObject: NativeObject, NativeMembers {
    private let elements: [Value]
    private var position = 0

    init(_ elements: [Value]) { self.elements = elements }

    var runtimeType: RuntimeType { .named("IndexingIterator", []) }
    func describe() -> String { "IndexingIterator(_position: \(position))" }
    func property(_ name: String, _ context: CallContext) throws -> Value? { nil }
    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        guard name == "next" else { return nil }
        guard position < elements.count else { return Value.none }
        position += 1
        return Value.some(elements[position - 1])
    }
}
