import ViewScriptSyntax

/// `@StateObject var model = Model()` and `_model = StateObject(wrappedValue: Model())`:
/// the initial value is an autoclosure, which SwiftUI calls once per view identity, when
/// it installs the view's storage (after the view's `init`, before its `body`; B26). The view
/// graph keeps the object it made; outside a view graph every read makes a new object, as
/// SwiftUI's "Accessing StateObject's object without being installed on a View" does.
public final class StateObjectThunk: NativeObject, ValueReference {
    /// A closure of no parameters that makes the object.
    public let thunk: Value
    let range: SourceRange

    public init(_ thunk: Value, at range: SourceRange) {
        self.thunk = thunk
        self.range = range
    }

    public var runtimeType: RuntimeType { .named("StateObject", []) }
    public func describe() -> String { "StateObject" }

    /// Calls the autoclosure.
    public func makeObject(_ interpreter: Interpreter) throws -> Value {
        try interpreter.callClosure(thunk, [], at: range)
    }

    public func readValue(_ interpreter: Interpreter) throws -> Value { try makeObject(interpreter) }

    public func writeValue(_ value: Value, _ interpreter: Interpreter) throws {
        throw interpreter.failure(.cannotAssign("property: 'wrappedValue' of a StateObject is a get-only property"), at: range)
    }
}

/// A wrapper field whose value the view graph could not find: `@EnvironmentObject` without
/// an ancestor's `.environmentObject(_:)`. Reading it traps with SwiftUI's message (SwiftUI
/// traps on access, not when the view is created).
public final class MissingWrappedValue: NativeObject, ValueReference {
    public let message: String

    public init(message: String) { self.message = message }

    public var runtimeType: RuntimeType { .named("EnvironmentObject", []) }
    public func describe() -> String { "EnvironmentObject" }

    public func readValue(_ interpreter: Interpreter) throws -> Value {
        throw interpreter.trap(message, at: interpreter.callStack.last?.callSite ?? SourceRange(0, 0))
    }

    public func writeValue(_ value: Value, _ interpreter: Interpreter) throws { _ = try readValue(interpreter) }
}

/// `$model.name` where `$model` is a `Binding` (of `@State`, `@Binding`) or the projection of
/// `@ObservedObject`/`@StateObject`/`@Bindable`: a binding to one property of the bound
/// value (Swift's `@dynamicMemberLookup` on `Binding`).
final class BindingMember: ProjectedReference {
    let base: BindingObject
    let name: String
    let range: SourceRange

    init(base: BindingObject, name: String, range: SourceRange) {
        self.base = base
        self.name = name
        self.range = range
    }

    func readValue(_ interpreter: Interpreter) throws -> Value {
        try interpreter.getMember(try base.readValue(interpreter), name, at: range)
    }

    func writeValue(_ value: Value, _ interpreter: Interpreter) throws {
        var whole = try base.readValue(interpreter)
        try interpreter.modifyMember(&whole, name, at: range) { $0 = value }
        // An object changed in place; a value type is written back as a whole.
        if case .object = whole { return }
        try base.writeValue(whole, interpreter)
    }
}

/// `$items[i]`, `$dict["k"]`: a binding to one element of the bound collection (Swift's
/// `Binding` subscript through `@dynamicMemberLookup` with a key path). Each read reads the
/// element at that index now; a write changes the collection and writes it back whole.
final class BindingSubscript: ProjectedReference {
    let base: BindingObject
    let arguments: CallArguments
    let range: SourceRange

    init(base: BindingObject, arguments: CallArguments, range: SourceRange) {
        self.base = base
        self.arguments = arguments
        self.range = range
    }

    func readValue(_ interpreter: Interpreter) throws -> Value {
        try interpreter.subscriptGet(try base.readValue(interpreter), arguments, at: range)
    }

    func writeValue(_ value: Value, _ interpreter: Interpreter) throws {
        var whole = try base.readValue(interpreter)
        try interpreter.modifySubscript(&whole, arguments, at: range) { $0 = value }
        try base.writeValue(whole, interpreter)
    }
}

extension BindingObject {
    /// `ForEach($items) { $item in }`: the bound collection's elements now, each with a
    /// binding to the element at its index (SwiftUI's `ForEach(_: Binding<C>)` hands each row
    /// `$data[index]`); nil when the bound value is not a collection.
    public func elementBindings(_ interpreter: Interpreter, at range: SourceRange) throws -> [(value: Value, binding: Value)]? {
        let whole = try readValue(interpreter)
        guard case .array(let array) = whole else { return nil }
        return array.elements.enumerated().map { offset, element in
            let index = CallArguments(values: [.int(array.startIndex + offset)], labels: [nil], inoutTargets: [nil],
                                      thunks: [nil], firstTrailingClosure: nil)
            let binding = BindingObject(.reference(BindingSubscript(base: self, arguments: index, range: range)))
            return (element, .native(binding))
        }
    }
}

/// A binding projected from another (`$item.done`, `$items[i]`): a body that reads through
/// it depends on the projected value, compared when the storage under it changes, as
/// SwiftUI compares a `Binding`'s value (see `BindingLocation`).
protocol ProjectedReference: ValueReference {}
