/// Where a `Binding` reads and writes, for comparing two bindings a parent passes to a child.
/// SwiftUI compares a view's `Binding` fields by their location (a `@State`'s storage, and
/// the key paths projected from it: `LocationBox.projecting` caches one box per key path) and
/// the value they hold; a child whose binding points to the same place is not re-evaluated
/// for it, and re-evaluates when it reads a value that changed. `Binding(get:set:)` and
/// `.constant(_:)` make a new location each time: never equal to an earlier binding.
/// Source: OpenSwiftUI, Binding.swift / LocationBox.swift (`projecting(_:)` with its cache).
enum BindingLocation: Hashable {
    case storage(ObjectIdentifier)
    case object(ObjectIdentifier)
    indirect case member(BindingLocation, String)
    indirect case element(BindingLocation, [Value])
    indirect case unwrapped(BindingLocation)
}

extension BindingObject {
    var location: BindingLocation? {
        switch source {
        case .reference(let reference):
            switch reference {
            case let cell as StateCell: return .storage(cell.storage.location)
            case let member as BindingMember: return member.base.location.map { .member($0, member.name) }
            case let element as BindingSubscript: return element.base.location.map { .element($0, element.arguments.values) }
            case let unwrapped as UnwrappedBinding: return unwrapped.base.location.map { .unwrapped($0) }
            default: return .object(ObjectIdentifier(reference))
            }
        case .constant(.object(let object)):
            // The projection of an `@ObservedObject`, `@StateObject` or `@Bindable` object.
            return .object(ObjectIdentifier(object))
        case .constant, .accessors:
            return nil
        }
    }

    public func isEqual(to other: NativeObject) -> Bool {
        guard let other = other as? BindingObject, let location else { return false }
        return location == other.location
    }

    public var hashKey: Int { location?.hashValue ?? ObjectIdentifier(self).hashValue }
}
