import ViewScriptSyntax

// What the collection library needs from the interpreter: the program's own `<` and `==`
// (see Interpreter+Operators.swift) and closures with an `inout` first parameter.
extension Interpreter {
    /// `a < b` as the program means it (`sorted()`, `min()`, `max()`, `Range.contains`).
    func compareLess(_ a: Value, _ b: Value, at range: SourceRange) throws -> Bool {
        if let result = ValueOrdering.builtinLess(a, b) { return result }
        return try compare(a, b, at: range) < 0
    }

    /// `callInout` for the layers above (`transformEnvironment(_:transform:)`).
    public func callUpdating(_ closure: Value, _ value: inout Value, at range: SourceRange) throws {
        try callInout(closure, accumulator: &value, rest: [], at: range)
    }

    /// Calls a closure whose first parameter is `inout` (`reduce(into:_:)`), then stores
    /// what the closure left in that parameter back into `accumulator`.
    /// Returns what the closure returned.
    @discardableResult
    func callInout(_ closure: Value, accumulator: inout Value, rest: [Value], at range: SourceRange) throws -> Value {
        guard case .function(let function) = closure, case .user(let definition, let captures, let boundSelf) = function.kind,
              let first = definition.parameters.first else {
            return try callClosure(closure, [accumulator] + rest, at: range)
        }
        let arguments: [Value?] = [accumulator] + rest
        accumulator = .void
        let outcome = try invoke(definition, arguments: arguments, captures: captures, selfValue: boundSelf, at: range)
        accumulator = outcome.frame.read(first.slot)
        return outcome.result
    }

    /// Calls a closure whose parameter at `position` is `inout` (a gesture's `.updating`
    /// closure `{ value, state, transaction in }`): what the closure left in that parameter.
    public func callClosure(_ closure: Value, _ arguments: [Value], inoutAt position: Int, at range: SourceRange) throws -> Value {
        guard case .function(let function) = closure, case .user(let definition, let captures, let boundSelf) = function.kind,
              position < definition.parameters.count, position < arguments.count else {
            _ = try callClosure(closure, arguments, at: range)
            return arguments.indices.contains(position) ? arguments[position] : .void
        }
        let outcome = try invoke(definition, arguments: arguments, captures: captures, selfValue: boundSelf, at: range)
        return outcome.frame.read(definition.parameters[position].slot)
    }
}

extension Interpreter {
    /// A value inside an error message: its description, or its type if describing it traps.
    func describeForMessage(_ value: Value) -> String {
        (try? describe(value)) ?? runtimeType(of: value).description
    }
}
