import ViewScriptRuntime
import ViewScriptSyntax

/// The kinds of control a style modifier styles (`ButtonStyle` and `PrimitiveButtonStyle`
/// are both set by `.buttonStyle(_:)`).
enum StyleFamily: Hashable, CustomStringConvertible {
    case button, label, toggle, progressView, groupBox

    init(_ conformance: StyleProtocol) {
        switch conformance {
        case .button, .primitiveButton: self = .button
        case .label: self = .label
        case .toggle: self = .toggle
        case .progressView: self = .progressView
        case .groupBox: self = .groupBox
        }
    }

    /// The family a style modifier (`buttonStyle`) sets.
    init?(modifier: String) {
        guard let conformance = StyleProtocol.allCases.first(where: { $0.modifierName == modifier }) else { return nil }
        self.init(conformance)
    }

    /// The protocols a program's style of this family conforms to, for messages.
    var protocolNames: String {
        StyleProtocol.allCases.filter { StyleFamily($0) == self }.map(\.rawValue).joined(separator: " or ")
    }

    var description: String { protocolNames }

    /// The environment value the style modifier sets for the bodies of views below it.
    var environmentKey: EnvironmentKey { .value("_\(self)Style") }
}

/// The style in effect: a program's style value, or a built-in style by its lowercased name.
enum StyleSetting {
    case custom(StructValue, StyleProtocol)
    case builtIn(String)
}

/// A style as an environment value (found by `BodyContext.controlContext`).
final class StyleBox: NativeObject {
    let family: StyleFamily
    let setting: StyleSetting
    init(_ family: StyleFamily, _ setting: StyleSetting) {
        self.family = family
        self.setting = setting
    }
    var runtimeType: RuntimeType { .named("\(family)", []) }
    func describe() -> String { "\(family)" }
}

/// The `configuration` a style's `makeBody(configuration:)` gets: `label` (the control's
/// label views), `isPressed` (false: a scenario's tap is over at once), `trigger()` (a
/// primitive button's action), `isOn` (a toggle's binding, read and written), `title` and
/// `icon` (a label's views).
final class StyleConfiguration: NativeObject, NativeMembers, NativeSettable {
    let kind: StyleProtocol
    private let properties: [String: Value]
    let trigger: ViewAction?
    let labelElement: ViewElement?
    /// A toggle's `isOn` binding, with what reads and writes it.
    var binding: (interpreter: Interpreter, value: Value, range: SourceRange)?

    init(_ kind: StyleProtocol, _ properties: [String: Value], trigger: ViewAction? = nil, label: ViewElement? = nil) {
        self.kind = kind
        self.properties = properties
        self.trigger = trigger
        self.labelElement = label
    }

    var runtimeType: RuntimeType { .named("\(kind.rawValue)Configuration", []) }
    func describe() -> String { "\(kind.rawValue)Configuration" }

    /// A view element as a view value of the program (`configuration.label`).
    static func view(_ element: ViewElement) -> Value {
        .native(ViewValue(.builtin(name: ModifierContent.viewName, arguments: [.native(ModifierContent(element))], labels: [nil], content: [:])))
    }

    func property(_ name: String, _ context: CallContext) throws -> Value? {
        if name == "isOn", let binding { return try binding.interpreter.readBinding(binding.value) }
        if name == "trigger", let trigger {
            return .function(Function(.builtin(name: "trigger") { _, _ in try trigger(); return .void }))
        }
        return properties[name]
    }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        guard name == "trigger", let trigger, arguments.values.isEmpty else { return nil }
        try trigger()
        return .void
    }

    /// `configuration.isOn.toggle()`, `configuration.isOn = true`: through the binding.
    func modifyProperty<T>(_ name: String, _ body: (inout Value) throws -> T) throws -> T {
        guard name == "isOn", let binding else {
            var value = properties[name] ?? .none
            return try body(&value)
        }
        var value = try binding.interpreter.readBinding(binding.value)
        let result = try body(&value)
        try binding.interpreter.writeBinding(binding.value, value, at: binding.range)
        return result
    }
}
