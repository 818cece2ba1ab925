/// The shape of a lazy sequence, nested as the standard library nests its lazy types:
/// `a.lazy.map(f).filter(p)` is `.filter(.map(.elements(a), f), p)`, as Swift's
/// `LazyFilterSequence<LazyMapSequence<LazySequence<[Int]>, Int>>`. No closure runs when a
/// chain is built; each runs when a consumer draws an element through it, as often as
/// Swift's own implementation calls it (see `LazyChain+Indices.swift` for `first`, `count`
/// and `isEmpty` of lazy collections, which walk indices rather than iterate).
indirect enum LazyChain {
    /// `collection.lazy`: the collection's elements (arrays, strings, dictionaries, sets and
    /// bounded ranges are values, so they are taken when `.lazy` is read).
    case elements(LazyElements)
    /// `(n...).lazy`: the integers from `n` up, without end (a sequence, not a collection).
    case counting(from: Int)
    /// `map`: `LazyMapSequence` / `LazyMapCollection`.
    case map(LazyChain, LazyStep)
    /// `filter`: `LazyFilterSequence` / `LazyFilterCollection`.
    case filter(LazyChain, LazyStep)
    /// `prefix(while:)`: `LazyPrefixWhileSequence` / `LazyPrefixWhileCollection`.
    case prefixWhile(LazyChain, LazyStep)
    /// `drop(while:)`: `LazyDropWhileSequence` / `LazyDropWhileCollection`.
    case dropWhile(LazyChain, LazyStep)
    /// `flatMap(f)`, which Swift writes `map(f).joined()`: `FlattenSequence` of the mapped sequences.
    case flatten(LazyChain)
    /// `prefix(n)` of a lazy sequence that is not a collection: `PrefixSequence`.
    case prefix(LazyChain, Int)
    /// `dropFirst(n)` of a lazy sequence that is not a collection: `DropFirstSequence`.
    case dropFirst(LazyChain, Int)

    /// Whether Swift's type for this chain is a `Collection` (it then answers `first`,
    /// `count`, `isEmpty` by walking indices).
    var isCollection: Bool {
        switch self {
        case .elements: return true
        case .counting, .prefix, .dropFirst: return false
        case .map(let base, _), .filter(let base, _), .prefixWhile(let base, _), .dropWhile(let base, _), .flatten(let base):
            return base.isCollection
        }
    }

    /// `compactMap(f)`, as Swift builds it: `map(f).filter { $0 != nil }.map { $0! }`.
    static func compactMap(_ base: LazyChain, _ transform: Value) -> LazyChain {
        .map(.filter(.map(base, .closure(transform)), .isSome), .unwrap)
    }

    /// The chain of only `map`s over a collection's elements, rebuilt over `cut(elements)`:
    /// `prefix`, `dropFirst`, `suffix`, `dropLast` of such a chain move indices without
    /// calling a closure, so cutting the elements first is what Swift's slice does. Nil for
    /// any other chain.
    func cutElements(_ cut: (Range<Int>) -> Range<Int>) -> LazyChain? {
        switch self {
        case .elements(let elements): return .elements(elements.cut(cut))
        case .map(let base, let step): return base.cutElements(cut).map { .map($0, step) }
        default: return nil
        }
    }
}

/// The collection under a lazy chain: its elements, or a range of integers (not built,
/// so `(0..<Int.max).lazy.filter(p).first` tests only what it needs).
enum LazyElements {
    case values([Value])
    case integers(Range<Int>)

    var count: Int {
        switch self {
        case .values(let values): return values.count
        case .integers(let range): return range.count
        }
    }

    subscript(offset: Int) -> Value {
        switch self {
        case .values(let values): return values[offset]
        case .integers(let range): return .int(range.lowerBound + offset)
        }
    }

    /// The elements at the offsets `cut` keeps of `0..<count`.
    func cut(_ cut: (Range<Int>) -> Range<Int>) -> LazyElements {
        let kept = cut(0..<count)
        switch self {
        case .values(let values): return .values(Array(values[kept]))
        case .integers(let range): return .integers((range.lowerBound + kept.lowerBound)..<(range.lowerBound + kept.upperBound))
        }
    }
}

/// A closure of a lazy chain: the program's, or one of the library's own (`compactMap`'s).
enum LazyStep {
    case closure(Value)
    /// `{ $0 != nil }`.
    case isSome
    /// `{ $0! }`.
    case unwrap

    func apply(_ element: Value, _ context: CallContext) throws -> Value {
        switch self {
        case .closure(let closure): return try context.callElement(closure, element)
        case .isSome: return .bool(AnyIteratorObject.unwrap(element) != nil)
        case .unwrap: return AnyIteratorObject.unwrap(element) ?? element
        }
    }

    func test(_ element: Value, _ context: CallContext) throws -> Bool {
        try context.truth(apply(element, context))
    }
}

// MARK: Iteration

extension LazyChain {
    typealias Next = () throws -> Value?

    /// `makeIterator()`: the next-element function of Swift's iterator for this chain.
    /// Each element drawn is a step of the budget, so an endless chain ends there.
    func makeIterator(_ context: CallContext) throws -> Next {
        let range = context.range
        func counted() throws { try context.interpreter.step(range, "this lazy sequence") }
        switch self {
        case .elements(let elements):
            var position = 0
            return {
                guard position < elements.count else { return nil }
                defer { position += 1 }
                return elements[position]
            }
        case .counting(let start):
            var current = start
            return {
                try counted()
                defer { current += 1 }
                return .int(current)
            }
        case .map(let base, let step):
            let next = try base.makeIterator(context)
            return { try next().map { try step.apply($0, context) } }
        case .filter(let base, let step):
            let next = try base.makeIterator(context)
            return {
                while let element = try next() {
                    try counted()
                    if try step.test(element, context) { return element }
                }
                return nil
            }
        case .prefixWhile(let base, let step):
            let next = try base.makeIterator(context)
            var failed = false
            return {
                guard !failed, let element = try next() else { return nil }
                if try step.test(element, context) { return element }
                failed = true
                return nil
            }
        case .dropWhile(let base, let step):
            let next = try base.makeIterator(context)
            var failed = false
            return {
                if failed { return try next() }
                while let element = try next() {
                    try counted()
                    if try !step.test(element, context) {
                        failed = true
                        return element
                    }
                }
                return nil
            }
        case .flatten(let base):
            let outer = try base.makeIterator(context)
            var inner: Next?
            return {
                while true {
                    if let element = try inner?() { return element }
                    guard let sequence = try outer() else { return nil }
                    try counted()
                    inner = try Self.iterator(of: sequence, context)
                }
            }
        case .prefix(let base, let count):
            let next = try base.makeIterator(context)
            var taken = 0
            return {
                guard taken < count else { return nil }
                taken += 1
                return try next()
            }
        case .dropFirst(let base, let count):
            let next = try base.makeIterator(context)
            var dropped = 0
            while dropped < count, try next() != nil { dropped += 1 }
            return next
        }
    }

    /// The elements of any sequence value, one at a time (the sequences `flatMap`'s closure returns).
    static func iterator(of sequence: Value, _ context: CallContext) throws -> Next {
        if let elements = SequenceLibrary.elements(of: sequence) { return try LazyChain.elements(.values(elements)).makeIterator(context) }
        if let next = try context.interpreter.userIterator(of: sequence, nil, at: context.range) { return next }
        throw context.failure(.typeMismatch("flatMap on a lazy sequence needs a closure that returns a sequence"))
    }
}
