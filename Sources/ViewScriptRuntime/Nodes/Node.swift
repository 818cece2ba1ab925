import ViewScriptSyntax

/// A compiled expression: names resolved to slots, literals typed by their context.
/// Subclasses override `evaluate`; the tree is built once and run many times.
open class ExprNode {
    public let range: SourceRange
    /// The static type when the compiler knows it (literals, annotated variables).
    public var staticType: RuntimeType?

    public init(range: SourceRange, type: RuntimeType? = nil) {
        self.range = range
        self.staticType = type
    }

    open func evaluate(_ frame: Frame) throws -> Value {
        throw frame.interpreter.failure(.unsupported("this expression"), at: range)
    }

    /// The expression as a condition (`if`, `while`, `&&`, a `where` clause): its `Bool`, or
    /// the error `truth` reports. Comparisons and logical operators answer without building
    /// a `Value`.
    open func evaluateCondition(_ frame: Frame) throws -> Bool {
        try frame.interpreter.truth(try evaluate(frame), at: range)
    }
}

/// An expression that names storage: a variable, a property, a subscript, `self`.
open class LValueNode: ExprNode {
    /// Runs `body` on the storage in place, then stores the result (observers fire once).
    open func modify<T>(_ frame: Frame, _ body: (inout Value) throws -> T) throws -> T {
        var value = try evaluate(frame)
        let result = try body(&value)
        try assign(frame, value)
        return result
    }

    open func assign(_ frame: Frame, _ value: Value) throws {
        throw frame.interpreter.failure(.cannotAssign("this expression"), at: range)
    }

    /// Whether the storage holds a class instance now (a failure to read it counts as no).
    /// A local answers without copying its value.
    open func holdsObject(_ frame: Frame) -> Bool {
        if case .object? = try? evaluate(frame) { return true }
        return false
    }

    /// The struct type of the value the storage holds now, when it can tell without
    /// evaluating anything that has effects or copying the value (nil: it cannot).
    func storedStructType(_ frame: Frame) -> ObjectIdentifier? { nil }

    /// The family of the value the storage holds now (nil when it cannot be read).
    func storedFamily(_ frame: Frame) -> Value.Family? {
        (try? evaluate(frame))?.family
    }

    // MARK: Accesses

    /// Whether naming this storage evaluates an index that may have effects (anything but a
    /// local or a literal): an access to it then evaluates its indices first, once.
    var accessHasEffects: Bool { false }

    /// Evaluates the indices of this storage, outermost base first, for the access under
    /// way (see `withPreparedAccess`).
    func prepareAccess(_ frame: Frame) throws {}

    /// Whether the storage goes through a `?` (`a?[f()]`): indices after it are not prepared,
    /// since a `nil` there ends the access before they would be evaluated; they are kept
    /// for the rest of the access when they are evaluated.
    var bindsOptional: Bool { false }

    /// Runs `body`, an access to this storage (an assignment, a compound assignment, a
    /// method call on it), with its indices evaluated first and once, as Swift does: before
    /// the right-hand side, and not again by the reads and writes of the access itself
    /// (`cells[at(1)].bump(0)` calls `at` once). Indices after a `?` are not prepared (see
    /// `bindsOptional`).
    final func withPreparedAccess<T>(_ frame: Frame, _ body: () throws -> T) throws -> T {
        let outer = frame.preparedIndices
        frame.accessesUnderWay += 1
        defer {
            frame.preparedIndices = outer
            frame.accessesUnderWay -= 1
        }
        try prepareAccess(frame)
        return try body()
    }
}

/// A compiled statement.
open class StmtNode {
    public let range: SourceRange

    public init(range: SourceRange) { self.range = range }

    open func execute(_ frame: Frame) throws -> Completion { .normal }
}

/// `{ statements }` with the locals it declares (released when the block ends) and the
/// `defer` blocks it registers as it runs.
public final class BlockNode: StmtNode {
    public let statements: NodeList<StmtNode>
    /// Locals declared directly in this block.
    public var locals: [LocalSlot] = []
    public var hasDefer = false

    public init(statements: [StmtNode], range: SourceRange) {
        self.statements = NodeList(statements)
        super.init(range: range)
    }

    public override func execute(_ frame: Frame) throws -> Completion {
        if hasDefer { return try executeWithDefers(frame) }
        let interpreter = frame.interpreter
        if statements.count == 1, locals.isEmpty {
            // One statement and nothing to release (a loop's or an `if`'s body, often): as
            // the loop below, without it. Its deinits drained, none are left for the block.
            let completion = try statements.with(0) { try $0.execute(frame) }
            try interpreter.runPendingDeinits(at: statements.with(0) { $0.range })
            return completion
        }
        for index in 0..<statements.count {
            let completion: Completion
            do {
                completion = try statements.with(index) { try $0.execute(frame) }
            } catch {
                if !locals.isEmpty { frame.release(locals) }
                throw error
            }
            try interpreter.runPendingDeinits(at: statements.with(index) { $0.range })
            if case .normal = completion { continue }
            // The statement's deinits ran above: only releasing the locals can queue more.
            if !locals.isEmpty {
                frame.release(locals)
                try interpreter.runPendingDeinits(at: range)
            }
            return completion
        }
        if !locals.isEmpty {
            frame.release(locals)
            try interpreter.runPendingDeinits(at: range)
        }
        return .normal
    }

    /// Runs `defer` bodies in reverse order at every exit, normal or thrown.
    private func executeWithDefers(_ frame: Frame) throws -> Completion {
        var deferred: [BlockNode] = []
        var completion = Completion.normal
        var failure: Error?
        do {
            for statement in statements.nodes {
                if let deferNode = statement as? DeferNode {
                    deferred.append(deferNode.body)
                    continue
                }
                completion = try statement.execute(frame)
                try frame.interpreter.runPendingDeinits(at: statement.range)
                if case .normal = completion { continue }
                break
            }
        } catch let error as ThrownError {
            failure = error
        }
        let savedReturn = frame.returnValue
        for body in deferred.reversed() { _ = try body.execute(frame) }
        frame.returnValue = savedReturn
        if !locals.isEmpty { frame.release(locals) }
        if let failure { throw failure }
        try frame.interpreter.runPendingDeinits(at: range)
        return completion
    }
}

/// `defer { }`: registered by the enclosing block when reached.
public final class DeferNode: StmtNode {
    public let body: BlockNode
    public init(body: BlockNode, range: SourceRange) {
        self.body = body
        super.init(range: range)
    }
}
