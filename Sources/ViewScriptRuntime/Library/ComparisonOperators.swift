import ViewScriptSyntax

extension BinaryOperator {
    /// `a op b` for a comparison operator (`==`, `!=`, `<`, `<=`, `>`, `>=`) of a library value
    /// that is `Comparable` in Foundation (`Date`, `Decimal`, `Measurement`); nil for another
    /// operator.
    func compared<T: Comparable>(_ a: T, _ b: T) -> Value? {
        switch self {
        case .equal: .bool(a == b)
        case .notEqual: .bool(a != b)
        case .less: .bool(a < b)
        case .lessEqual: .bool(a <= b)
        case .greater: .bool(a > b)
        case .greaterEqual: .bool(a >= b)
        default: nil
        }
    }
}
