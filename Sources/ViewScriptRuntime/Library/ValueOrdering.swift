/// Swift's `<` for the built-in `Comparable` types: numbers, strings, characters, and
/// tuples of them (compared element by element, as the standard library's tuple `<`).
/// User types are ordered by their own `<`, which only the interpreter can call.
enum ValueOrdering {
    /// `a < b`, or nil when the standard library has no `<` for these values.
    static func builtinLess(_ a: Value, _ b: Value) -> Bool? {
        switch (a, b) {
        case (.int(let x), .int(let y)): return x < y
        case (.double(let x), .double(let y)): return x < y
        case (.int(let x), .double(let y)): return Double(x) < y
        case (.double(let x), .int(let y)): return x < Double(y)
        case (.string(let x), .string(let y)): return x < y
        case (.character(let x), .character(let y)): return x < y
        // A literal typed by its context: `("a"..."z").contains("q")`.
        case (.string(let x), .character(let y)): return x < String(y)
        case (.character(let x), .string(let y)): return String(x) < y
        case (.tuple(let x), .tuple(let y)) where x.elements.count == y.elements.count:
            for (left, right) in zip(x.elements, y.elements) where left != right {
                return builtinLess(left, right)
            }
            return false
        default: return (DateObject.order(a, b) ?? DecimalObject.order(a, b)).map { $0 < 0 }
        }
    }

    /// `a <= b` where Swift's numbers answer it natively (so NaN is never in order);
    /// nil for values whose `<=` is `!(b < a)`.
    static func builtinLessOrEqual(_ a: Value, _ b: Value) -> Bool? {
        switch (a, b) {
        case (.double(let x), .double(let y)): return x <= y
        case (.int(let x), .double(let y)): return Double(x) <= y
        case (.double(let x), .int(let y)): return x <= Double(y)
        default: return nil
        }
    }
}

extension CallContext {
    /// `a < b` through the interpreter (user `<` operators included).
    func less(_ a: Value, _ b: Value) throws -> Bool {
        try interpreter.compareLess(a, b, at: range)
    }

    /// `a <= b`: the standard library's default `!(b < a)`, native for floating point.
    func lessOrEqual(_ a: Value, _ b: Value) throws -> Bool {
        if let result = ValueOrdering.builtinLessOrEqual(a, b) { return result }
        return try !less(b, a)
    }

    /// `a == b` through the interpreter (user `==` operators included).
    func equal(_ a: Value, _ b: Value) throws -> Bool {
        try interpreter.valuesEqual(a, b, at: range)
    }
}
