import ViewScriptSyntax

/// Making `AsyncStream`s and `AsyncThrowingStream`s (`AsyncStreamObject.swift`):
/// `AsyncStream { continuation in ... }`, `AsyncStream(Int.self, bufferingPolicy: .bufferingNewest(1)) { ... }`,
/// `AsyncStream(unfolding: { ... }, onCancel: { ... })` (a closure without parameters is an
/// unfolding one, as Swift's overloads choose), and `AsyncStream.makeStream(of:bufferingPolicy:)`.
enum AsyncStreamLibrary {
    static let typeNames: Set<String> = ["AsyncStream", "AsyncThrowingStream"]

    static func construct(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        guard typeNames.contains(name) else { return nil }
        var elementType: RuntimeType?
        var policy = AsyncStreamObject.Policy.unbounded
        var build: Value?
        var produce: Value?
        var onCancel: Value?
        for (label, value) in zip(arguments.labels, arguments.values) {
            switch (label, value) {
            case (nil, .type(let type)): elementType = type
            case ("bufferingPolicy", _):
                guard let parsed = AsyncStreamObject.Policy(value) else { return nil }
                policy = parsed
            case ("unfolding", .function): produce = value
            case ("onCancel", _): onCancel = value
            case (nil, .function(let function)), ("build", .function(let function)):
                if label == nil, function.definition?.parameters.isEmpty == true { produce = value } else { build = value }
            default: return nil
            }
        }
        let stream = AsyncStreamObject(throwing: name == "AsyncThrowingStream", elementType: elementType, policy: policy,
                                       executor: context.interpreter.executor)
        if let produce {
            guard build == nil else { return nil }
            stream.makeUnfolding(produce: produce, onCancel: onCancel.flatMap { $0.isNil ? nil : $0 })
            return .native(stream)
        }
        guard let build, onCancel == nil else { return nil }
        // The build closure runs at once, before the initializer returns.
        _ = try context.call(build, .native(StreamContinuationObject(stream, at: context.range)))
        return .native(stream)
    }

    /// `AsyncStream.makeStream(of: Int.self, bufferingPolicy: ...)`: the stream and its continuation.
    static func callStatic(_ type: RuntimeType, _ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        guard case .named(let typeName, let generics) = type, typeNames.contains(typeName), name == "makeStream" else { return nil }
        var elementType = generics.first
        var policy = AsyncStreamObject.Policy.unbounded
        for (label, value) in zip(arguments.labels, arguments.values) {
            switch (label, value) {
            case ("of", .type(let type)): elementType = type
            case ("throwing", .type): break
            case ("bufferingPolicy", _):
                guard let parsed = AsyncStreamObject.Policy(value) else { return nil }
                policy = parsed
            default: return nil
            }
        }
        let stream = AsyncStreamObject(throwing: typeName == "AsyncThrowingStream", elementType: elementType, policy: policy,
                                       executor: context.interpreter.executor)
        return .tuple(TupleValue([.native(stream), .native(StreamContinuationObject(stream, at: context.range))],
                                 labels: ["stream", "continuation"]))
    }
}
