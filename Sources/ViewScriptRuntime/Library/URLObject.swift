import Foundation

/// `URL(string:)`: the few members a SwiftUI screen uses (`Link`'s destination, `ShareLink`'s
/// item). Its text is kept as given; `URL(string: "")` is `nil`, as in Foundation. Equal
/// when their texts are.
final class URLObject: NativeObject, NativeMembers, Equatable {
    let text: String

    init(_ text: String) { self.text = text }

    /// `URL(string: text)`: nil for an empty string.
    static func make(string text: String) -> Value {
        text.isEmpty ? Value.none : .some(.native(URLObject(text)))
    }

    var runtimeType: RuntimeType { .named("URL", []) }
    func describe() -> String { text }
    func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch name {
        case "absoluteString", "description": .string(text)
        case "host": URL(string: text)?.host.map { .some(.string($0)) } ?? Value.none
        case "scheme": URL(string: text)?.scheme.map { .some(.string($0)) } ?? Value.none
        case "path": .string(URL(string: text)?.path ?? "")
        case "lastPathComponent": .string(URL(string: text)?.lastPathComponent ?? "")
        case "query": URL(string: text)?.query.map { .some(.string($0)) } ?? Value.none
        case "pathExtension": .string(URL(string: text)?.pathExtension ?? "")
        case "isFileURL": .bool(URL(string: text)?.isFileURL ?? false)
        case "pathComponents": .array(ArrayValue((URL(string: text)?.pathComponents ?? []).map(Value.string), elementType: .string))
        default: nil
        }
    }

    /// `appendingPathComponent(_:)`, `appending(path:)`, `appending(component:)`,
    /// `appendingPathExtension(_:)`, `deletingLastPathComponent()`, `deletingPathExtension()`:
    /// Foundation's own, on the URL's text.
    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        guard let url = URL(string: text) else { return nil }
        let argument = arguments.values.first?.asString
        let result: URL
        switch (name, arguments.labels) {
        case ("appendingPathComponent", [nil]), ("appending", ["path"]), ("appending", ["component"]):
            guard let argument else { return nil }
            result = url.appendingPathComponent(argument)
        case ("appendingPathComponent", [nil, "isDirectory"]):
            guard let argument, let isDirectory = arguments.values[1].asBool else { return nil }
            result = url.appendingPathComponent(argument, isDirectory: isDirectory)
        case ("appendingPathExtension", [nil]):
            guard let argument else { return nil }
            result = url.appendingPathExtension(argument)
        case ("deletingLastPathComponent", []): result = url.deletingLastPathComponent()
        case ("deletingPathExtension", []): result = url.deletingPathExtension()
        default: return nil
        }
        return .native(URLObject(result.absoluteString))
    }

    static func == (lhs: URLObject, rhs: URLObject) -> Bool { lhs.text == rhs.text }
}
