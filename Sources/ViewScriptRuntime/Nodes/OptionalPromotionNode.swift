import ViewScriptSyntax

/// A value of an optional type stored where one more optional layer is expected
/// (`dict[k] = v` on a `[K: V?]` with `v: V?`): Swift wraps it, so a `nil` it holds becomes
/// `.some(nil)` (the key is kept, holding `nil`) and not the `nil` that removes the key.
public final class OptionalPromotionNode: ExprNode {
    let inner: ExprNode
    init(_ inner: ExprNode) {
        self.inner = inner
        super.init(range: inner.range, type: inner.staticType.map { .optional($0) })
    }
    public override func evaluate(_ frame: Frame) throws -> Value {
        let value = try inner.evaluate(frame)
        if case .none = value { return .some(.none) }
        return value
    }
}
