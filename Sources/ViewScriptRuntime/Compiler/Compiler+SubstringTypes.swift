import ViewScriptSyntax

/// ViewScript keeps a `Substring` as a `String` value (same text, same printing), so the type
/// is known only from the expression that makes it: `type(of: s.prefix(2))` is `Substring`,
/// `type(of: line.split(separator: " "))` is `Array<Substring>`, `type(of: s[a..<b])` is
/// `Substring`, as swiftc types them. A substring kept in a variable first is still named
/// `String` (docs/simulation.md, "Known differences").
extension Compiler {
    /// `String` methods whose result is a `Substring`.
    static let substringMethods: Set<String> = ["prefix", "suffix", "dropFirst", "dropLast", "drop", "trimmingPrefix"]

    /// `type(of: s.prefix(2))`: the argument evaluated, its type `Substring` (or an array of
    /// them); nil when the argument is not one of those forms.
    mutating func compileSubstringTypeOf(_ arguments: [Argument], range: SourceRange) -> ExprNode? {
        guard arguments.count == 1, arguments[0].label?.name == "of", scope.lookup("type") == nil,
              program.functions["type"] == nil else { return nil }
        let node = compileExpression(arguments[0].value, expected: nil)
        guard let type = substringType(of: node) else { return nil }
        return StaticTypeOfNode(node, type: type, range: range)
    }

    private func substringType(of node: ExprNode) -> RuntimeType? {
        let substring = RuntimeType.named("Substring", [])
        if let call = node as? MethodCallNode, call.base.staticType == .string {
            if Self.substringMethods.contains(call.name) { return substring }
            if call.name == "split" { return .array(substring) }
        }
        if let access = node as? SubscriptNode, access.base.staticType == .string, access.arguments.count == 1,
           access.arguments[0].value is RangeNode {
            return substring
        }
        return nil
    }
}

/// `type(of: x)` where the compiler knows the type `x` has in Swift (see
/// `Compiler.compileSubstringTypeOf`): `x` is evaluated for its effects.
public final class StaticTypeOfNode: ExprNode {
    let inner: ExprNode
    let type: RuntimeType
    init(_ inner: ExprNode, type: RuntimeType, range: SourceRange) {
        self.inner = inner
        self.type = type
        super.init(range: range, type: .metatype(type))
    }
    public override func evaluate(_ frame: Frame) throws -> Value {
        _ = try inner.evaluate(frame)
        return .type(type)
    }
}
