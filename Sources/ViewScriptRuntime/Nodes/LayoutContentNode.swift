import ViewScriptSyntax

/// `MyLayout(name: "outer") { content }`: a custom `Layout` used as a container. Swift reads
/// it as `MyLayout(name: "outer")` followed by `callAsFunction { content }`; SwiftUI calls
/// the content builder at once, like a `VStack`'s, so its views (and its
/// `let _ = print(...)`) are evaluated here. The result is the library view `Layout` holding
/// the layout value (argument 0) and its content.
final class LayoutContentNode: ExprNode {
    let layout: ExprNode
    let content: ExprNode

    init(layout: ExprNode, content: ExprNode, range: SourceRange) {
        self.layout = layout
        self.content = content
        super.init(range: range)
    }

    override func evaluate(_ frame: Frame) throws -> Value {
        let interpreter = frame.interpreter
        let layoutValue = try layout.evaluate(frame)
        let closure = try content.evaluate(frame)
        let views = try interpreter.callClosure(closure, [], at: range)
        return .native(ViewValue(.builtin(name: "Layout", arguments: [layoutValue, closure], labels: [nil, nil],
                                          content: [1: views])))
    }
}

extension Compiler {
    /// A call of a program type conforming to `Layout` with a trailing closure: the closure is
    /// the content of `callAsFunction`, not an initializer argument.
    func isLayoutContentCall(_ type: RuntimeType, _ arguments: [Argument]) -> Bool {
        guard case .nominal(let nominal, _) = type, nominal.kind == .structType, nominal.conforms(to: "Layout"),
              let last = arguments.last, last.isTrailingClosure, case .closure = last.value.kind else { return false }
        return arguments.filter(\.isTrailingClosure).count == 1
    }

    mutating func compileLayoutContentCall(_ type: RuntimeType, _ arguments: [Argument], range: SourceRange) -> ExprNode {
        let layout = compileInitializerCall(type, Array(arguments.dropLast()), range: range)
        nextClosureIsViewBuilder = true
        let content = compileExpression(arguments[arguments.count - 1].value, expected: nil)
        return LayoutContentNode(layout: layout, content: content, range: range)
    }
}
