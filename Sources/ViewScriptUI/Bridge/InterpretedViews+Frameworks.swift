import ViewScriptRuntime

/// Views of Apple's other frameworks that app screens put on screen. ViewScript draws no map
/// and plays no video: a `Map` and a `VideoPlayer` are boxes that take the space offered, as
/// the real views do (a `VideoPlayer`'s `videoOverlay` content is on screen over the box; a
/// map's markers and annotations are drawn on the map, not views). A `SignInWithAppleButton`
/// is a button showing its system title ("Sign in with Apple", "Sign up with Apple",
/// "Continue with Apple"); a tap on it would present the system's Apple ID sheet, which is not
/// simulated (an error saying so, never a silent nothing).
extension InterpretedViews {
    /// `Map(...)`, `VideoPlayer(player:)`, `VideoPlayer(player:) { overlay }`.
    func frameworkBox(_ name: String, overlay: [ViewElement]) -> ViewElement {
        let box = ViewElement.shape(ShapeContent(name))
        guard !overlay.isEmpty else { return box }
        return .modified(box, .decoration(.container(.zStack, overlay), .overlay))
    }

    /// `SignInWithAppleButton(.signUp) { request in } onCompletion: { result in }`.
    func signInWithAppleButton(_ arguments: [Value], _ labels: [String?]) throws -> ViewElement {
        let kind = labels.firstIndex(of: nil).flatMap { arguments[$0].asFunction == nil ? memberName(arguments[$0]) : nil }
        let title = switch kind {
        case "signUp": "Sign up with Apple"
        case "continue": "Continue with Apple"
        default: "Sign in with Apple"
        }
        let label = ViewElement.container(.label, [.image("apple.logo"), .text(title)])
        return .button(ButtonElement(label: label, kind: .system("SignInWithAppleButton")))
    }

    private func memberName(_ value: Value) -> String? {
        switch value {
        case .native(let member as UnresolvedMember): member.name
        case .native(let symbol as SymbolValue): symbol.name.split(separator: ".").last.map(String.init)
        default: nil
        }
    }
}
