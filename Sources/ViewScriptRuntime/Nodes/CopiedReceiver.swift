import ViewScriptSyntax

/// The receiver of a method call read once from storage that may be a computed property:
/// the method runs on this copy, and a mutating method's change is written back with one
/// assignment, so the getter runs once and the setter once, as in Swift (where the type
/// decides statically; here the receiver must be read to know whether the method mutates).
final class CopiedReceiver: LValueNode {
    private(set) var value: Value
    private let target: LValueNode

    init(_ value: Value, writingTo target: LValueNode) {
        self.value = value
        self.target = target
        super.init(range: target.range, type: target.staticType)
    }

    override func evaluate(_ frame: Frame) throws -> Value { value }

    override func modify<T>(_ frame: Frame, _ body: (inout Value) throws -> T) throws -> T {
        let result = try body(&value)
        try target.assign(frame, value)
        return result
    }

    override func assign(_ frame: Frame, _ value: Value) throws {
        self.value = value
        try target.assign(frame, value)
    }
}
