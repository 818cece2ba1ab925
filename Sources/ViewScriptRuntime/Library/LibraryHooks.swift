import ViewScriptSyntax

// What the collection library needs from the interpreter. These bodies are placeholders
// that know only built-in values; the interpreter replaces them with versions that call
// the program's own `<` and `==` operators and write `inout` parameters back.
extension Interpreter {
    /// `a < b` as the program means it (`sorted()`, `min()`, `max()`, `Range.contains`).
    func compareLess(_ a: Value, _ b: Value, at range: SourceRange) throws -> Bool {
        if let result = ValueOrdering.builtinLess(a, b) { return result }
        throw failure(.typeMismatch("'<' cannot compare \(describe(a)) and \(describe(b))"), at: range)
    }

    /// `a == b` as the program means it (`contains(_:)`, `firstIndex(of:)`).
    func valuesEqual(_ a: Value, _ b: Value, at range: SourceRange) throws -> Bool { a == b }

    /// Calls a closure whose first parameter is `inout` (`reduce(into:_:)`), then stores
    /// what the closure left in that parameter back into `accumulator`.
    func callInout(_ closure: Value, accumulator: inout Value, rest: [Value], at range: SourceRange) throws {
        _ = try callClosure(closure, [accumulator] + rest, at: range)
    }
}
