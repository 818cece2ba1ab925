import Foundation

/// `URLComponents(string:)` / `URLComponents()` with `scheme`, `host`, `path` and `queryItems`
/// readable and settable, and `url` / `string` built by Foundation's own `URLComponents`.
final class URLComponentsObject: NativeObject, NativeMembers, NativeSettable {
    private var components: URLComponents
    init(_ components: URLComponents) { self.components = components }
    var runtimeType: RuntimeType { .named("URLComponents", []) }
    func describe() -> String { components.string ?? "" }

    static func construct(_ arguments: CallArguments) -> Value? {
        switch arguments.labels {
        case []: return .native(URLComponentsObject(URLComponents()))
        case ["string"]:
            guard let text = arguments.values[0].asString else { return nil }
            return URLComponents(string: text).map { .some(.native(URLComponentsObject($0))) } ?? Value.none
        default: return nil
        }
    }

    func property(_ name: String, _ context: CallContext) throws -> Value? { read(name) }

    private func read(_ name: String) -> Value? {
        func optional(_ text: String?) -> Value { text.map { .some(.string($0)) } ?? Value.none }
        switch name {
        case "scheme": return optional(components.scheme)
        case "host": return optional(components.host)
        case "path": return .string(components.path)
        case "query": return optional(components.query)
        case "string": return optional(components.string)
        case "url": return components.url.map { .some(.native(URLObject($0.absoluteString))) } ?? Value.none
        case "queryItems":
            guard let items = components.queryItems else { return Value.none }
            return .some(.array(ArrayValue(items.map { .native(QueryItemObject($0)) }, elementType: .named("URLQueryItem", []))))
        default: return nil
        }
    }

    func modifyProperty<T>(_ name: String, _ body: (inout Value) throws -> T) throws -> T {
        var value = read(name) ?? .none
        defer {
            let text: String? = switch value { case .string(let text), .some(.string(let text)): text; default: nil }
            switch name {
            case "scheme": components.scheme = text
            case "host": components.host = text
            case "path": components.path = text ?? ""
            case "query": components.query = text
            case "queryItems":
                let elements: [Value]? = switch value { case .array(let array), .some(.array(let array)): array.elements; default: nil }
                components.queryItems = elements?.compactMap { ($0.unwrappedNative as? QueryItemObject)?.item }
            default: break
            }
        }
        return try body(&value)
    }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? { nil }
}

/// `URLQueryItem(name:value:)`.
final class QueryItemObject: NativeObject, NativeMembers {
    let item: URLQueryItem
    init(_ item: URLQueryItem) { self.item = item }
    var runtimeType: RuntimeType { .named("URLQueryItem", []) }
    func describe() -> String { item.description }

    static func construct(_ arguments: CallArguments) -> Value? {
        guard arguments.labels == ["name", "value"], let name = arguments.values[0].asString else { return nil }
        let value: String? = switch arguments.values[1] { case .string(let text), .some(.string(let text)): text; default: nil }
        return .native(QueryItemObject(URLQueryItem(name: name, value: value)))
    }

    func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch name {
        case "name": .string(item.name)
        case "value": item.value.map { .some(.string($0)) } ?? Value.none
        default: nil
        }
    }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? { nil }
}

extension Value {
    /// The native object inside a value or an optional.
    var unwrappedNative: NativeObject? {
        switch self {
        case .native(let object): object
        case .some(let wrapped): wrapped.unwrappedNative
        default: nil
        }
    }
}
