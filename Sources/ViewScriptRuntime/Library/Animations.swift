import ViewScriptSyntax

/// `withAnimation { }` and `withTransaction { }`: each call is a transaction of its own (B38).
/// Writes made before the call in the same action, and writes made in its body, are two
/// updates: the view graph renders the first, then the second, so a body sees both values and
/// `onChange` runs for each (OpenSwiftUI `StateCompatibilityTests.nestedStateUpdate`, run
/// against SwiftUI: the body sees `[0, 2, 4]`, `onChange` gets `[[0, 2], [2, 4]]`).
///
/// A completion (`withAnimation(.linear(duration: 1)) { } completion: { }`) runs when the
/// animation is logically complete on the virtual clock (`AnimationTiming`); when the body
/// changed nothing, no animation is created and it runs at once after the body ("If no
/// animations are created by the changes in `body`, then the callback will be called
/// immediately after `body`", Apple, `withAnimation(_:completionCriteria:_:completion:)`).
enum Animations {
    static func withAnimation(_ arguments: CallArguments, _ context: CallContext) throws -> Value {
        let values = arguments.values
        let completionIndex = arguments.labels.firstIndex(of: "completion")
        let bodyIndex = values.indices.last { $0 != completionIndex && values[$0].asFunction != nil && arguments.labels[$0] == nil }
        guard let bodyIndex else { return .void }
        let animation = values.indices.first { $0 < bodyIndex && arguments.labels[$0] == nil }.map { values[$0] }
        let interpreter = context.interpreter
        let recorder = interpreter.dependencies
        _ = recorder?.closeTransaction()
        let result = try context.call(values[bodyIndex])
        let changed = recorder?.closeTransaction() ?? false
        if let completionIndex {
            let completion = values[completionIndex]
            let seconds = changed ? AnimationTiming.logicalDuration(of: animation ?? .native(SymbolValue("Animation.default"))) : 0
            if let seconds, seconds > 0 {
                let range = context.range
                interpreter.executor.enqueue(after: Int64((seconds * 1e9).rounded())) { [unowned interpreter] in
                    _ = try interpreter.callClosure(completion, [], at: range)
                }
            } else if seconds != nil {
                _ = try context.call(completion)
            }
        }
        return result
    }

    /// `withTransaction(transaction) { }`, `withTransaction(\.key, value) { }`: a transaction
    /// of its own, as `withAnimation` (which sets the animation of one).
    static func withTransaction(_ arguments: CallArguments, _ context: CallContext) throws -> Value {
        guard let body = arguments.values.last, body.asFunction != nil else { return .void }
        let recorder = context.interpreter.dependencies
        _ = recorder?.closeTransaction()
        let result = try context.call(body)
        _ = recorder?.closeTransaction()
        return result
    }
}

/// How long an `Animation` runs until it is logically complete, in seconds (nil: never, as
/// `repeatForever()`). Sources (Apple's documentation of `Animation`):
/// - `easeIn`, `easeOut`, `easeInOut` (and `linear`): "a default duration of 0.35 seconds";
/// - `default`: "`spring(response:dampingFraction:blendDuration:)` with `response` equal to
///   `0.55`" (iOS 17 and later; before, `easeInOut`);
/// - `spring(duration:bounce:)`, `smooth`, `snappy`, `bouncy`: `duration` 0.5 by default, "the
///   perceptual duration ... approximately equal to the settling duration"; a spring's
///   `response` is that duration;
/// - `logicallyComplete(after:)`: "report logical completion after the specified duration";
/// - `delay(_:)` waits before the animation starts, `speed(_:)` divides its duration.
public enum AnimationTiming {
    public static let defaultCurveDuration = 0.35
    public static let defaultSpringDuration = 0.5
    public static let defaultAnimationResponse = 0.55

    public static func logicalDuration(of animation: Value) -> Double? {
        guard case .native(let symbol as SymbolValue) = animation else {
            return animation == .none ? 0 : defaultAnimationResponse
        }
        let member = symbol.member ?? symbol.name.split(separator: ".").last.map { String($0.prefix { $0 != "(" }) } ?? ""
        func argument(_ label: String) -> Double? {
            symbol.labels.firstIndex(of: label).flatMap { number(symbol.arguments[$0]) }
        }
        let first = symbol.arguments.first.flatMap(number)
        let base = symbol.base.flatMap { $0.name == "Animation" ? nil : logicalDuration(of: .native($0)) }
        switch member {
        case "linear", "easeIn", "easeOut", "easeInOut", "timingCurve":
            return argument("duration") ?? defaultCurveDuration
        case "default":
            return defaultAnimationResponse
        case "spring", "smooth", "snappy", "bouncy", "interactiveSpring", "interpolatingSpring":
            if let duration = argument("duration") ?? argument("response") { return duration }
            if let stiffness = argument("stiffness"), stiffness > 0 {
                return 2 * Double.pi * ((argument("mass") ?? 1) / stiffness).squareRoot()
            }
            return member == "interactiveSpring" ? 0.15 : defaultSpringDuration
        case "delay":
            return base.flatMap { base in first.map { base + $0 } }
        case "speed":
            return base.flatMap { base in first.map { $0 > 0 ? base / $0 : base } }
        case "repeatCount":
            return base.flatMap { base in first.map { base * $0 } }
        case "repeatForever":
            return nil
        case "logicallyComplete":
            return base.flatMap { base in first.map { min(base, $0) } }
        default:
            return base ?? defaultAnimationResponse
        }
    }

    private static func number(_ value: Value) -> Double? {
        if let double = value.asDouble { return double }
        return value.asInt.map(Double.init)
    }
}

/// `binding.animation()`, `binding.animation(.easeIn)`, `binding.transaction(t)`: a binding
/// whose writes are made in a transaction of their own, as in `withAnimation { }` ("Specifies
/// an animation to perform when the binding value changes", Apple, `Binding.animation(_:)`).
final class TransactionBinding: ValueReference {
    let base: BindingObject

    init(_ base: BindingObject) { self.base = base }

    func readValue(_ interpreter: Interpreter) throws -> Value { try base.readValue(interpreter) }

    func writeValue(_ value: Value, _ interpreter: Interpreter) throws {
        _ = interpreter.dependencies?.closeTransaction()
        try base.writeValue(value, interpreter)
        _ = interpreter.dependencies?.closeTransaction()
    }
}
