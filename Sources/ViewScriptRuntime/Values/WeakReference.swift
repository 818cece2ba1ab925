/// What a `weak` variable, property or capture holds: the object while something else
/// keeps it alive, then `nil`.
final class WeakReference: NativeObject {
    weak var object: Instance?
    init(_ object: Instance) { self.object = object }
    var runtimeType: RuntimeType { .any }
    func describe() -> String { "weak" }
}

extension Value {
    /// The value to store in `weak` storage.
    var weakened: Value {
        switch self {
        case .object(let object), .some(.object(let object)): return .native(WeakReference(object))
        default: return self
        }
    }

    /// The value read from `weak` storage: `Optional(object)` or `nil`.
    var strengthened: Value {
        if case .native(let object) = self, let unowned = object as? UnownedReference { return unowned.value }
        guard case .native(let object) = self, let reference = object as? WeakReference else { return self }
        return reference.object.map { Value.some(.object($0)) } ?? Value.none
    }
}
