import ViewScriptSyntax

/// `#Predicate<Item> { $0.isDone }`: the closure that tests one model.
public final class PredicateObject: NativeObject, NativeMembers {
    let closure: Value
    init(closure: Value) { self.closure = closure }

    public var runtimeType: RuntimeType { .named("Predicate", []) }
    public func describe() -> String { "Predicate" }
    public func property(_ name: String, _ context: CallContext) throws -> Value? { nil }

    /// `predicate.evaluate(item)`.
    public func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        guard name == "evaluate", arguments.values.count == 1 else { return nil }
        return try context.interpreter.callClosure(closure, with: arguments.values[0], at: context.range)
    }
}

/// Evaluates `#Predicate { ... }` to a `PredicateObject` holding its closure.
final class PredicateNode: ExprNode {
    let closure: ExprNode
    init(closure: ExprNode, range: SourceRange) {
        self.closure = closure
        super.init(range: range, type: .named("Predicate", []))
    }
    override func evaluate(_ frame: Frame) throws -> Value {
        .native(PredicateObject(closure: try closure.evaluate(frame)))
    }
}
