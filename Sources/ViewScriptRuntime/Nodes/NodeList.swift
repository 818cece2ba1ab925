/// Child nodes that a parent runs in its hottest loops (a block's statements, a condition
/// list), handed out without a reference count each.
///
/// Iterating a Swift array of class references retains and releases every element it
/// yields; in `fib` that was a fifth of the interpreter's time. `nodes` owns the children
/// for as long as the parent lives; `references` holds the same objects unretained and is
/// what the loops read, in a buffer of its own (a read is one load: no array storage to
/// reach and no bounds check; the loops count up to `count`). A class, not a struct: a
/// struct field of a node is copied (both arrays retained) each time the node reads it.
public final class NodeList<Element: AnyObject> {
    public let nodes: [Element]
    private let references: UnsafeMutablePointer<Unmanaged<Element>>
    public let count: Int

    public init(_ nodes: [Element]) {
        self.nodes = nodes
        count = nodes.count
        references = UnsafeMutablePointer<Unmanaged<Element>>.allocate(capacity: max(1, nodes.count))
        references.initialize(from: nodes.map { Unmanaged.passUnretained($0) }, count: nodes.count)
    }

    deinit {
        references.deinitialize(count: count)
        references.deallocate()
    }

    @inline(__always) public var isEmpty: Bool { count == 0 }

    /// Runs `body` with child `index` (which must be below `count`), borrowed from `nodes`
    /// (no retain, no release).
    @inline(__always)
    public func with<Result>(_ index: Int, _ body: (Element) throws -> Result) rethrows -> Result {
        try references[index]._withUnsafeGuaranteedRef(body)
    }
}

/// A plan a node works out at its first run and keeps (`nil` inside: there is none). The
/// node reads `reference`, a plain value: reading a class reference from a `var` of the node
/// would retain and release it around every run.
public struct KeptPlan<Plan: AnyObject> {
    private let plan: Plan?
    public let reference: Unmanaged<Plan>?

    public init(_ plan: Plan?) {
        self.plan = plan
        self.reference = plan.map { Unmanaged.passUnretained($0) }
    }
}
