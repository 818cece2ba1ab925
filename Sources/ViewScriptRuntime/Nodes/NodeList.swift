/// Child nodes that a parent runs in its hottest loops (a block's statements, a condition
/// list), handed out without a reference count each.
///
/// Iterating a Swift array of class references retains and releases every element it
/// yields; in `fib` that was a fifth of the interpreter's time. `nodes` owns the children
/// for as long as the parent lives; `references` holds the same objects unretained and is
/// what the loops read. A class, not a struct: a struct field of a node is copied (both
/// arrays retained) each time the node reads it.
public final class NodeList<Element: AnyObject> {
    public let nodes: [Element]
    private let references: ContiguousArray<Unmanaged<Element>>

    public init(_ nodes: [Element]) {
        self.nodes = nodes
        self.references = ContiguousArray(nodes.map { Unmanaged.passUnretained($0) })
    }

    @inline(__always) public var count: Int { references.count }
    @inline(__always) public var isEmpty: Bool { references.isEmpty }

    /// Runs `body` with child `index`, borrowed from `nodes` (no retain, no release).
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
