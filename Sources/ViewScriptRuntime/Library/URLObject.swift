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
        default: nil
        }
    }
    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? { nil }

    static func == (lhs: URLObject, rhs: URLObject) -> Bool { lhs.text == rhs.text }
}
