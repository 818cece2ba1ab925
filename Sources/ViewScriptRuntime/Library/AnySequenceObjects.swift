/// `AnyIterator`, `AnySequence` and the sequences `sequence(first:next:)` and
/// `sequence(state:next:)` make: elements are produced one at a time, when asked for, so
/// an endless one works in `for`-`in` with `break` and ends at the step budget elsewhere.
final class AnyIteratorObject: NativeObject, NativeMembers, AsyncElementSource {
    private let produce: (CallContext) throws -> Value?
    private let typeName: String

    init(typeName: String = "AnyIterator", _ produce: @escaping (CallContext) throws -> Value?) {
        self.typeName = typeName
        self.produce = produce
    }

    var runtimeType: RuntimeType { .named(typeName, [.any]) }
    func describe() -> String { "Swift.\(typeName)<Any>" }
    func property(_ name: String, _ context: CallContext) throws -> Value? { nil }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        switch name {
        case "next" where arguments.values.isEmpty: return try produce(context).map { Value.some($0) } ?? Value.none
        case "makeIterator" where arguments.values.isEmpty: return .native(self)
        default: return nil
        }
    }

    func nextElement(_ context: CallContext) throws -> Value? { try produce(context) }

    /// `AnyIterator { closure }`: the closure's optional result.
    static func fromClosure(_ closure: Value) -> AnyIteratorObject {
        AnyIteratorObject { context in unwrap(try context.call(closure)) }
    }

    /// `AnyIterator(base)`: the elements of another iterator (the library's or the program's).
    static func wrapping(_ base: Value, _ context: CallContext) throws -> AnyIteratorObject? {
        if case .native(let object as AnyIteratorObject) = base { return object }
        if case .native(let object as NativeMembers) = base {
            let none = CallArguments(values: [], labels: [], inoutTargets: [], thunks: [], firstTrailingClosure: nil)
            return AnyIteratorObject { context in unwrap(try object.callMethod("next", none, context) ?? Value.none) }
        }
        guard let next = try context.interpreter.userIterator(of: base, nil, at: context.range) else { return nil }
        return AnyIteratorObject { _ in try next() }
    }

    static func unwrap(_ value: Value) -> Value? {
        switch value {
        case .some(let element): return element
        case .none: return nil
        default: return value
        }
    }
}

/// `AnySequence(base)` or `AnySequence { makeIterator }`: each iteration starts afresh.
final class AnySequenceObject: NativeObject, NativeMembers {
    private let makeIterator: (CallContext) throws -> AnyIteratorObject
    private let typeName: String

    init(typeName: String = "AnySequence", _ makeIterator: @escaping (CallContext) throws -> AnyIteratorObject) {
        self.typeName = typeName
        self.makeIterator = makeIterator
    }

    var runtimeType: RuntimeType { .named(typeName, [.any]) }
    func describe() -> String { "Swift.\(typeName)<Any>" }
    func property(_ name: String, _ context: CallContext) throws -> Value? { nil }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        guard name == "makeIterator", arguments.values.isEmpty else { return nil }
        return .native(try makeIterator(context))
    }

    func iterator(_ context: CallContext) throws -> AnyIteratorObject { try makeIterator(context) }

    static func construct(_ argument: Value, _ context: CallContext) throws -> AnySequenceObject? {
        if case .function = argument {
            return AnySequenceObject { context in
                let made = try context.call(argument)
                guard let iterator = try AnyIteratorObject.wrapping(made, context) else {
                    throw context.failure(.typeMismatch("AnySequence needs a closure that returns an iterator"))
                }
                return iterator
            }
        }
        if let elements = try SequenceLibrary.materialize(argument, context) {
            return AnySequenceObject { _ in
                var position = 0
                return AnyIteratorObject { _ in
                    guard position < elements.count else { return nil }
                    position += 1
                    return elements[position - 1]
                }
            }
        }
        return nil
    }
}

extension Library {
    /// `AnyIterator(...)`, `AnySequence(...)`.
    static func constructErasedSequence(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        guard arguments.values.count == 1 else { return nil }
        let argument = arguments.values[0]
        switch name {
        case "AnyIterator":
            if case .function = argument { return .native(AnyIteratorObject.fromClosure(argument)) }
            return try AnyIteratorObject.wrapping(argument, context).map { .native($0) }
        case "AnySequence":
            return try AnySequenceObject.construct(argument, context).map { .native($0) }
        default:
            return nil
        }
    }

    /// `sequence(first:next:)` and `sequence(state:next:)`.
    static func unfoldSequence(_ labels: [String?], _ values: [Value], _ context: CallContext) throws -> Value? {
        guard values.count == 2 else { return nil }
        let closure = values[1]
        if labels == ["first", "next"] || labels == ["first", nil] {
            var upcoming: Value? = AnyIteratorObject.unwrap(values[0])
            return .native(AnyIteratorObject(typeName: "UnfoldFirstSequence") { context in
                guard let current = upcoming else { return nil }
                upcoming = AnyIteratorObject.unwrap(try context.call(closure, current))
                return current
            })
        }
        if labels == ["state", "next"] || labels == ["state", nil] {
            var state = values[0]
            return .native(AnyIteratorObject(typeName: "UnfoldSequence") { context in
                AnyIteratorObject.unwrap(try context.interpreter.callInout(closure, accumulator: &state, rest: [], at: context.range))
            })
        }
        return nil
    }
}
