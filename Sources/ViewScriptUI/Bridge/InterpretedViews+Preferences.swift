import ViewScriptRuntime
import ViewScriptSyntax

/// `.preference(key:value:)`, `.transformPreference`, `.anchorPreference`,
/// `.onPreferenceChange`, `.overlayPreferenceValue` and `.backgroundPreferenceValue`: the key
/// type's `defaultValue` and `reduce(value:nextValue:)` are the program's, called by the graph
/// (`ViewGraph+Preferences.swift`).
extension InterpretedViews {
    func preferenceModifier(_ name: String, _ arguments: [Value], _ labels: [String?]) throws -> Modifier? {
        let keyIndex = labels.firstIndex { $0 == "key" } ?? (labels.first.map { $0 == nil } == true ? 0 : nil)
        guard let keyIndex, arguments.indices.contains(keyIndex), case .type(let keyType) = arguments[keyIndex] else {
            throw interpreter.failure(.typeMismatch("'\(name)' needs a PreferenceKey type (`MyKey.self`)"), at: range)
        }
        let key = preferenceKey(keyType)
        let closure = arguments.last { $0.asFunction != nil }
        let interpreter = self.interpreter
        let range = self.range
        switch name {
        case "preference":
            guard let index = labels.firstIndex(of: "value") else { return nil }
            let value = arguments[index]
            return .preference(PreferenceWriter(key: key) { _, _ in value })
        case "transformPreference":
            guard let closure else { return nil }
            return .preference(PreferenceWriter(key: key) { content, _ in
                var value = try content ?? key.defaultValue()
                try interpreter.callUpdating(closure, &value, at: range)
                return value
            })
        case "anchorPreference":
            guard let closure, let index = labels.firstIndex(of: "value"), let source = AnchorSource(arguments[index]) else {
                throw interpreter.failure(.notSimulated("anchorPreference with this anchor source"), at: range)
            }
            return .preference(PreferenceWriter(key: key) { _, frame in
                try interpreter.callClosure(closure, [.native(AnchorValue(source.resolve(in: frame)))], at: range)
            })
        case "onPreferenceChange":
            guard let closure else { return nil }
            return .onPreferenceChange(PreferenceAction(key: key) { value in
                _ = try interpreter.callClosure(closure, [value], at: range)
            })
        case "overlayPreferenceValue", "backgroundPreferenceValue":
            guard let closure else { return nil }
            return .preferenceDecoration(PreferenceDecoration(key: key, placement: name == "overlayPreferenceValue" ? .overlay : .background) { value in
                try self.viewContent(closure, [value])
            })
        default:
            return nil
        }
    }

    private func preferenceKey(_ type: RuntimeType) -> PreferenceKeyType {
        let interpreter = self.interpreter
        let range = self.range
        return PreferenceKeyType(type: type, defaultValue: {
            try interpreter.preferenceDefault(type, at: range)
        }, reduce: { value, next in
            try interpreter.reducePreference(type, &value, next: next, at: range)
        })
    }
}

/// Where an anchor is taken in its view's frame: `.bounds` (an `Anchor<CGRect>`), or a
/// point (`.topLeading`, `.center`, `.bottom`...: an `Anchor<CGPoint>`).
enum AnchorSource {
    case bounds
    case point(x: Double, y: Double)

    init?(_ value: Value) {
        let name: String
        switch value {
        case .native(let symbol as SymbolValue): name = symbol.name
        case .native(let member as UnresolvedMember): name = member.name
        default: return nil
        }
        switch name.split(separator: ".").last.map(String.init) ?? name {
        case "bounds": self = .bounds
        case "topLeading": self = .point(x: 0, y: 0)
        case "top": self = .point(x: 0.5, y: 0)
        case "topTrailing": self = .point(x: 1, y: 0)
        case "leading": self = .point(x: 0, y: 0.5)
        case "center": self = .point(x: 0.5, y: 0.5)
        case "trailing": self = .point(x: 1, y: 0.5)
        case "bottomLeading": self = .point(x: 0, y: 1)
        case "bottom": self = .point(x: 0.5, y: 1)
        case "bottomTrailing": self = .point(x: 1, y: 1)
        default: return nil
        }
    }

    func resolve(in frame: Rect) -> AnchorValue.Geometry {
        switch self {
        case .bounds: return .rect(frame)
        case .point(let x, let y):
            return .point(Point(x: frame.minX + x * frame.size.width, y: frame.minY + y * frame.size.height))
        }
    }
}

/// SwiftUI's `Anchor<CGRect>` / `Anchor<CGPoint>`: a geometry taken in one view, kept in screen
/// coordinates; `GeometryProxy[anchor]` converts it into the reader's coordinate space.
/// Source: Apple, Anchor, https://developer.apple.com/documentation/swiftui/anchor: "An opaque
/// value derived from an anchor source and a particular view. You can convert the anchor to a
/// `Value` in the coordinate space of a target view by using a `GeometryProxy` to specify the
/// target view."
final class AnchorValue: NativeObject, NativeEquatable {
    enum Geometry: Equatable {
        case rect(Rect)
        case point(Point)
    }

    let geometry: Geometry
    init(_ geometry: Geometry) { self.geometry = geometry }

    var runtimeType: RuntimeType { .named("Anchor", []) }
    func describe() -> String { "Anchor" }
    func isEqual(to other: NativeObject) -> Bool { (other as? AnchorValue)?.geometry == geometry }
    var hashKey: Int { 0 }

    /// The geometry in the coordinate space of a view whose screen frame starts at `origin`.
    func value(relativeTo origin: Point) -> Value {
        switch geometry {
        case .rect(let rect):
            GeometryValue.value(.rect(x: rect.minX - origin.x, y: rect.minY - origin.y, width: rect.size.width, height: rect.size.height))
        case .point(let point):
            GeometryValue.value(.point(x: point.x - origin.x, y: point.y - origin.y))
        }
    }
}

/// `proxy[anchor]`: the anchor's rectangle or point in the reader's coordinate space.
extension GeometryProxyValue: NativeSubscriptable {
    func subscriptValue(_ index: Value, _ context: CallContext) throws -> Value? {
        guard case .native(let anchor as AnchorValue) = index else { return nil }
        return anchor.value(relativeTo: proxy.globalFrame.origin)
    }
}
