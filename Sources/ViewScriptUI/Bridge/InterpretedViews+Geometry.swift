import ViewScriptRuntime
import ViewScriptSyntax

/// `GeometryReader { proxy in ... }`: the content closure is kept (SwiftUI's is escaping) and
/// called by the graph in the layout phase with a `GeometryProxy` value.
extension InterpretedViews {
    func geometryReader(_ arguments: [Value]) throws -> ViewElement {
        guard let closure = arguments.last, closure.asFunction != nil else {
            throw interpreter.failure(.typeMismatch("GeometryReader needs a content closure"), at: range)
        }
        let interpreter = self.interpreter
        let range = self.range
        return .geometryReader(GeometryReaderContent { proxy in
            let value = try interpreter.callClosure(closure, [.native(GeometryProxyValue(proxy))], at: range)
            return try InterpretedViews(interpreter: interpreter, at: range).element(value)
        })
    }
}

extension InterpretedViews {
    /// `ScrollViewReader { proxy in ... }`: the content, built at once with a proxy whose
    /// `scrollTo(_:anchor:)` asks the graph to scroll (`ViewGraph+ScrollReader`).
    func scrollViewReader(_ arguments: [Value]) throws -> ViewElement {
        guard let closure = arguments.last, closure.asFunction != nil else {
            throw interpreter.failure(.typeMismatch("ScrollViewReader needs a content closure"), at: range)
        }
        return try element(try interpreter.callClosure(closure, [.native(ScrollViewProxyValue(interpreter))], at: range))
    }
}

/// SwiftUI's `ScrollViewProxy`: `scrollTo(id)` and `scrollTo(id, anchor:)` (the anchor is not
/// modelled: the view is scrolled into view by the least amount, as `scroll to` does). The id
/// is taken as an `AnyHashable`, which sees through an optional: `proxy.scrollTo(messages.last?.id)`
/// scrolls to the view whose id is the wrapped value ("AnyHashable(Optional(1)) == AnyHashable(1)").
final class ScrollViewProxyValue: NativeObject, NativeMembers {
    unowned let interpreter: Interpreter
    init(_ interpreter: Interpreter) { self.interpreter = interpreter }

    var runtimeType: RuntimeType { .named("ScrollViewProxy", []) }
    func describe() -> String { "ScrollViewProxy" }
    func property(_ name: String, _ context: CallContext) throws -> Value? { nil }
    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        guard name == "scrollTo", let id = arguments.values.first else { return nil }
        (interpreter.dependencies as? ViewGraph)?.requestScroll(to: id.unwrappedDeep ?? id)
        return .void
    }
}

/// SwiftUI's `GeometryProxy` as a value of the program: `size`, `frame(in: .local)`,
/// `frame(in: .global)`, `safeAreaInsets`. Other coordinate spaces (`.named`, `.scrollView`)
/// are reported as not simulated.
final class GeometryProxyValue: NativeObject, NativeMembers {
    let proxy: GeometryProxy
    init(_ proxy: GeometryProxy) { self.proxy = proxy }

    var runtimeType: RuntimeType { .named("GeometryProxy", []) }
    func describe() -> String { "GeometryProxy" }

    func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch name {
        case "size": GeometryValue.value(.size(width: proxy.size.width, height: proxy.size.height))
        case "safeAreaInsets": .native(EdgeInsetsValue(proxy.safeAreaInsets))
        default: nil
        }
    }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        guard name == "frame", arguments.labels == ["in"] else { return nil }
        let space: String?
        if case .native(let symbol as SymbolValue) = arguments.values[0] {
            space = symbol.member ?? (symbol.name.hasPrefix(".") ? String(symbol.name.dropFirst()) : symbol.name)
        } else {
            space = nil
        }
        let frame: Rect
        switch space {
        case "global": frame = proxy.globalFrame
        case "local": frame = proxy.localFrame
        default: throw context.failure(.notSimulated("frame(in: .\(space ?? "coordinateSpace"))"))
        }
        return GeometryValue.value(.rect(x: frame.origin.x, y: frame.origin.y, width: frame.size.width, height: frame.size.height))
    }
}

/// `EdgeInsets` as the program reads it (`proxy.safeAreaInsets.top`).
final class EdgeInsetsValue: NativeObject, NativeMembers, NativeEquatable {
    let insets: EdgeInsets
    init(_ insets: EdgeInsets) { self.insets = insets }

    var runtimeType: RuntimeType { .named("EdgeInsets", []) }
    func describe() -> String {
        "EdgeInsets(top: \(insets.top), leading: \(insets.leading), bottom: \(insets.bottom), trailing: \(insets.trailing))"
    }
    func isEqual(to other: NativeObject) -> Bool { (other as? EdgeInsetsValue)?.insets == insets }
    var hashKey: Int { Int(insets.top + insets.leading * 3 + insets.bottom * 7 + insets.trailing * 11) }

    func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch name {
        case "top": .double(insets.top)
        case "leading": .double(insets.leading)
        case "bottom": .double(insets.bottom)
        case "trailing": .double(insets.trailing)
        default: nil
        }
    }
    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? { nil }
}
