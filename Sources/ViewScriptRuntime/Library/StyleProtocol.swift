/// The style protocols whose `makeBody(configuration:)` a program implements (a custom
/// `ButtonStyle`, `LabelStyle`...), with the modifier that applies them. `makeBody` is a view
/// builder, as SwiftUI declares it (`@ViewBuilder func makeBody(configuration:)`).
public enum StyleProtocol: String, CaseIterable, Sendable {
    case button = "ButtonStyle"
    case primitiveButton = "PrimitiveButtonStyle"
    case label = "LabelStyle"
    case toggle = "ToggleStyle"
    case progressView = "ProgressViewStyle"
    case groupBox = "GroupBoxStyle"

    /// The modifier that sets the style for the views below it.
    public var modifierName: String {
        switch self {
        case .button, .primitiveButton: "buttonStyle"
        case .label: "labelStyle"
        case .toggle: "toggleStyle"
        case .progressView: "progressViewStyle"
        case .groupBox: "groupBoxStyle"
        }
    }

    /// The style protocol a program type conforms to, if any.
    public static func conformance(of type: NominalType) -> StyleProtocol? {
        allCases.first { type.conforms(to: $0.rawValue) }
    }
}
