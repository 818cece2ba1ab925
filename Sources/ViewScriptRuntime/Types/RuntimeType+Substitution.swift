/// A generic type's member types with its parameters replaced by the arguments of one use
/// (`items: [Item]` of `Page<Photo>` is `[Photo]`).
extension RuntimeType {
    func substituting(_ bindings: [String: RuntimeType]) -> RuntimeType {
        guard !bindings.isEmpty else { return self }
        switch self {
        case .generic(let name): return bindings[name] ?? self
        case .optional(let wrapped): return .optional(wrapped.substituting(bindings))
        case .array(let element): return .array(element.substituting(bindings))
        case .arraySlice(let element): return .arraySlice(element.substituting(bindings))
        case .dictionary(let key, let value): return .dictionary(key.substituting(bindings), value.substituting(bindings))
        case .set(let element): return .set(element.substituting(bindings))
        case .tuple(let elements, let labels): return .tuple(elements.map { $0.substituting(bindings) }, labels: labels)
        case .function(let parameters, let result):
            return .function(parameters: parameters.map { $0.substituting(bindings) }, result: result.substituting(bindings))
        case .range(let bound, let kind): return .range(bound.substituting(bindings), kind: kind)
        case .nominal(let type, let arguments): return .nominal(type, arguments.map { $0.substituting(bindings) })
        case .metatype(let instance): return .metatype(instance.substituting(bindings))
        case .named(let name, let arguments): return .named(name, arguments.map { $0.substituting(bindings) })
        case .int, .double, .bool, .string, .character, .void, .float, .sized, .any: return self
        }
    }
}

extension NominalType {
    /// `Item` → `Photo` for `Page<Photo>`; empty when the arguments are not all known.
    func genericBindings(_ arguments: [RuntimeType]) -> [String: RuntimeType] {
        guard !genericParameters.isEmpty, arguments.count == genericParameters.count else { return [:] }
        return Dictionary(zip(genericParameters, arguments), uniquingKeysWith: { first, _ in first })
    }
}
