import ViewScriptSyntax

/// `x!`
public final class ForceUnwrapNode: LValueNode {
    let inner: ExprNode
    init(_ inner: ExprNode, range: SourceRange) {
        self.inner = inner
        super.init(range: range, type: { if case .optional(let t)? = inner.staticType { return t } else { return nil } }())
    }
    public override func evaluate(_ frame: Frame) throws -> Value {
        let value = try inner.evaluate(frame)
        switch value {
        case .some(let wrapped): return wrapped
        case .none: throw frame.interpreter.trap("Fatal error: Unexpectedly found nil while unwrapping an Optional value", at: range)
        default: return value
        }
    }
    public override func modify<T>(_ frame: Frame, _ body: (inout Value) throws -> T) throws -> T {
        guard let storage = inner as? LValueNode else { return try super.modify(frame, body) }
        let range = self.range
        return try Self.modifyWrapped(storage, frame, body) {
            frame.interpreter.trap("Fatal error: Unexpectedly found nil while unwrapping an Optional value", at: range)
        }
    }

    /// Changes the value inside the optional `storage` holds, in place; a `nil` throws
    /// `whenNil()` (a trap for `x!`, the end of the chain for `x?`). A value that is not an
    /// optional is changed as it is.
    static func modifyWrapped<T>(_ storage: LValueNode, _ frame: Frame, _ body: (inout Value) throws -> T,
                                 whenNil: () -> Error) throws -> T {
        try storage.modify(frame) { optional in
            guard case .some(var wrapped) = optional else {
                if case .none = optional { throw whenNil() }
                return try body(&optional)
            }
            optional = .void
            defer { optional = .some(wrapped) }
            return try body(&wrapped)
        }
    }
    public override func assign(_ frame: Frame, _ value: Value) throws {
        try modify(frame) { $0 = value }
    }
    override var accessHasEffects: Bool { (inner as? LValueNode)?.accessHasEffects ?? false }
    override func prepareAccess(_ frame: Frame) throws { try (inner as? LValueNode)?.prepareAccess(frame) }
    override var bindsOptional: Bool { (inner as? LValueNode)?.bindsOptional ?? false }
}

/// Signals that an optional chain met `nil`.
struct OptionalChainNil: Error {}

/// `x?` inside a chain.
public final class BindOptionalNode: LValueNode {
    let inner: ExprNode
    init(_ inner: ExprNode, range: SourceRange) {
        self.inner = inner
        super.init(range: range)
    }
    public override func evaluate(_ frame: Frame) throws -> Value {
        switch try inner.evaluate(frame) {
        case .some(let wrapped): return wrapped
        case .none: throw OptionalChainNil()
        case let other: return other
        }
    }
    public override func modify<T>(_ frame: Frame, _ body: (inout Value) throws -> T) throws -> T {
        guard let storage = inner as? LValueNode else { return try super.modify(frame, body) }
        return try ForceUnwrapNode.modifyWrapped(storage, frame, body) { OptionalChainNil() }
    }
    public override func assign(_ frame: Frame, _ value: Value) throws {
        try modify(frame) { $0 = value }
    }
    // The indices before the `?` are evaluated whatever the optional holds.
    override var accessHasEffects: Bool { (inner as? LValueNode)?.accessHasEffects ?? false }
    override func prepareAccess(_ frame: Frame) throws { try (inner as? LValueNode)?.prepareAccess(frame) }
    override var bindsOptional: Bool { true }
}

/// `a?.b.c()`: `nil` as soon as a link is `nil`, else `Optional(result)`.
public final class OptionalChainNode: LValueNode {
    let inner: ExprNode
    init(_ inner: ExprNode, range: SourceRange) {
        self.inner = inner
        super.init(range: range, type: inner.staticType.map { .optional($0) })
    }
    public override func evaluate(_ frame: Frame) throws -> Value {
        do {
            return try inner.evaluate(frame).asOptional
        } catch is OptionalChainNil {
            return Value.none
        }
    }
    public override func assign(_ frame: Frame, _ value: Value) throws {
        guard let storage = inner as? LValueNode else { return try super.assign(frame, value) }
        do { try storage.assign(frame, value) } catch is OptionalChainNil {}
    }
    public override func modify<T>(_ frame: Frame, _ body: (inout Value) throws -> T) throws -> T {
        guard let storage = inner as? LValueNode else { return try super.modify(frame, body) }
        return try storage.modify(frame, body)
    }
    override var accessHasEffects: Bool { (inner as? LValueNode)?.accessHasEffects ?? false }
    override func prepareAccess(_ frame: Frame) throws { try (inner as? LValueNode)?.prepareAccess(frame) }
}
