/// Key paths are `Hashable` in Swift: two are equal when they name the same components of the
/// same root (a path written without its root, `\.a`, takes the other's).
extension KeyPathValue {
    func isSame(as other: KeyPathValue) -> Bool {
        if let root, let otherRoot = other.root, root != otherRoot { return false }
        guard components.count == other.components.count else { return false }
        return zip(components, other.components).allSatisfy { pair in
            switch pair {
            case (.property(let a), .property(let b)): a == b
            case (.selfComponent, .selfComponent), (.optional, .optional), (.forceUnwrap, .forceUnwrap): true
            case (.subscriptIndex(let a), .subscriptIndex(let b)): a == b
            default: false
            }
        }
    }

    /// Equal key paths have equal keys (the root is left out: `\.a` may equal `\Obs.a`).
    var hashKey: [String] {
        components.map { component in
            switch component {
            case .property(let name): name
            case .selfComponent: "self"
            case .optional: "?"
            case .forceUnwrap: "!"
            case .subscriptIndex: "[]"
            }
        }
    }
}
