/// `GridItem(.adaptive(minimum: 150))`, `GridItem(.flexible())`, `GridItem(.fixed(100), spacing: 8)`:
/// one column of a `LazyVGrid` (one row of a `LazyHGrid`), for the view graph to lay out.
public final class GridItemValue: NativeObject {
    public enum Size: Equatable, Sendable {
        case fixed(Double)
        case flexible(minimum: Double, maximum: Double)
        case adaptive(minimum: Double, maximum: Double)
    }

    public let size: Size
    /// `nil`: the default spacing.
    public let spacing: Double?

    public init(size: Size, spacing: Double?) {
        self.size = size
        self.spacing = spacing
    }

    public var runtimeType: RuntimeType { .named("GridItem", []) }
    public func describe() -> String { "GridItem(size: \(size), spacing: \(spacing.map { "Optional(\($0))" } ?? "nil"))" }

    /// `GridItem(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil)`.
    static func construct(_ arguments: CallArguments) -> Value? {
        var size = Size.flexible(minimum: 10, maximum: .infinity)
        var spacing: Double?
        for (index, label) in arguments.labels.enumerated() {
            let value = arguments.values[index]
            switch label {
            case nil:
                guard case .native(let object) = value, let symbol = object as? SymbolValue,
                      let parsed = parse(symbol) else { return nil }
                size = parsed
            case "spacing": spacing = number(value)
            case "alignment": break
            default: return nil
            }
        }
        return .native(GridItemValue(size: size, spacing: spacing))
    }

    private static func parse(_ symbol: SymbolValue) -> Size? {
        func labelled(_ label: String?) -> Double? {
            guard let index = symbol.labels.firstIndex(of: label), index < symbol.arguments.count else { return nil }
            return number(symbol.arguments[index])
        }
        switch symbol.member {
        case "fixed": return labelled(nil).map(Size.fixed)
        case "flexible": return .flexible(minimum: labelled("minimum") ?? 10, maximum: labelled("maximum") ?? .infinity)
        case "adaptive":
            guard let minimum = labelled("minimum") else { return nil }
            return .adaptive(minimum: minimum, maximum: labelled("maximum") ?? .infinity)
        default: return nil
        }
    }

    private static func number(_ value: Value) -> Double? {
        if case .some(let inner) = value { return number(inner) }
        return value.asDouble ?? value.asInt.map(Double.init)
    }
}
