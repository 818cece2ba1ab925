import ViewScriptSyntax

/// SwiftUI's `AsyncImagePhase`: an enum the runtime declares (like `Result`), so that an
/// `AsyncImage`'s content closure can `switch phase { case .empty: ... case .success(let
/// image): ... case .failure(let error): ... }`, and read `phase.image` and `phase.error`.
public enum AsyncImagePhaseType {
    static func make() -> NominalType {
        let type = NominalType(kind: .enumType, name: "AsyncImagePhase", parent: nil, declaration: nil)
        type.moduleName = "SwiftUI"
        type.enumCases = [
            EnumCaseInfo(name: "empty", payloadLabels: nil, payloadTypes: [], payloadDefaults: [], rawValue: nil),
            EnumCaseInfo(name: "success", payloadLabels: [nil], payloadTypes: [.named("Image", [])], payloadDefaults: [nil], rawValue: nil),
            EnumCaseInfo(name: "failure", payloadLabels: [nil], payloadTypes: [.named("Error", [])], payloadDefaults: [nil], rawValue: nil),
        ]
        type.caseIndex = ["empty": 0, "success": 1, "failure": 2]
        return type
    }

    /// `phase.image` (the image of `.success`, else nil) and `phase.error` (the error of `.failure`).
    static func member(_ value: EnumValue, _ name: String) -> Value? {
        guard value.type.name == "AsyncImagePhase", value.type.declaration == nil else { return nil }
        switch name {
        case "image": return value.caseIndex == 1 ? .some(value.payload[0]) : Value.none
        case "error": return value.caseIndex == 2 ? .some(value.payload[0]) : Value.none
        default: return nil
        }
    }
}

extension Interpreter {
    /// A phase of an `AsyncImage`'s load: `.empty`, `.success(image)` or `.failure(error)`.
    public func asyncImagePhase(_ phase: AsyncImagePhase) -> Value {
        guard let type = program.types["AsyncImagePhase"], type.declaration == nil else { return .void }
        switch phase {
        case .empty: return .enumValue(EnumValue(type: type, caseIndex: 0))
        case .success(let image): return .enumValue(EnumValue(type: type, caseIndex: 1, payload: [image]))
        case .failure(let error): return .enumValue(EnumValue(type: type, caseIndex: 2, payload: [error]))
        }
    }
}

/// Where an `AsyncImage`'s load is.
public enum AsyncImagePhase {
    case empty
    case success(Value)
    case failure(Value)
}
