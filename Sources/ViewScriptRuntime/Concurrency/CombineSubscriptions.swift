import ViewScriptSyntax

/// `AnyCancellable`: what `sink` and `assign` return. `cancel()` ends the subscription, and so
/// does the last reference going away (as `AnyCancellable`'s `deinit` does); `store(in:)` puts
/// it into a set or an array.
final class CancellableObject: NativeObject, NativeMembers {
    private var cancelAction: (() -> Void)?

    init(_ cancel: @escaping () -> Void) { cancelAction = cancel }

    var runtimeType: RuntimeType { .named("AnyCancellable", []) }
    func describe() -> String { "Combine.AnyCancellable" }

    func cancel() {
        let action = cancelAction
        cancelAction = nil
        action?()
    }

    func property(_ name: String, _ context: CallContext) throws -> Value? { nil }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        guard name == "cancel", arguments.values.isEmpty else { return nil }
        cancel()
        return .void
    }

    /// `cancellable.store(in: &set)` (the interpreter passes the storage).
    func store(in collection: inout Value) -> Bool {
        switch collection {
        case .set(var set):
            collection = .void
            _ = set.insert(.native(self))
            collection = .set(set)
        case .array(var array):
            collection = .void
            array.elements.append(.native(self))
            collection = .array(array)
        default:
            return false
        }
        return true
    }

    deinit { cancelAction?() }
}

/// Runs the program's closures for a subscription without keeping the interpreter alive
/// (the interpreter owns the publishers, through the program's values).
struct ClosureCaller {
    weak var interpreter: Interpreter?
    let range: SourceRange

    init(_ context: CallContext) {
        interpreter = context.interpreter
        range = context.range
    }

    func call(_ closure: Value, _ arguments: Value...) throws -> Value {
        guard let interpreter else { return .void }
        return try interpreter.callClosure(closure, arguments, at: range)
    }

    /// `call` for a `try` closure (`tryMap`, `tryFilter`): what it throws, or nil.
    func attempt(_ closure: Value, _ arguments: Value...) throws -> Result<Value, ThrownError> {
        guard let interpreter else { return .success(.void) }
        do {
            return .success(try interpreter.callClosure(closure, arguments, at: range))
        } catch let error as ThrownError {
            return .failure(error)
        }
    }

    func truth(_ value: Value) throws -> Bool {
        guard let interpreter else { return false }
        return try interpreter.truth(value, at: range)
    }

    func equal(_ a: Value, _ b: Value) throws -> Bool {
        guard let interpreter else { return false }
        return try interpreter.valuesEqual(a, b, at: range)
    }

    func assign(_ object: inout Value, _ property: String, _ value: Value) throws {
        try interpreter?.assignMember(&object, property, value, at: range)
    }

    /// The publisher a closure returned (`flatMap`, `catch`, `Deferred`), or a failure naming what it was.
    func publisher(_ value: Value) throws -> PublisherObject {
        if case .native(let publisher as PublisherObject) = value { return publisher }
        guard let interpreter else { throw ExecutorShutdown() }
        throw interpreter.failure(.notSimulated("a Combine publisher of type '\(interpreter.runtimeType(of: value))'"), at: range)
    }

    /// `Subscribers.Completion` as the program sees it: `.finished` or `.failure(error)`.
    func completionValue(_ completion: PublisherCompletion) -> Value {
        interpreter?.completionValue(completion) ?? .void
    }
}

extension Interpreter {
    /// `Subscribers.Completion<Failure>`: `.finished` or `.failure(error)`.
    func completionValue(_ completion: PublisherCompletion) -> Value {
        guard let type = program.types[CompletionType.key], type.declaration == nil else { return .void }
        switch completion {
        case .finished: return .enumValue(EnumValue(type: type, caseIndex: 0))
        case .failure(let error): return .enumValue(EnumValue(type: type, caseIndex: 1, payload: [error]))
        }
    }

    /// `.onReceive(publisher) { value in }`: subscribes `action` to `publisher` and returns the
    /// cancellation; a value that is not a simulated publisher is a failure naming it.
    public func subscribe(_ publisher: Value, action: Value, at range: SourceRange) throws -> () -> Void {
        let context = CallContext(interpreter: self, range: range)
        guard case .native(let object as PublisherObject) = publisher else {
            throw failure(.notSimulated("onReceive with \(runtimeType(of: publisher))"), at: range)
        }
        return try object.subscribe(Subscriber(receive: { [weak self] value in
            _ = try self?.callClosure(action, [value], at: range)
        }), context)
    }
}

/// Combine's `Subscribers.Completion<Failure>`: an enum the runtime declares (like `Result`), so
/// that a `sink`'s completion closure can `switch completion { case .finished: ... case
/// .failure(let error): ... }` and print it as Swift does.
enum CompletionType {
    /// Its key in the program's types: no declaration of the program can have this name.
    static let key = "Subscribers.Completion"

    static func make() -> NominalType {
        let type = NominalType(kind: .enumType, name: "Completion", parent: nil, declaration: nil)
        type.moduleName = "Combine"
        type.genericParameters = ["Failure"]
        type.enumCases = [
            EnumCaseInfo(name: "finished", payloadLabels: nil, payloadTypes: [], payloadDefaults: [], rawValue: nil),
            EnumCaseInfo(name: "failure", payloadLabels: [nil], payloadTypes: [.generic("Failure")], payloadDefaults: [nil], rawValue: nil),
        ]
        type.caseIndex = ["finished": 0, "failure": 1]
        return type
    }
}
