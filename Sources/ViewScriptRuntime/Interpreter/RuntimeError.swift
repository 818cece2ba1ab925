import ViewScriptSyntax

/// Why the simulated app stopped: a trap with Swift's own message, or a ViewScript error
/// (a limit, something outside the supported subset). Never an interpreter crash.
public struct RuntimeError: Error {
    public enum Kind {
        /// Swift trapped: `Fatal error: Index out of range`.
        case trap(String)
        /// ViewScript cannot go on: a limit was hit, or the program left the subset.
        case failure(DiagnosticMessage)
    }
    public let kind: Kind
    public let range: SourceRange
    /// Innermost first: the function each frame was in and where it was called from.
    public var stack: [StackEntry]

    public init(_ kind: Kind, at range: SourceRange, stack: [StackEntry] = []) {
        self.kind = kind
        self.range = range
        self.stack = stack
    }

    public var message: String {
        switch kind {
        case .trap(let text): return text
        case .failure(let message): return message.text
        }
    }

    public var isTrap: Bool { if case .trap = kind { return true } else { return false } }
}

/// A running call: the function (kept alive by the program) and where it was called.
struct ActiveCall {
    let reference: Unmanaged<FunctionDefinition>
    let callSite: SourceRange

    var function: FunctionDefinition { reference.takeUnretainedValue() }

    var entry: StackEntry { StackEntry(name: function.signature, callSite: callSite) }
}

/// One frame of the simulated call stack.
public struct StackEntry: Sendable {
    /// `fib(_:)`, `closure`, `body of 'Counter'`.
    public let name: String
    /// Where this frame was entered from.
    public let callSite: SourceRange
}

/// A Swift `throw`: an error value on its way to a `catch`.
public struct ThrownError: Error {
    public let value: Value
    public let range: SourceRange
}

/// How a statement ended. A plain value (no reference counted to pass it up through the
/// blocks of every call).
public enum Completion {
    case normal
    case returned
    case breakLoop(JumpTarget)
    case continueLoop(JumpTarget)
    case fallthroughCase
}

/// Where a `break` or `continue` goes: the statement labelled with its label, or the
/// innermost one it can end when it has none. The label's name is held by the `break` or
/// `continue` node (which the program keeps) and read only when a statement compares it.
public struct JumpTarget {
    private let label: Unmanaged<JumpLabel>?

    init(_ label: JumpLabel?) {
        self.label = label.map { Unmanaged.passUnretained($0) }
    }

    /// Whether the jump ends at a statement labelled `name` (nil: no label) that it can end.
    func reaches(_ name: String?) -> Bool {
        guard let label else { return true }
        return label._withUnsafeGuaranteedRef { $0.name } == name
    }

    /// Whether the jump names `name` (a labelled `do` ends only a `break` that names it).
    func names(_ name: String?) -> Bool {
        guard let label else { return false }
        return label._withUnsafeGuaranteedRef { $0.name } == name
    }
}

/// The label of a `break` or `continue` statement.
final class JumpLabel {
    let name: String
    init(_ name: String) { self.name = name }
}
