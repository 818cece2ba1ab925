import ViewScriptRuntime

/// `.onTapGesture(count:perform:)` and `TapGesture(count:)`: the number of taps the gesture
/// needs. One tap is what a `tap` step performs; two and three are what `double tap` and
/// `triple tap` perform (ViewGraph+DoubleTap.swift). No step taps four times or more: such a
/// count is not simulated, never a gesture that silently never fires.
extension InterpretedViews {
    /// `.onTapGesture(count: N) { }`.
    func tapGestureModifier(_ arguments: [Value], _ labels: [String?]) throws -> Modifier? {
        guard let perform = arguments.last else { return nil }
        let count = argument("count", arguments, labels)
        return try tapModifier(count: count, of: "onTapGesture", tapAction(perform))
    }

    /// The modifier for a tap gesture that needs `count` taps (nil: the default, one).
    func tapModifier(count: Value?, of name: String, _ action: @escaping ViewAction) throws -> Modifier {
        switch count {
        case nil, .int(1)?: return .onTapGesture(action)
        case .int(let taps)? where taps == 2 || taps == 3: return .onMultiTapGesture(count: taps, action)
        case let count?: throw interpreter.failure(.notSimulated("\(name)(count: \(try interpreter.describe(count)))"), at: range)
        }
    }

    /// The action of `.onTapGesture`: a closure that takes the tap's location is not simulated
    /// (a scenario step names a view, not a point in it).
    private func tapAction(_ closure: Value) throws -> ViewAction {
        if let parameters = closure.asFunction?.definition?.parameters.count, parameters > 0 {
            throw interpreter.failure(.notSimulated("onTapGesture(coordinateSpace:perform:) with the tap's location"), at: range)
        }
        return action(closure)
    }
}
