import ViewScriptSyntax

/// A SwiftUI view as the interpreter builds it: what `Text("a")`, `VStack { ... }`,
/// `.onAppear { ... }` and a `@ViewBuilder` body evaluate to. The view graph (a layer up)
/// turns these values into its elements; the runtime only builds them, in Swift's order:
/// a container's non-escaping content closure runs while the container is created, an
/// escaping one (`ForEach` rows, sheet content) is kept for the view graph to call.
public final class ViewValue: NativeObject {
    public enum Kind {
        /// A view of the library: `Text`, `Button`, `VStack`, `ForEach`, `List`...
        /// `content` holds what non-escaping builder closures produced, by argument position.
        case builtin(name: String, arguments: [Value], labels: [String?], content: [Int: Value])
        /// `base.name(arguments)`: a modifier. Builder closures of modifiers that SwiftUI calls
        /// at once (`.overlay { }`) are in `content`; escaping ones (`.sheet { }`) stay closures.
        case modified(base: Value, name: String, arguments: [Value], labels: [String?], content: [Int: Value])
        /// The views of a `@ViewBuilder` block, in order.
        case block([Value])
        /// One branch of an `if`/`switch` in a builder; `nil` when no branch produced a view.
        case conditional(branch: Int?, content: Value?)
    }

    public let kind: Kind
    /// Where the program wrote it (`Text("a")`, a modifier's name): the view graph's errors
    /// about this view are positioned there. `nil` for views the library makes.
    public let range: SourceRange?

    public init(_ kind: Kind, at range: SourceRange? = nil) {
        self.kind = kind
        self.range = range
    }

    public var name: String {
        switch kind {
        case .builtin(let name, _, _, _): return name
        case .modified(_, let name, _, _, _): return "ModifiedContent<\(name)>"
        case .block: return "TupleView"
        case .conditional: return "_ConditionalContent"
        }
    }

    public var runtimeType: RuntimeType { .named(name, []) }

    public func describe() -> String {
        switch kind {
        case .builtin(let name, _, _, _): return "\(name)(...)"
        case .modified(_, let name, _, _, _): return "ModifiedContent(.\(name))"
        case .block(let children): return "TupleView(\(children.count) views)"
        case .conditional(let branch, _): return "_ConditionalContent(branch: \(branch.map(String.init) ?? "none"))"
        }
    }

    /// The argument with this label (`nil`: the first unlabelled one).
    public func argument(_ label: String?) -> Value? {
        switch kind {
        case .builtin(_, let arguments, let labels, _), .modified(_, _, let arguments, let labels, _):
            return labels.firstIndex(of: label).map { arguments[$0] }
        default:
            return nil
        }
    }
}
