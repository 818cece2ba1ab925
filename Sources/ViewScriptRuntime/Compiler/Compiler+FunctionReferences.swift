import ViewScriptSyntax

/// Function references with argument labels (`add(_:to:)`, `greet(name:)`,
/// `Counter.make(start:)`): the parser names the function with its labels; the labels pick
/// among the overloads of a global function, and a member is the member of the base name.
extension Compiler {
    /// `add` and `[nil, "to"]` of `add(_:to:)`; nil for a plain name.
    static func splitReference(_ name: String) -> (base: String, labels: [String?])? {
        guard let open = name.firstIndex(of: "("), name.hasSuffix(")"), open != name.startIndex else { return nil }
        let inner = name[name.index(after: open)..<name.index(before: name.endIndex)]
        let labels = inner.split(separator: ":", omittingEmptySubsequences: false).dropLast().map { $0 == "_" ? nil : String($0) }
        return (String(name[..<open]), labels)
    }

    /// A labelled reference to a function: the global overloads with exactly these labels.
    mutating func compileFunctionReference(_ name: Identifier) -> ExprNode? {
        guard let (base, labels) = Self.splitReference(name.name) else { return nil }
        if scope.lookup(base) == nil, let functions = program.functions[base] {
            let matching = functions.filter { $0.parameters.map(\.label) == labels }
            if !matching.isEmpty { return FunctionReferenceNode(candidates: matching, range: name.range) }
        }
        return compileIdentifier(Identifier(base, range: name.range))
    }

    /// The member a labelled reference names (`make` of `Counter.make(start:)`).
    func referencedMember(_ name: Identifier) -> Identifier {
        guard let (base, _) = Self.splitReference(name.name) else { return name }
        return Identifier(base, range: name.range)
    }
}
