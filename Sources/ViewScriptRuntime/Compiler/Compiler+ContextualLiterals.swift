import ViewScriptSyntax

/// Contextual types that reach a literal through the expression around it, as Swift's type
/// checker infers them: an unlabeled tuple literal takes the labels of the tuple type it is
/// converted to, and an array literal that is the receiver of a method returning the
/// receiver's own type (`filter`, `sorted`) is typed by what the call's result is expected to be.
extension Compiler {
    /// Methods of `Array` whose result has the receiver's type.
    private static let typePreservingArrayMethods: Set<String> = ["filter", "sorted", "shuffled"]

    /// The contextual type of the array literal `base` in `base.name(...)`, or nil.
    func literalReceiverType(_ base: Expr, _ name: String, _ expected: RuntimeType?) -> RuntimeType? {
        guard case .arrayLiteral = base.kind, Self.typePreservingArrayMethods.contains(name),
              case .array(let element)? = unwrapOptional(expected) else { return nil }
        return .array(element)
    }

    /// The labels of a tuple literal: its own, or, when it has none, those of the expected tuple
    /// type (`let pairs: [(name: String, n: Int)] = [("a", 1)]`, `return ("a", 1)`).
    func tupleLabels(_ elements: [TupleElement], expected: RuntimeType?) -> [String?] {
        let own = elements.map { $0.label?.name }
        guard own.allSatisfy({ $0 == nil }), case .tuple(let types, let labels)? = unwrapOptional(expected),
              types.count == elements.count, labels.contains(where: { $0 != nil }) else { return own }
        return labels
    }
}
