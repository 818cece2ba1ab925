import ViewScriptSyntax

/// Storage a property wrapper's field points to instead of holding the value itself: a
/// `@State` cell the view graph owns, or a `Binding`. Reading the property reads through it
/// (the view graph records the dependency), writing writes through it, and the struct that
/// holds it never changes (a state write is nonmutating, as in SwiftUI).
public protocol ValueReference: AnyObject {
    func readValue(_ interpreter: Interpreter) throws -> Value
    func writeValue(_ value: Value, _ interpreter: Interpreter) throws
}

/// What the view graph implements for one `@State` slot.
public protocol StateStorage: AnyObject {
    /// The current value; while a body runs, the read is recorded as its dependency.
    func read() throws -> Value
    /// A new value, applied in the current transaction.
    func write(_ value: Value) throws
    /// `'count' of 'Counter'`, for messages and traces.
    var displayName: String { get }
    /// What `$x` binds to. The view graph's cells read a snapshot while views are updated
    /// (as SwiftUI's `State` does); a `Binding` made from one reads the storage itself.
    var bindingStorage: StateStorage { get }
    /// What the storage is, for comparing bindings: two storages of one `@State` slot are
    /// the same location.
    var location: ObjectIdentifier { get }
}

extension StateStorage {
    public var bindingStorage: StateStorage { self }
    public var location: ObjectIdentifier { ObjectIdentifier(self) }
}

/// A `@State` field's storage while its view lives in a view graph.
public final class StateCell: NativeObject, ValueReference {
    public let storage: StateStorage

    public init(_ storage: StateStorage) { self.storage = storage }

    public var runtimeType: RuntimeType { .named("State", []) }
    public func describe() -> String { "State(\(storage.displayName))" }
    public func readValue(_ interpreter: Interpreter) throws -> Value { try storage.read() }
    public func writeValue(_ value: Value, _ interpreter: Interpreter) throws { try storage.write(value) }
}

/// `Binding`: `$count`, `Binding(get:set:)`, `.constant(x)`.
public final class BindingObject: NativeObject, NativeMembers, ValueReference, NativeEquatable {
    public enum Source {
        case reference(ValueReference)
        case accessors(get: Value, set: Value)
        case constant(Value)
    }

    public let source: Source

    public init(_ source: Source) { self.source = source }

    public var runtimeType: RuntimeType { .named("Binding", []) }
    public func describe() -> String { "Binding" }

    public func readValue(_ interpreter: Interpreter) throws -> Value {
        switch source {
        case .reference(let reference):
            guard reference is ProjectedReference, let recorder = interpreter.dependencies, recorder.beginBindingRead() else {
                return try reference.readValue(interpreter)
            }
            var value = Value.void
            defer { recorder.endBindingRead(value: value) { try reference.readValue(interpreter) } }
            value = try reference.readValue(interpreter)
            return value
        case .accessors(let get, _): return try interpreter.callClosure(get, [], at: interpreter.callStack.last?.callSite ?? .init(0, 0))
        case .constant(let value): return value
        }
    }

    public func writeValue(_ value: Value, _ interpreter: Interpreter) throws {
        switch source {
        case .reference(let reference): try reference.writeValue(value, interpreter)
        case .accessors(_, let set): _ = try interpreter.callClosure(set, [value], at: interpreter.callStack.last?.callSite ?? .init(0, 0))
        case .constant: break
        }
    }

    public func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch name {
        case "wrappedValue": return try readValue(context.interpreter)
        case "projectedValue": return .native(self)
        default:
            // `$model.name`: a binding to a property of the bound value.
            return .native(BindingObject(.reference(BindingMember(base: self, name: name, range: context.range))))
        }
    }

    public func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        guard name == "animation" || name == "transaction" else { return nil }
        return .native(BindingObject(.reference(TransactionBinding(self))))
    }
}

extension Value {
    /// The value behind a wrapper field (`@State` cell, `Binding`), else the value itself.
    func dereferenced(_ interpreter: Interpreter) throws -> Value {
        guard case .native(let object) = self, let reference = object as? ValueReference else { return self }
        return try reference.readValue(interpreter)
    }
}

extension Interpreter {
    /// The value a `Binding` (or a `@State` cell) refers to; any other value is itself.
    public func readBinding(_ binding: Value) throws -> Value { try binding.dereferenced(self) }

    /// Writes through a `Binding` (or a `@State` cell); a plain value cannot be written.
    public func writeBinding(_ binding: Value, _ value: Value, at range: SourceRange) throws {
        guard case .native(let object) = binding, let reference = object as? ValueReference else {
            throw failure(.typeMismatch("'\(runtimeType(of: binding))' is not a Binding"), at: range)
        }
        try reference.writeValue(value, self)
    }
}
