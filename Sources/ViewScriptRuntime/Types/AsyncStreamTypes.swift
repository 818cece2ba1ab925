import ViewScriptSyntax

/// The enums of `AsyncStream` and `AsyncThrowingStream` that a program matches or prints:
/// `Continuation.YieldResult` (`.enqueued(remaining:)`, `.dropped(_)`, `.terminated`) and
/// `Continuation.Termination` (`.finished`, or `.finished(error)` for a throwing stream, and
/// `.cancelled`). Declared by the runtime, like `Result`, under keys no program can spell.
enum AsyncStreamTypes {
    static let yieldResultKey = "AsyncStream.Continuation.YieldResult"
    static let terminationKey = "AsyncStream.Continuation.Termination"
    static let throwingTerminationKey = "AsyncThrowingStream.Continuation.Termination"

    static func makeYieldResult() -> NominalType {
        make("YieldResult", [
            EnumCaseInfo(name: "enqueued", payloadLabels: ["remaining"], payloadTypes: [.int], payloadDefaults: [nil], rawValue: nil),
            EnumCaseInfo(name: "dropped", payloadLabels: [nil], payloadTypes: [.named("Element", [])], payloadDefaults: [nil], rawValue: nil),
            EnumCaseInfo(name: "terminated", payloadLabels: nil, payloadTypes: [], payloadDefaults: [], rawValue: nil),
        ])
    }

    static func makeTermination(throwing: Bool) -> NominalType {
        let finished = throwing
            ? EnumCaseInfo(name: "finished", payloadLabels: [nil], payloadTypes: [.optional(.named("Error", []))], payloadDefaults: [nil], rawValue: nil)
            : EnumCaseInfo(name: "finished", payloadLabels: nil, payloadTypes: [], payloadDefaults: [], rawValue: nil)
        return make("Termination", [finished, EnumCaseInfo(name: "cancelled", payloadLabels: nil, payloadTypes: [], payloadDefaults: [], rawValue: nil)])
    }

    private static func make(_ name: String, _ cases: [EnumCaseInfo]) -> NominalType {
        let type = NominalType(kind: .enumType, name: name, parent: nil, declaration: nil)
        type.moduleName = "Swift"
        type.enumCases = cases
        type.caseIndex = Dictionary(uniqueKeysWithValues: cases.enumerated().map { ($0.element.name, $0.offset) })
        return type
    }
}

extension Interpreter {
    /// A `YieldResult` value.
    func yieldResult(_ outcome: AsyncStreamObject.YieldOutcome) -> Value {
        guard let type = program.types[AsyncStreamTypes.yieldResultKey] else { return .void }
        switch outcome {
        case .enqueued(let remaining): return .enumValue(EnumValue(type: type, caseIndex: 0, payload: [.int(remaining)]))
        case .dropped(let value): return .enumValue(EnumValue(type: type, caseIndex: 1, payload: [value]))
        case .terminated: return .enumValue(EnumValue(type: type, caseIndex: 2))
        }
    }

    /// A `Termination` value: `.finished` (`.finished(error)` of a throwing stream) or `.cancelled`.
    func streamTermination(throwing: Bool, cancelled: Bool, error: Value?) -> Value {
        guard let type = program.types[throwing ? AsyncStreamTypes.throwingTerminationKey : AsyncStreamTypes.terminationKey] else { return .void }
        if cancelled { return .enumValue(EnumValue(type: type, caseIndex: 1)) }
        let payload: [Value] = throwing ? [error.map { .some($0) } ?? Value.none] : []
        return .enumValue(EnumValue(type: type, caseIndex: 0, payload: payload))
    }
}
