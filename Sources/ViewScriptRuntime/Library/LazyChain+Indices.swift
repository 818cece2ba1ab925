/// `first`, `count` and `isEmpty` of a lazy collection. Swift answers them through the
/// collection's indices, not its iterator, and a lazy collection's indices run closures:
/// `filter`'s `startIndex` tests elements until one passes, `prefix(while:)`'s `endIndex`
/// tests the first element, every subscript maps again. So `a.lazy.filter(p).first` tests
/// elements until one passes and then reads that element once more, and each closure here
/// runs exactly as often as in Swift's `LazyFilterCollection`, `LazyMapCollection`,
/// `LazyPrefixWhileCollection` and `LazyDropWhileCollection`.
extension LazyChain {
    /// A position in a lazy collection: an offset in the collection under the chain, or
    /// `prefix(while:)`'s own past-the-end position.
    enum Index: Equatable {
        case position(Int)
        case pastEnd

        /// `<`, as `LazyPrefixWhileCollection.Index` orders the past-the-end position last.
        static func < (a: Index, b: Index) -> Bool {
            switch (a, b) {
            case (.position(let x), .position(let y)): return x < y
            case (.position, .pastEnd): return true
            case (.pastEnd, _): return false
            }
        }
    }

    /// Whether `first`, `count` and `isEmpty` are simulated for this chain: a collection
    /// whose stages are `map`, `filter`, `drop(while:)` and `prefix(while:)`, with no
    /// `filter`, `drop(while:)` or `prefix(while:)` over a `prefix(while:)` (whose
    /// `endIndex` runs its closure each time the stage above would compare with it).
    var walksIndices: Bool { indexWalk(belowPrefixWhile: false) }

    private func indexWalk(belowPrefixWhile above: Bool) -> Bool {
        switch self {
        case .elements: return true
        case .map(let base, _): return base.indexWalk(belowPrefixWhile: above)
        case .filter(let base, _), .dropWhile(let base, _): return base.indexWalk(belowPrefixWhile: true)
        case .prefixWhile(let base, _): return !above && base.indexWalk(belowPrefixWhile: true)
        case .counting, .flatten, .prefix, .dropFirst: return false
        }
    }

    func startIndex(_ context: CallContext) throws -> Index {
        switch self {
        case .elements: return .position(0)
        case .map(let base, _), .prefixWhile(let base, _): return try base.startIndex(context)
        case .filter(let base, let step):
            return try base.firstIndex(from: try base.startIndex(context), passing: step, context)
        case .dropWhile(let base, let step):
            return try base.firstIndex(from: try base.startIndex(context), failing: step, context)
        default: throw Self.notWalked(context)
        }
    }

    func endIndex(_ context: CallContext) throws -> Index {
        switch self {
        case .elements(let elements): return .position(elements.count)
        case .map(let base, _), .filter(let base, _), .dropWhile(let base, _): return try base.endIndex(context)
        case .prefixWhile(let base, let step):
            if let first = try base.first(context), try step.test(first, context) { return .pastEnd }
            return try startIndex(context)
        default: throw Self.notWalked(context)
        }
    }

    func index(after index: Index, _ context: CallContext) throws -> Index {
        switch self {
        case .elements:
            guard case .position(let offset) = index else { throw Self.notWalked(context) }
            return .position(offset + 1)
        case .map(let base, _), .dropWhile(let base, _): return try base.index(after: index, context)
        case .filter(let base, let step):
            return try base.firstIndex(from: try base.index(after: index, context), passing: step, context)
        case .prefixWhile(let base, let step):
            // Swift checks that `index` is not `endIndex` first, which computes `endIndex`.
            if try index == endIndex(context) { throw context.trap("Fatal error: Can't advance past endIndex") }
            let next = try base.index(after: index, context)
            guard try next < base.endIndex(context), try step.test(try base.element(at: next, context), context) else {
                return .pastEnd
            }
            return next
        default: throw Self.notWalked(context)
        }
    }

    func element(at index: Index, _ context: CallContext) throws -> Value {
        switch self {
        case .elements(let elements):
            guard case .position(let offset) = index, (0..<elements.count).contains(offset) else {
                throw context.trap("Fatal error: Index out of range")
            }
            return elements[offset]
        case .map(let base, let step): return try step.apply(try base.element(at: index, context), context)
        case .filter(let base, _), .dropWhile(let base, _), .prefixWhile(let base, _):
            if index == .pastEnd { throw context.trap("Fatal error: Index out of range") }
            return try base.element(at: index, context)
        default: throw Self.notWalked(context)
        }
    }

    /// The first index from `start` whose element passes (`filter`'s scan) or fails
    /// (`drop(while:)`'s) the test; `endIndex` is read before each test, as Swift does.
    private func firstIndex(from start: Index, passing step: LazyStep, _ context: CallContext) throws -> Index {
        var index = start
        while try index != endIndex(context), try !step.test(try element(at: index, context), context) {
            try context.interpreter.step(context.range, "this lazy collection")
            index = try self.index(after: index, context)
        }
        return index
    }

    private func firstIndex(from start: Index, failing step: LazyStep, _ context: CallContext) throws -> Index {
        var index = start
        while try index != endIndex(context), try step.test(try element(at: index, context), context) {
            try context.interpreter.step(context.range, "this lazy collection")
            index = try self.index(after: index, context)
        }
        return index
    }

    // MARK: The collection's members

    /// `first`: `startIndex`, compared with `endIndex`, then the element there.
    func first(_ context: CallContext) throws -> Value? {
        if case .elements(let elements) = self { return elements.count > 0 ? elements[0] : nil }
        let start = try startIndex(context)
        guard try start != endIndex(context) else { return nil }
        return try element(at: start, context)
    }

    /// `count`: the collection's own for `map` (its base's) and for the elements; otherwise
    /// `distance(from: startIndex, to: endIndex)`, one `index(after:)` at a time.
    func count(_ context: CallContext) throws -> Int {
        switch self {
        case .elements(let elements): return elements.count
        case .map(let base, _): return try base.count(context)
        default:
            var index = try startIndex(context)
            let end = try endIndex(context)
            var count = 0
            while index != end {
                try context.interpreter.step(context.range, "this lazy collection")
                count += 1
                index = try self.index(after: index, context)
            }
            return count
        }
    }

    /// `isEmpty`: `map`'s is its base's; otherwise `startIndex == endIndex`.
    func isEmpty(_ context: CallContext) throws -> Bool {
        switch self {
        case .elements(let elements): return elements.count == 0
        case .map(let base, _): return try base.isEmpty(context)
        default: return try startIndex(context) == endIndex(context)
        }
    }

    private static func notWalked(_ context: CallContext) -> RuntimeError {
        context.failure(.notSimulated("this member of this lazy collection"))
    }
}
