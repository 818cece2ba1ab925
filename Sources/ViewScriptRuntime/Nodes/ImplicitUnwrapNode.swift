import ViewScriptSyntax

/// A value declared as an implicitly unwrapped optional (`var next: Node!`) where a `T` is
/// needed: as the base of a member access (`first.next.value`, `name.count`). It is unwrapped,
/// trapping with Swift's message when it is `nil`; a value that is not an optional is kept as
/// it is. Elsewhere (`name == nil`, `name ?? ""`, `let copy = name`) it stays an optional.
public final class ImplicitUnwrapNode: LValueNode {
    static let message = "Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value"
    let inner: ExprNode

    init(_ inner: ExprNode, range: SourceRange) {
        self.inner = inner
        super.init(range: range, type: { if case .optional(let t)? = inner.staticType { return t } else { return inner.staticType } }())
    }

    public override func evaluate(_ frame: Frame) throws -> Value {
        let value = try inner.evaluate(frame)
        switch value {
        case .some(let wrapped): return wrapped
        case .none: throw frame.interpreter.trap(Self.message, at: range)
        default: return value
        }
    }

    public override func modify<T>(_ frame: Frame, _ body: (inout Value) throws -> T) throws -> T {
        guard let storage = inner as? LValueNode else { return try super.modify(frame, body) }
        let range = self.range
        return try ForceUnwrapNode.modifyWrapped(storage, frame, body) { frame.interpreter.trap(Self.message, at: range) }
    }

    public override func assign(_ frame: Frame, _ value: Value) throws {
        try modify(frame) { $0 = value }
    }

    override var accessHasEffects: Bool { (inner as? LValueNode)?.accessHasEffects ?? false }
    override func prepareAccess(_ frame: Frame) throws { try (inner as? LValueNode)?.prepareAccess(frame) }
}
