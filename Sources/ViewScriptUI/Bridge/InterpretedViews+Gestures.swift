import ViewScriptRuntime

/// `.gesture(_:)` with a gesture value (`TapGesture().onEnded { }`): the gesture is read as its
/// type and its chain of configuring calls, and becomes what a scenario step can perform.
/// A tap gesture is tapped like `.onTapGesture`, a long press gesture is long-pressed like
/// `.onLongPressGesture`; pinch and rotation gestures are accepted and inert (no step performs
/// them). Anything else is not simulated, never silently dropped.
extension InterpretedViews {
    func gestureModifier(_ arguments: [Value], _ labels: [String?]) throws -> Modifier? {
        guard case .native(let symbol as SymbolValue)? = arguments.first else {
            throw interpreter.failure(.notSimulated("gesture"), at: range)
        }
        let chain = GestureChain(symbol)
        let type = chain.root.name.hasSuffix("(...)") ? String(chain.root.name.dropLast(5)) : chain.root.name
        if let enabled = argument("isEnabled", arguments, labels), enabled == .bool(false) { return nil }
        if let mask = argument("including", arguments, labels), case .native(let maskSymbol as SymbolValue) = mask,
           maskSymbol.name != ".all" {
            throw interpreter.failure(.notSimulated("gesture(_:including: \(maskSymbol.name))"), at: range)
        }
        switch type {
        case "TapGesture":
            let ended = try chain.closures(only: ["onEnded"], of: type, failure: notSimulated)
            return try tapModifier(count: chain.root.arguments.first, of: "TapGesture", gestureAction(ended, argument: .void))
        case "LongPressGesture":
            // `onEnded`'s value is `true` once the press lasted the minimum duration.
            let ended = try chain.closures(only: ["onEnded"], of: type, failure: notSimulated)
            return .onLongPressGesture(gestureAction(ended, argument: .bool(true)))
        case "DragGesture": return try dragGesture(chain)
        case "MagnificationGesture", "MagnifyGesture", "RotationGesture", "RotateGesture": return try inertGesture(chain)
        default:
            throw interpreter.failure(.notSimulated("gesture(\(type))"), at: range)
        }
    }

    /// `.simultaneousGesture(g)`, `.highPriorityGesture(g)`: the gesture, marked with its
    /// precedence over the gestures and controls inside the view (ViewGraph+GesturePriority.swift).
    func prioritizedGesture(_ base: Value, _ name: String, _ arguments: [Value], _ labels: [String?]) throws -> ViewElement {
        let content = try element(base)
        guard let gesture = try gestureModifier(arguments, labels) else { return content }
        return .modified(.modified(content, gesture), .gesturePriority(name == "highPriorityGesture" ? .high : .simultaneous))
    }

    /// `.hidden()`: in the layout, not on screen.
    func hiddenModifier() -> Modifier { .hidden }

    private func notSimulated(_ name: String) -> Error { interpreter.failure(.notSimulated(name), at: range) }

    /// Runs the closures in order; a closure taking the gesture's value gets `argument`.
    private func gestureAction(_ closures: [Value], argument: Value) -> ViewAction {
        let interpreter = self.interpreter
        let range = self.range
        return {
            for closure in closures {
                let count = closure.asFunction?.definition?.parameters.count ?? 0
                _ = try interpreter.callClosure(closure, count == 0 ? [] : [argument], at: range)
            }
        }
    }
}

/// `TapGesture(count: 1).onEnded { }`: the constructed gesture and the calls on it, in order.
struct GestureChain {
    let root: SymbolValue
    let calls: [SymbolValue]

    init(_ last: SymbolValue) {
        var calls: [SymbolValue] = []
        var current = last
        while let base = current.base {
            calls.insert(current, at: 0)
            current = base
        }
        root = current
        self.calls = calls
    }

    /// The closures of the calls named in `allowed`; any other call is not simulated.
    func closures(only allowed: Set<String>, of type: String, failure: (String) -> Error) throws -> [Value] {
        try calls.map { call in
            guard let member = call.member, allowed.contains(member), let closure = call.arguments.last else {
                throw failure("\(type).\(call.member ?? call.name)")
            }
            return closure
        }
    }
}
