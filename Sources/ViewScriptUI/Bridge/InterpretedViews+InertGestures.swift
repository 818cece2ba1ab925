import ViewScriptRuntime

/// Pinch and rotation gestures (`MagnificationGesture`, `MagnifyGesture`, `RotationGesture`,
/// `RotateGesture`): accepted and inert, since no scenario step pinches or rotates, so their
/// closures never run. Combined with each other (`.simultaneously(with:)`,
/// `.sequenced(before:)`, `.exclusively(before:)`, the usual pinch-and-rotate of a photo
/// viewer) they stay inert. A combination with a gesture a step performs (a tap, a drag) is
/// not simulated yet: its value would be the pair of both gestures' values.
extension InterpretedViews {
    static let inertGestureTypes: Set<String> = ["MagnificationGesture", "MagnifyGesture", "RotationGesture", "RotateGesture"]

    /// Checks that `chain` is an inert gesture with only the calls an inert gesture accepts.
    func inertGesture(_ chain: GestureChain) throws -> Modifier? {
        try checkInert(chain)
        return nil
    }

    private func checkInert(_ chain: GestureChain) throws {
        let type = Self.gestureTypeName(chain)
        guard Self.inertGestureTypes.contains(type) else {
            throw interpreter.failure(.notSimulated("gesture(\(type))"), at: range)
        }
        for call in chain.calls {
            let member = call.member ?? call.name
            switch member {
            case "onChanged", "onEnded":
                guard call.arguments.last != nil else { throw interpreter.failure(.notSimulated("\(type).\(member)"), at: range) }
            case "simultaneously", "sequenced", "exclusively":
                guard case .native(let other as SymbolValue)? = call.arguments.first else {
                    throw interpreter.failure(.notSimulated("\(type).\(member)"), at: range)
                }
                try checkInert(GestureChain(other))
            default:
                throw interpreter.failure(.notSimulated("\(type).\(member)"), at: range)
            }
        }
    }

    /// `RotationGesture` for the root `RotationGesture(...)` of a chain.
    static func gestureTypeName(_ chain: GestureChain) -> String {
        chain.root.name.hasSuffix("(...)") ? String(chain.root.name.dropLast(5)) : chain.root.name
    }
}
