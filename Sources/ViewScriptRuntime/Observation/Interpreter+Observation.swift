import ViewScriptSyntax

/// Reads and writes of observed objects, reported to the view graph's `DependencyRecorder`.
extension Interpreter {
    /// A stored property of `object` was read (for `@Observable` classes).
    @inline(__always)
    func noteRead(of object: Instance, _ index: Int) {
        guard object.type.observation == .observable, let recorder = dependencies,
              object.type.tracksObservation(of: index) else { return }
        recorder.observableRead(object, property: index)
    }

    /// A stored property of `object` is about to be set: `@Observable` tracking, or
    /// `objectWillChange` for a `@Published` property of an `ObservableObject`.
    @inline(__always)
    func noteWillSet(of object: Instance, _ index: Int) {
        switch object.type.observation {
        case .none:
            return
        case .observable:
            guard let recorder = dependencies, object.type.tracksObservation(of: index) else { return }
            recorder.observableWillSet(object, property: index)
        case .observableObject:
            guard let recorder = dependencies, object.type.storedProperties[index].wrapper == "Published" else { return }
            recorder.objectWillChange(object)
        }
    }

    /// `model.objectWillChange` of an `ObservableObject`.
    func observableObjectMember(_ object: Instance, _ name: String) -> Value? {
        if name.hasPrefix("$") { return PublishedPublisher.projection(of: object, String(name.dropFirst())) }
        guard name == "objectWillChange", object.type.observation == .observableObject else { return nil }
        return .native(ObjectWillChangePublisher(object))
    }

    /// `Self._printChanges()` in a body: one line naming what changed since the view's last
    /// evaluation, as SwiftUI prints it (`ContentView: @self, @identity, _name changed.`;
    /// `ContentView: unchanged.` when nothing did). Outside a body it prints nothing. A nested
    /// type is named with its enclosing types and without the module (`Outer.ContentView`),
    /// as SwiftUI prints `ChangedBodyPropertyTests.ContentView: @self changed.`.
    func printChanges(of type: NominalType) {
        guard let changes = dependencies?.changesOfCurrentBody() else { return }
        let what = changes.isEmpty ? "unchanged." : changes.joined(separator: ", ") + " changed."
        write("\(type.nestedName): \(what)\n")
    }
}

/// `objectWillChange` of an `ObservableObject`: `send()` invalidates every view holding it.
public final class ObjectWillChangePublisher: NativeObject, NativeMembers {
    public let object: Instance

    public init(_ object: Instance) { self.object = object }

    public var runtimeType: RuntimeType { .named("ObservableObjectPublisher", []) }
    public func describe() -> String { "Combine.ObservableObjectPublisher" }

    public func property(_ name: String, _ context: CallContext) throws -> Value? { nil }

    public func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        guard name == "send", arguments.values.isEmpty else { return nil }
        context.interpreter.dependencies?.objectWillChange(object)
        return .void
    }
}

extension Interpreter {
    /// The value of a property wrapper's attribute argument (`\.colorScheme` of
    /// `@Environment(\.colorScheme)`), or nil when it has none.
    public func wrapperArgument(of property: StoredProperty) throws -> Value? {
        guard let argument = property.wrapperArgument, let owner = property.owner else { return nil }
        return try evaluateFieldInitializer(argument, of: owner, selfValue: nil, at: argument.range)
    }
}
