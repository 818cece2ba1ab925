import ViewScriptSyntax

/// `CGSize`, `CGPoint`, `CGRect`, `ProposedViewSize` and `UnitPoint`: the geometry values a
/// custom `Layout` and a representable's `sizeThatFits` exchange with the view graph.
/// Immutable values (equal when their numbers are equal), printed as Swift prints them:
/// `(100.0, 50.0)` for a size or a point, `(0.0, 0.0, 100.0, 50.0)` for a rectangle.
public final class GeometryValue: NativeObject, NativeMembers, NativeEquatable {
    public enum Kind: Hashable, Sendable {
        case size(width: Double, height: Double)
        case point(x: Double, y: Double)
        case rect(x: Double, y: Double, width: Double, height: Double)
        /// `nil`: unspecified along that dimension.
        case proposal(width: Double?, height: Double?)
        case unitPoint(x: Double, y: Double)
    }

    public let kind: Kind

    public init(_ kind: Kind) { self.kind = kind }

    public static func value(_ kind: Kind) -> Value { .native(GeometryValue(kind)) }

    public var runtimeType: RuntimeType {
        switch kind {
        case .size: .named("CGSize", [])
        case .point: .named("CGPoint", [])
        case .rect: .named("CGRect", [])
        case .proposal: .named("ProposedViewSize", [])
        case .unitPoint: .named("UnitPoint", [])
        }
    }

    public func describe() -> String {
        func optional(_ value: Double?) -> String { value.map { "Optional(\($0))" } ?? "nil" }
        switch kind {
        case .size(let width, let height): return "(\(width), \(height))"
        case .point(let x, let y): return "(\(x), \(y))"
        case .rect(let x, let y, let width, let height): return "(\(x), \(y), \(width), \(height))"
        case .proposal(let width, let height): return "ProposedViewSize(width: \(optional(width)), height: \(optional(height)))"
        case .unitPoint(let x, let y): return "UnitPoint(x: \(x), y: \(y))"
        }
    }

    public func isEqual(to other: NativeObject) -> Bool { (other as? GeometryValue)?.kind == kind }
    public var hashKey: Int { kind.hashValue }

    public func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch (kind, name) {
        case (.size(let width, _), "width"), (.rect(_, _, let width, _), "width"): return .double(width)
        case (.size(_, let height), "height"), (.rect(_, _, _, let height), "height"): return .double(height)
        case (.point(let x, _), "x"), (.unitPoint(let x, _), "x"): return .double(x)
        case (.point(_, let y), "y"), (.unitPoint(_, let y), "y"): return .double(y)
        case (.proposal(let width, _), "width"): return width.map { Value.some(.double($0)) } ?? Value.none
        case (.proposal(_, let height), "height"): return height.map { Value.some(.double($0)) } ?? Value.none
        case (.rect(let x, let y, _, _), "origin"): return Self.value(.point(x: x, y: y))
        case (.rect(_, _, let width, let height), "size"): return Self.value(.size(width: width, height: height))
        case (.rect(let x, _, _, _), "minX"): return .double(x)
        case (.rect(let x, _, let width, _), "midX"): return .double(x + width / 2)
        case (.rect(let x, _, let width, _), "maxX"): return .double(x + width)
        case (.rect(_, let y, _, _), "minY"): return .double(y)
        case (.rect(_, let y, _, let height), "midY"): return .double(y + height / 2)
        case (.rect(_, let y, _, let height), "maxY"): return .double(y + height)
        default: return nil
        }
    }

    public func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        guard case .proposal(let width, let height) = kind, name == "replacingUnspecifiedDimensions" else { return nil }
        // The default replacement is 10 x 10, as in SwiftUI.
        var replacement = (width: 10.0, height: 10.0)
        if case .native(let object)? = arguments.values.first, let size = object as? GeometryValue,
           case .size(let w, let h) = size.kind {
            replacement = (w, h)
        }
        return Self.value(.size(width: width ?? replacement.width, height: height ?? replacement.height))
    }
}

/// Building geometry values: initializers and static members.
enum GeometryLibrary {
    static let typeNames: Set<String> = ["CGSize", "CGPoint", "CGRect", "ProposedViewSize", "UnitPoint"]

    static func construct(_ name: String, _ arguments: CallArguments) -> Value? {
        let values = arguments.values
        func number(_ label: String) -> Double? {
            guard let index = arguments.labels.firstIndex(of: label) else { return nil }
            return values[index].asDouble ?? values[index].asInt.map(Double.init)
        }
        func optionalNumber(_ label: String) -> Double?? {
            guard let index = arguments.labels.firstIndex(of: label) else { return nil }
            switch values[index] {
            case .none: return .some(nil)
            case .some(let inner): return .some(inner.asDouble ?? inner.asInt.map(Double.init))
            case let value: return .some(value.asDouble ?? value.asInt.map(Double.init))
            }
        }
        switch name {
        case "CGSize":
            if values.isEmpty { return GeometryValue.value(.size(width: 0, height: 0)) }
            guard let width = number("width"), let height = number("height") else { return nil }
            return GeometryValue.value(.size(width: width, height: height))
        case "CGPoint", "UnitPoint":
            if values.isEmpty { return GeometryValue.value(name == "CGPoint" ? .point(x: 0, y: 0) : .unitPoint(x: 0, y: 0)) }
            guard let x = number("x"), let y = number("y") else { return nil }
            return GeometryValue.value(name == "CGPoint" ? .point(x: x, y: y) : .unitPoint(x: x, y: y))
        case "CGRect":
            if values.isEmpty { return GeometryValue.value(.rect(x: 0, y: 0, width: 0, height: 0)) }
            if arguments.labels == ["origin", "size"], case .native(let o) = values[0], case .native(let s) = values[1],
               case .point(let x, let y)? = (o as? GeometryValue)?.kind, case .size(let w, let h)? = (s as? GeometryValue)?.kind {
                return GeometryValue.value(.rect(x: x, y: y, width: w, height: h))
            }
            guard let x = number("x"), let y = number("y"), let width = number("width"), let height = number("height") else { return nil }
            return GeometryValue.value(.rect(x: x, y: y, width: width, height: height))
        case "ProposedViewSize":
            if arguments.labels == [nil], case .native(let s) = values[0], case .size(let w, let h)? = (s as? GeometryValue)?.kind {
                return GeometryValue.value(.proposal(width: w, height: h))
            }
            guard let width = optionalNumber("width"), let height = optionalNumber("height") else { return nil }
            return GeometryValue.value(.proposal(width: width, height: height))
        default:
            return nil
        }
    }

    static func staticMember(_ type: String, _ name: String) -> Value? {
        switch (type, name) {
        case ("CGSize", "zero"): return GeometryValue.value(.size(width: 0, height: 0))
        case ("CGPoint", "zero"): return GeometryValue.value(.point(x: 0, y: 0))
        case ("CGRect", "zero"): return GeometryValue.value(.rect(x: 0, y: 0, width: 0, height: 0))
        case ("ProposedViewSize", "zero"): return GeometryValue.value(.proposal(width: 0, height: 0))
        case ("ProposedViewSize", "unspecified"): return GeometryValue.value(.proposal(width: nil, height: nil))
        case ("ProposedViewSize", "infinity"): return GeometryValue.value(.proposal(width: .infinity, height: .infinity))
        case ("UnitPoint", _):
            let points: [String: (Double, Double)] = [
                "zero": (0, 0), "topLeading": (0, 0), "top": (0.5, 0), "topTrailing": (1, 0), "leading": (0, 0.5),
                "center": (0.5, 0.5), "trailing": (1, 0.5), "bottomLeading": (0, 1), "bottom": (0.5, 1), "bottomTrailing": (1, 1),
            ]
            return points[name].map { GeometryValue.value(.unitPoint(x: $0.0, y: $0.1)) }
        default:
            return nil
        }
    }
}
