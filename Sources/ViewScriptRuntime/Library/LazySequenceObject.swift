/// `(1...).lazy` and the chains built on it (`map`, `filter`, `compactMap`, `prefix`,
/// `prefix(while:)`, `dropFirst`, `enumerated`): each element is computed only when the
/// chain's consumer asks for it, so an endless range can be mapped, filtered and cut.
/// Consumers (`Array(...)`, `for`-`in`, `first(where:)`, the library's other methods)
/// draw elements one by one; an endless chain without a cut ends at the step budget.
final class LazySequenceObject: NativeObject, NativeMembers {
    typealias Next = () throws -> Value?
    private let makeNext: (CallContext) throws -> Next

    init(_ makeNext: @escaping (CallContext) throws -> Next) { self.makeNext = makeNext }

    /// The integers from `start` up, without end.
    static func counting(from start: Int) -> LazySequenceObject {
        LazySequenceObject { _ in
            var current = start
            return {
                defer { current += 1 }
                return .int(current)
            }
        }
    }

    var runtimeType: RuntimeType { .named("LazySequence", [.any]) }
    func describe() -> String { "LazySequence<Any>" }

    func iterator(_ context: CallContext) throws -> Next { try makeNext(context) }

    func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch name {
        case "lazy": return .native(self)
        case "first": return try makeNext(context)().map { Value.some($0) } ?? Value.none
        default: return nil
        }
    }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        let values = arguments.values
        let labels = arguments.labels
        let base = makeNext
        let range = context.range
        // Counted through the context each pass is given, not a captured interpreter: a lazy
        // sequence kept in a global would otherwise hold the interpreter that holds it.
        func counted(_ context: CallContext) throws { try context.interpreter.step(range, "this lazy sequence") }
        switch (name, labels) {
        case ("map", [nil]):
            let transform = values[0]
            return .native(LazySequenceObject { context in
                let next = try base(context)
                return { try next().map { try context.call(transform, $0) } }
            })
        case ("filter", [nil]):
            let test = values[0]
            return .native(LazySequenceObject { context in
                let next = try base(context)
                return {
                    while let element = try next() {
                        try counted(context)
                        if try context.test(test, element) { return element }
                    }
                    return nil
                }
            })
        case ("compactMap", [nil]):
            let transform = values[0]
            return .native(LazySequenceObject { context in
                let next = try base(context)
                return {
                    while let element = try next() {
                        try counted(context)
                        if let mapped = AnyIteratorObject.unwrap(try context.call(transform, element)) { return mapped }
                    }
                    return nil
                }
            })
        case ("prefix", [nil]):
            guard case .int(let count) = values[0] else { return nil }
            return .native(LazySequenceObject { context in
                let next = try base(context)
                var taken = 0
                return {
                    guard taken < count else { return nil }
                    taken += 1
                    return try next()
                }
            })
        case ("prefix", ["while"]):
            let test = values[0]
            return .native(LazySequenceObject { context in
                let next = try base(context)
                var done = false
                return {
                    guard !done, let element = try next() else { return nil }
                    if try context.test(test, element) { return element }
                    done = true
                    return nil
                }
            })
        case ("dropFirst", []), ("dropFirst", [nil]):
            var count = 1
            if let first = values.first { guard case .int(let n) = first else { return nil }; count = n }
            let dropped = count
            return .native(LazySequenceObject { context in
                let next = try base(context)
                for _ in 0..<dropped where try next() == nil { break }
                return next
            })
        case ("enumerated", []):
            return .native(LazySequenceObject { context in
                let next = try base(context)
                var offset = 0
                return {
                    guard let element = try next() else { return nil }
                    defer { offset += 1 }
                    return .tuple(TupleValue([.int(offset), element], labels: ["offset", "element"]))
                }
            })
        case ("first", ["where"]), ("first", [nil]):
            let next = try base(context)
            while let element = try next() {
                try counted(context)
                if try context.test(values[0], element) { return Value.some(element) }
            }
            return Value.none
        case ("makeIterator", []):
            let next = try base(context)
            return .native(AnyIteratorObject { _ in try next() })
        default:
            return nil
        }
    }
}
