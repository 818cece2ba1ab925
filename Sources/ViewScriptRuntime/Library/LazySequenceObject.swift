/// `collection.lazy`, `(1...).lazy` and the chains built on them (`map`, `filter`,
/// `compactMap`, `flatMap`, `prefix(while:)`, `drop(while:)`, `prefix`, `dropFirst`): no
/// closure runs when the chain is built; consumers (`for`-`in`, `Array(...)`, `reduce`,
/// `forEach`, `first(where:)`, `contains(where:)`...) draw elements one by one through it,
/// and `first`, `count`, `isEmpty` walk its indices, each as Swift does (see `LazyChain`).
/// Every other member of a lazy sequence is a "not simulated yet" error, never an eager
/// answer, and so is printing one (Swift prints its nested generic type).
final class LazySequenceObject: NativeObject, NativeMembers {
    let chain: LazyChain

    init(_ chain: LazyChain) { self.chain = chain }

    /// `value.lazy` for the library's collections; nil for other values.
    static func lazy(_ value: Value) -> Value? {
        if case .range(let range) = value, range.kind == .from, case .int(let start)? = range.lower {
            return .native(LazySequenceObject(.counting(from: start)))
        }
        if case .range(let range) = value, let bounds = range.intBounds {
            return .native(LazySequenceObject(.elements(.integers(bounds.start..<max(bounds.start, bounds.end)))))
        }
        guard let elements = SequenceLibrary.elements(of: value) else { return nil }
        return .native(LazySequenceObject(.elements(.values(elements))))
    }

    private static func isElements(_ chain: LazyChain) -> Bool {
        if case .elements = chain { return true }
        return false
    }

    static func isLazy(_ value: Value) -> Bool {
        if case .native(let object) = value { return object is LazySequenceObject }
        return false
    }

    var runtimeType: RuntimeType { .named("LazySequence", [.any]) }
    func describe() -> String { "LazySequence<Any>" }

    func iterator(_ context: CallContext) throws -> LazyChain.Next { try chain.makeIterator(context) }

    func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch name {
        case "lazy": return .native(self)
        // `LazySequence<Base>.elements` is the collection itself (not kept); a chain's is the chain.
        case "elements" where !Self.isElements(chain): return .native(self)
        case "first" where chain.walksIndices: return SequenceLibrary.optional(try chain.first(context))
        case "count" where chain.walksIndices: return .int(try chain.count(context))
        case "isEmpty" where chain.walksIndices: return .bool(try chain.isEmpty(context))
        case "underestimatedCount" where !chain.isCollection: return .int(0)
        default: throw Self.notSimulated(name, context)
        }
    }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        let values = arguments.values
        func chained(_ chain: LazyChain) -> Value { .native(LazySequenceObject(chain)) }
        switch (name, arguments.labels) {
        case ("map", [nil]): return chained(.map(chain, .closure(values[0])))
        case ("filter", [nil]): return chained(.filter(chain, .closure(values[0])))
        case ("compactMap", [nil]): return chained(LazyChain.compactMap(chain, values[0]))
        case ("flatMap", [nil]): return chained(.flatten(.map(chain, .closure(values[0]))))
        case ("prefix", ["while"]): return chained(.prefixWhile(chain, .closure(values[0])))
        case ("drop", ["while"]): return chained(.dropWhile(chain, .closure(values[0])))
        case ("prefix", [nil]), ("dropFirst", []), ("dropFirst", [nil]):
            return try cut(name, count: values.first, context)
        case ("makeIterator", []):
            let next = try chain.makeIterator(context)
            return .native(AnyIteratorObject { _ in try next() })
        case ("enumerated", []):
            // `EnumeratedSequence` is not lazy: its own `map` and `filter` are eager.
            return Self.eager(chain, typeName: "EnumeratedSequence", enumerated: true)
        default:
            return try consume(name, arguments, context)
        }
    }

    /// `prefix(n)`, `dropFirst(n)`: of a collection whose stages are all `map`s, the cut
    /// elements mapped (index moves run no closure there); of a sequence, `PrefixSequence`
    /// and `DropFirstSequence`.
    private func cut(_ name: String, count value: Value?, _ context: CallContext) throws -> Value? {
        var count = 1
        if let value {
            guard case .int(let given) = value else { return nil }
            count = given
        }
        if count < 0 {
            throw context.trap(name == "prefix" ? "Fatal error: Can't take a prefix of negative length from a collection"
                                                : "Fatal error: Can't drop a negative number of elements from a collection")
        }
        let isPrefix = name == "prefix"
        if chain.isCollection {
            let cut = chain.cutElements { isPrefix ? $0.prefix(count) : $0.dropFirst(count) }
            guard let cut else { throw Self.notSimulated(name, context) }
            return .native(LazySequenceObject(cut))
        }
        return .native(LazySequenceObject(isPrefix ? .prefix(chain, count) : .dropFirst(chain, count)))
    }

    /// The consumers that draw elements through the chain.
    private func consume(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        let values = arguments.values
        let next = { try self.chain.makeIterator(context) }
        switch (name, arguments.labels) {
        case ("contains", [nil]) where !isClosure(values[0]):
            let elements = try next()
            while let element = try elements() {
                if try context.equal(element, values[0]) { return .bool(true) }
            }
            return .bool(false)
        case ("first", ["where"]), ("first", [nil]), ("contains", ["where"]), ("contains", [nil]), ("allSatisfy", [nil]):
            let wantsPass = name != "allSatisfy"
            let elements = try next()
            while let element = try elements() {
                guard try context.test(values[0], element) == wantsPass else { continue }
                switch name {
                case "first": return Value.some(element)
                case "contains": return .bool(true)
                default: return .bool(false)
                }
            }
            switch name {
            case "first": return Value.none
            case "contains": return .bool(false)
            default: return .bool(true)
            }
        case ("forEach", [nil]):
            let elements = try next()
            while let element = try elements() { _ = try context.callElement(values[0], element) }
            return .void
        case ("reduce", [nil, nil]):
            var result = values[0]
            let elements = try next()
            while let element = try elements() { result = try context.call(values[1], result, element) }
            return result
        case ("reduce", ["into", nil]):
            var result = values[0]
            let elements = try next()
            while let element = try elements() {
                _ = try context.interpreter.callInout(values[1], accumulator: &result, rest: [element], at: context.range)
            }
            return result
        case ("sorted", []), ("sorted", ["by"]), ("min", []), ("max", []), ("joined", []), ("joined", ["separator"]):
            // Swift builds an array of the elements first, then works on it.
            var array = Value.array(ArrayValue(try drawAll(context)))
            return try Library.method(name, labels: arguments.labels, receiver: &array, arguments: values, context)
        default:
            throw Self.notSimulated(name, context)
        }
    }

    private func isClosure(_ value: Value) -> Bool {
        if case .function = value { return true }
        if case .keyPath = value { return true }
        return false
    }

    /// Every element, for consumers that take them all before any of their own work.
    func drawAll(_ context: CallContext) throws -> [Value] {
        let next = try chain.makeIterator(context)
        var elements: [Value] = []
        while let element = try next() {
            try context.interpreter.step(context.range, "this lazy sequence")
            elements.append(element)
        }
        return elements
    }

    /// A sequence that is not lazy over the chain's elements (`enumerated()`, an endless
    /// range's `prefix(n)`): iterated one element at a time, and its `map`, `filter`...
    /// are the eager ones of every sequence.
    static func eager(_ chain: LazyChain, typeName: String, enumerated: Bool = false) -> Value {
        .native(AnySequenceObject(typeName: typeName) { context in
            let next = try chain.makeIterator(context)
            var offset = 0
            return AnyIteratorObject { _ in
                guard let element = try next() else { return nil }
                guard enumerated else { return element }
                defer { offset += 1 }
                return .tuple(TupleValue([.int(offset), element], labels: ["offset", "element"]))
            }
        })
    }

    static func notSimulated(_ name: String, _ context: CallContext) -> RuntimeError {
        context.failure(.notSimulated("\(name) of a lazy sequence"))
    }
}
