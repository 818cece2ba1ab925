import ViewScriptSyntax

/// `item` inside `{ $item in }`: reads the value the binding `$item` refers to; assigning
/// (`item = x`, `item.done.toggle()`) writes through the binding, as SwiftUI's
/// `Binding.wrappedValue` setter does. The binding itself never changes.
public final class WrappedValueNode: LValueNode {
    let binding: ExprNode

    init(binding: ExprNode, range: SourceRange) {
        self.binding = binding
        super.init(range: range)
    }

    public override func evaluate(_ frame: Frame) throws -> Value {
        try frame.interpreter.readBinding(try binding.evaluate(frame))
    }

    public override func assign(_ frame: Frame, _ value: Value) throws {
        try frame.interpreter.writeBinding(try binding.evaluate(frame), value, at: range)
    }

    public override func modify<T>(_ frame: Frame, _ body: (inout Value) throws -> T) throws -> T {
        let interpreter = frame.interpreter
        let reference = try binding.evaluate(frame)
        var value = try interpreter.readBinding(reference)
        let result = try body(&value)
        try interpreter.writeBinding(reference, value, at: range)
        return result
    }
}
