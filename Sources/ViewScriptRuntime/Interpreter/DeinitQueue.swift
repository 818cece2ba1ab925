import ViewScriptSyntax

/// Objects whose last reference went away, waiting for their `deinit`. Swift runs `deinit`
/// where the reference dies; the interpreter runs it at the next statement boundary (the
/// end of the statement or scope that dropped it), where no storage is being changed, so
/// user code in `deinit` can read anything. Nothing of the program runs in between, so the
/// order of output is Swift's.
final class DeinitQueue {
    private(set) var pending: [(type: NominalType, fields: [Value])] = []
    /// `pending.isEmpty`, kept as a stored flag: it is asked after every statement.
    private(set) var isEmpty = true

    func objectDied(type: NominalType, fields: [Value]) {
        pending.append((type, fields))
        isEmpty = false
    }

    func take() -> (type: NominalType, fields: [Value])? {
        guard !pending.isEmpty else { return nil }
        let next = pending.removeFirst()
        isEmpty = pending.isEmpty
        return next
    }
}

extension NominalType {
    /// Whether this class or a superclass declares `deinit`.
    var hasDeinitializer: Bool { classChain.contains { $0.deinitializer != nil } }
}

extension Interpreter {
    /// Runs the `deinit`s of objects that died, subclass first, then superclass.
    @inline(__always)
    func runPendingDeinits(at range: SourceRange) throws {
        if deinitQueue.isEmpty { return }
        try drainDeinits(at: range)
    }

    private func drainDeinits(at range: SourceRange) throws {
        while let (type, fields) = deinitQueue.take() {
            // The object is gone; `deinit` sees a stand-in with its last field values.
            let standIn = Instance(type: type, fields: fields)
            for owner in type.classChain {
                guard let definition = owner.deinitializer else { continue }
                _ = try invoke(definition, arguments: [], captures: [], selfValue: .object(standIn), at: range)
            }
        }
    }
}

extension Interpreter {
    /// Runs the `deinit`s of objects let go of outside the program's statements (a view's
    /// `@StateObject` when the view graph removes the view): Swift runs them when the last
    /// reference dies, before the event that removed the view is over. Returns whether any ran.
    public func runReleasedDeinits(at range: SourceRange) throws -> Bool {
        if deinitQueue.isEmpty { return false }
        try runPendingDeinits(at: range)
        return true
    }
}
