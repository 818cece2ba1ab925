/// What the view graph implements so that the runtime can report the reads and writes of
/// observed reference types, without depending on the graph (as `StateStorage` does for
/// `@State`). The interpreter calls it only for objects whose class takes part in
/// observation (`ObservationKind`); the graph decides what a call means: a read counts only
/// while a body is evaluated, a write invalidates the bodies that depend on it.
public protocol DependencyRecorder: AnyObject {
    /// `property` (an index into `object.fields`) of an `@Observable` object was read.
    func observableRead(_ object: Instance, property: Int)
    /// `property` of an `@Observable` object is about to be set (the Observation macro of
    /// the iOS 17 SDK notifies on every set, equal value or not).
    func observableWillSet(_ object: Instance, property: Int)
    /// An `ObservableObject`'s `objectWillChange` fired: a `@Published` property is about to
    /// be set, or the program called `objectWillChange.send()`.
    func objectWillChange(_ object: Instance)
    /// For `Self._printChanges()`: why the body being evaluated runs (`["@self", "_name"]`),
    /// or nil when no body is being evaluated.
    func changesOfCurrentBody() -> [String]?
    /// A body is about to read through a projected binding (`$item.done`, `$items[i]`): true
    /// when the graph takes the read as a dependency on the binding's value (and not on the
    /// whole storage under it); `endBindingRead` follows with the value read.
    func beginBindingRead() -> Bool
    /// `beginBindingRead` for the read of `binding` (`--explain` names the property holding it).
    func beginBindingRead(of binding: AnyObject) -> Bool
    /// `reread` reads the binding again (outside any body) to compare with `value`.
    func endBindingRead(value: Value, reread: @escaping () throws -> Value)
    /// `withAnimation { }` / `withTransaction { }` begin or end: the writes made so far are one
    /// update, rendered before the writes that follow (B38). Returns whether they changed
    /// anything.
    func closeTransaction() -> Bool
    /// `UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), ...)`: the
    /// focused text field resigns, and the `@FocusState` bound to it loses focus.
    func resignFirstResponder() throws
}

extension DependencyRecorder {
    public func beginBindingRead() -> Bool { false }
    public func beginBindingRead(of binding: AnyObject) -> Bool { beginBindingRead() }
    public func endBindingRead(value: Value, reread: @escaping () throws -> Value) {}
    public func closeTransaction() -> Bool { false }
    public func resignFirstResponder() throws {}
}

/// How a class takes part in SwiftUI's observation.
public enum ObservationKind: Equatable, Sendable {
    case none
    /// `class Model: ObservableObject`: every `@Published` set fires `objectWillChange`, and
    /// views holding the object re-evaluate whatever they read (B6, B27).
    case observableObject
    /// `@Observable class Model`: reads and writes are tracked per property (B27).
    case observable
}

extension NominalType {
    /// Whether and how instances of this class are observed (decided once, on first use).
    public var observation: ObservationKind {
        if let known = observationCache { return known }
        let kind: ObservationKind
        if !isClass {
            kind = .none
        } else if classChain.contains(where: \.declaresObservable) {
            kind = .observable
        } else if conforms(to: "ObservableObject") {
            kind = .observableObject
        } else {
            kind = .none
        }
        observationCache = kind
        return kind
    }

    /// Whether the Observation macro tracks this stored property: a `var` declared in an
    /// `@Observable` class without `@ObservationIgnored`.
    ///
    /// Decided once for all the properties (`observedFields`): each read of an observable
    /// object's property asks, and copying the property and looking the attribute up by name
    /// each time cost more than the rest of the read.
    /// `@Observable class`, or `@Model class` (SwiftData's macro makes the class `Observable`:
    /// "Converts a Swift class into a stored model that's managed by SwiftData", conforming it to
    /// `PersistentModel` and `Observable`; Apple, Model(), https://developer.apple.com/documentation/swiftdata/model()).
    var declaresObservable: Bool {
        declaration?.attribute(named: "Observable") != nil || declaration?.attribute(named: "Model") != nil
    }

    func tracksObservation(of index: Int) -> Bool {
        if let observedFields, observedFields.count == storedProperties.count { return observedFields[index] }
        let fields = storedProperties.map { property in
            guard !property.isLet, !property.isObservationIgnored, let owner = property.owner else { return false }
            return owner.declaresObservable
        }
        observedFields = fields
        return fields[index]
    }
}
