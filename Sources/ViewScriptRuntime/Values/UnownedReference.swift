/// What an `unowned` property holds: the object, without keeping it alive (a cycle through it
/// is released, as with `weak`). Read after the object is gone, it traps, as Swift does.
final class UnownedReference: NativeObject {
    static let message = "Fatal error: Attempted to read an unowned reference but the object was already deallocated"
    weak var object: Instance?
    init(_ object: Instance) { self.object = object }
    var runtimeType: RuntimeType { .any }
    func describe() -> String { "unowned" }

    /// The object, or a value whose read traps once the object is gone.
    var value: Value {
        object.map { .object($0) } ?? .native(MissingWrappedValue(message: Self.message))
    }
}

extension Value {
    /// The value to store in `unowned` storage.
    var unownedReference: Value {
        if case .object(let object) = self { return .native(UnownedReference(object)) }
        return self
    }
}

extension StoredProperty {
    /// `value` as this property stores it: weakly for `weak`, unowned for `unowned`.
    func storing(_ value: Value) -> Value {
        if isWeak { return value.weakened }
        return isUnowned ? value.unownedReference : value
    }
}
