import ViewScriptRuntime

/// `DragGesture()` with its `.updating($state) { value, state, transaction in }`,
/// `.onChanged { value in }` and `.onEnded { value in }` calls, as the `drag` step performs it
/// (ViewGraph+Drag.swift). The closures get a `DragGesture.Value` (`translation`, `location`,
/// `startLocation`, `predictedEndLocation`, `predictedEndTranslation`, `velocity`). A
/// `@GestureState` that `.updating` writes returns to the value it had before the gesture
/// once it ends: SwiftUI resets it to its initial value, and it cannot be written otherwise.
extension InterpretedViews {
    func dragGesture(_ chain: GestureChain) throws -> Modifier {
        let interpreter = self.interpreter
        let range = self.range
        var space = DragGestureHandler.Space.local
        if let argument = argument("coordinateSpace", chain.root.arguments, chain.root.labels) {
            let name = try interpreter.describe(argument)
            switch name {
            case ".local", "local", "CoordinateSpace.local": space = .local
            case ".global", "global", "CoordinateSpace.global": space = .global
            default: throw interpreter.failure(.notSimulated("DragGesture(coordinateSpace: \(name))"), at: range)
            }
        }
        var minimumDistance = 10.0
        if let argument = argument("minimumDistance", chain.root.arguments, chain.root.labels) {
            minimumDistance = Self.number(argument) ?? minimumDistance
        }
        var updating: [(state: Value, closure: Value)] = []
        var changed: [Value] = []
        var ended: [Value] = []
        for call in chain.calls {
            guard let closure = call.arguments.last, closure.asFunction != nil else {
                throw interpreter.failure(.notSimulated("DragGesture.\(call.member ?? call.name)"), at: range)
            }
            switch call.member {
            case "updating" where call.arguments.count == 2: updating.append((call.arguments[0], closure))
            case "onChanged": changed.append(closure)
            case "onEnded": ended.append(closure)
            default: throw interpreter.failure(.notSimulated("DragGesture.\(call.member ?? call.name)"), at: range)
            }
        }
        // The gesture states' values before the gesture: what they return to at its end.
        let before = GestureStatesBefore()
        let handler = DragGestureHandler(space: space, minimumDistance: minimumDistance, changed: { drag in
            let value = Value.native(DragValueObject(drag))
            before.values = try updating.map { try interpreter.readBinding($0.state) }
            for (state, closure) in updating {
                let current = try interpreter.readBinding(state)
                let new = try interpreter.callClosure(closure, [value, current, .native(InertTransaction())], inoutAt: 1, at: range)
                try interpreter.writeBinding(state, new, at: range)
            }
            for closure in changed { _ = try interpreter.callClosure(closure, Self.gestureArguments(closure, value), at: range) }
        }, ended: { drag in
            let value = Value.native(DragValueObject(drag))
            for closure in ended { _ = try interpreter.callClosure(closure, Self.gestureArguments(closure, value), at: range) }
            for (index, (state, _)) in updating.enumerated() where index < before.values.count {
                try interpreter.writeBinding(state, before.values[index], at: range)
            }
        })
        return .drag(handler)
    }

    /// A closure taking the gesture's value gets it; `{ }` and `{ _ in }` alike.
    static func gestureArguments(_ closure: Value, _ value: Value) -> [Value] {
        (closure.asFunction?.definition?.parameters.count ?? 1) == 0 ? [] : [value]
    }
}

/// The values of the `@GestureState`s a drag updates, as they were when it began.
final class GestureStatesBefore {
    var values: [Value] = []
}

/// `DragGesture.Value` as the program reads it. The drag is one movement, so the predicted end
/// is where it ends and there is no velocity left.
final class DragValueObject: NativeObject, NativeMembers {
    let value: DragValue
    init(_ value: DragValue) { self.value = value }

    var runtimeType: RuntimeType { .named("DragGesture.Value", []) }
    func describe() -> String { "DragGesture.Value" }

    func property(_ name: String, _ context: CallContext) throws -> Value? {
        let translation = GeometryValue.value(.size(width: value.translation.width, height: value.translation.height))
        let location = GeometryValue.value(.point(x: value.location.x, y: value.location.y))
        switch name {
        case "translation", "predictedEndTranslation": return translation
        case "location", "predictedEndLocation": return location
        case "startLocation": return GeometryValue.value(.point(x: value.startLocation.x, y: value.startLocation.y))
        case "velocity": return GeometryValue.value(.size(width: 0, height: 0))
        default: return nil
        }
    }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? { nil }
}

/// The `transaction` of a gesture's `.updating` closure: what it sets (an animation) only styles.
final class InertTransaction: NativeObject, NativeSettable {
    private var properties: [String: Value] = [:]
    var runtimeType: RuntimeType { .named("Transaction", []) }
    func describe() -> String { "Transaction()" }
    func modifyProperty<T>(_ name: String, _ body: (inout Value) throws -> T) throws -> T {
        var value = properties[name] ?? .none
        defer { properties[name] = value }
        return try body(&value)
    }
}
