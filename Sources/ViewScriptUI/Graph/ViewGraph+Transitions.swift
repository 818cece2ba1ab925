import ViewScriptRuntime

/// `.transition(_:)`: what it changes in the lifecycle. The identity transition removes a view
/// at once, so when a view carrying it is replaced (its `.id` changed), the old view's
/// `onDisappear` runs before the new view's `onAppear` (B39). Other transitions keep SwiftUI's
/// usual order, the new view's `onAppear` first (B21): animating a transition never changes
/// the order of the lifecycle.
/// Source: OpenSwiftUI, Tests/OpenSwiftUICompatibilityTests/.../
///   AppearanceActionModifierCompatibilityTests.swift (run against SwiftUI): `idTest` logs
///   "AFATDTDT", `idTestWithIdentityTransition` (`.transition(.identity)` before `.id(toggle)`)
///   logs "AFDTATDT".
public enum TransitionKind: Equatable, Sendable {
    /// `.identity`: no transition.
    case identity
    /// `.opacity`, `.slide`, `.move(edge:)`, `.scale`, `.push(from:)`, combinations...
    case animated
}

extension ViewUnit {
    /// Whether the unit, removed, runs its `onDisappear` before the insertions of its pass.
    var removesBeforeInsertion: Bool {
        nodes.contains { node in
            if case .modified(_, .transition(.identity)) = node.element { return true }
            return false
        }
    }
}

extension InterpretedViews {
    /// `.transition(.identity)` (also `AnyTransition.identity`) or any other transition.
    func transitionModifier(_ arguments: [Value]) -> Modifier? {
        let name: String?
        switch arguments.first {
        case .native(let symbol as SymbolValue)?: name = symbol.arguments.isEmpty ? symbol.member ?? symbol.name : nil
        case .native(let member as UnresolvedMember)?: name = member.arguments == nil ? member.name : nil
        default: name = nil
        }
        let isIdentity = name.map { $0 == "identity" || $0.hasSuffix(".identity") } ?? false
        return .transition(isIdentity ? .identity : .animated)
    }
}
