/// The arguments of a call into the collection library, with the checks every member
/// makes: which labels it was called with, and the values as the types it needs.
struct LibraryArguments {
    let labels: [String?]
    let values: [Value]
    let context: CallContext

    init(labels: [String?], values: [Value], _ context: CallContext) {
        self.labels = labels
        self.values = values
        self.context = context
    }

    var count: Int { values.count }
    subscript(index: Int) -> Value { values[index] }

    /// Whether the call has exactly these labels (`"_"`: unlabelled). A trailing closure
    /// arrives unlabelled and fits a closure parameter's label: `first { ... }` is
    /// `first(where:)`.
    func match(_ pattern: String...) -> Bool {
        guard pattern.count == labels.count else { return false }
        for (index, expected) in pattern.enumerated() {
            let given = labels[index] ?? "_"
            if given == expected { continue }
            let isTrailingClosure = index == labels.count - 1 && labels[index] == nil && values[index].isCallable
            if !(isTrailingClosure && Self.closureLabels.contains(expected)) { return false }
        }
        return true
    }

    /// The labels of the library's closure parameters.
    private static let closureLabels: Set<String> = ["where", "by", "while", "whereSeparator", "uniquingKeysWith"]

    /// `contains(5)` versus `contains { ... }`: whether the single argument is a closure.
    var isClosureCall: Bool { values.count == 1 && values[0].isCallable }

    func int(_ index: Int) throws -> Int {
        switch values[index] {
        case .int(let value): return value
        case .double(let value) where value.rounded() == value && abs(value) < 9.2e18: return Int(value)
        default: throw mismatch(index, "Int")
        }
    }

    func bool(_ index: Int) throws -> Bool {
        guard case .bool(let value) = values[index] else { throw mismatch(index, "Bool") }
        return value
    }

    func range(_ index: Int) throws -> RangeValue {
        guard case .range(let value) = values[index] else { throw mismatch(index, "Range<Int>") }
        return value
    }

    /// The elements of a sequence argument (`append(contentsOf:)`, `union(_:)`).
    func sequence(_ index: Int) throws -> [Value] {
        guard let elements = try SequenceLibrary.materialize(values[index], context) else {
            throw mismatch(index, "a sequence")
        }
        return elements
    }

    private func mismatch(_ index: Int, _ expected: String) -> RuntimeError {
        context.failure(.typeMismatch(
            "cannot convert value '\(context.interpreter.describeForMessage(values[index]))' to expected argument type '\(expected)'"))
    }
}

extension Value {
    /// A closure, a function or a key path used as a function.
    var isCallable: Bool {
        switch self {
        case .function, .keyPath: return true
        default: return false
        }
    }
}

extension CallContext {
    /// A closure's answer where Swift expects `Bool` (`filter`, `contains(where:)`).
    func truth(_ value: Value) throws -> Bool {
        guard case .bool(let result) = value else {
            throw failure(.typeMismatch(
                "cannot convert value '\(interpreter.describeForMessage(value))' of closure result to expected type 'Bool'"))
        }
        return result
    }

    /// Calls a closure with one element. A closure over tuples may take the tuple's
    /// elements as separate parameters: `dictionary.map { key, value in ... }`.
    func callElement(_ closure: Value, _ element: Value) throws -> Value {
        if case .tuple(let tuple) = element, tuple.elements.count > 1,
           case .function(let function) = closure, let definition = function.definition,
           definition.parameters.count == tuple.elements.count {
            return try interpreter.callClosure(closure, tuple.elements, at: range)
        }
        return try interpreter.callClosure(closure, with: element, at: range)
    }

    /// `predicate(element)` as a `Bool`.
    func test(_ predicate: Value, _ element: Value) throws -> Bool {
        try truth(callElement(predicate, element))
    }

    /// `areInIncreasingOrder(a, b)` as a `Bool`.
    func ordered(_ areInIncreasingOrder: Value, _ a: Value, _ b: Value) throws -> Bool {
        try truth(call(areInIncreasingOrder, a, b))
    }
}
