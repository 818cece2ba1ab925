import ViewScriptRuntime

extension Value {
    /// How SwiftUI compares a view's stored properties between two evaluations of its
    /// parent: field by field, structurally, where a closure is never equal to anything
    /// (not even to itself), so a view holding a closure always evaluates its body again.
    public func isSameViewInput(as other: Value) -> Bool {
        switch (self, other) {
        case (.function, _), (_, .function): return false
        case (.some(let a), .some(let b)): return a.isSameViewInput(as: b)
        case (.array(let a), .array(let b)): return Value.allSame(a.elements, b.elements)
        case (.tuple(let a), .tuple(let b)): return Value.allSame(a.elements, b.elements)
        case (.structValue(let a), .structValue(let b)):
            return a.type === b.type && a.withFields { x in b.withFields { y in Value.allSame(x, y) } }
        case (.enumValue(let a), .enumValue(let b)):
            return a.type === b.type && a.caseIndex == b.caseIndex && Value.allSame(a.payload, b.payload)
        default: return self == other
        }
    }

    private static func allSame<Values: Collection<Value>>(_ a: Values, _ b: Values) -> Bool {
        guard a.count == b.count else { return false }
        for (x, y) in zip(a, b) where !x.isSameViewInput(as: y) { return false }
        return true
    }
}
