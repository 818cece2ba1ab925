import ViewScriptSyntax

/// Swift's `Result<Success, Failure>`: an enum the runtime declares, so that it prints,
/// matches and is constructed like any enum (`.success(2)`, `case .failure(let e)`).
enum ResultType {
    static func make() -> NominalType {
        let type = NominalType(kind: .enumType, name: "Result", parent: nil, declaration: nil)
        type.moduleName = "Swift"
        type.genericParameters = ["Success", "Failure"]
        type.enumCases = [
            EnumCaseInfo(name: "success", payloadLabels: [nil], payloadTypes: [.generic("Success")], payloadDefaults: [nil], rawValue: nil),
            EnumCaseInfo(name: "failure", payloadLabels: [nil], payloadTypes: [.generic("Failure")], payloadDefaults: [nil], rawValue: nil),
        ]
        type.caseIndex = ["success": 0, "failure": 1]
        type.conformances = ["Equatable"]
        return type
    }
}

extension Interpreter {
    var resultType: NominalType? { program.types["Result"].flatMap { $0.declaration == nil ? $0 : nil } }

    /// `Result { try work() }` (`init(catching:)`).
    func makeResult(catching body: Value, at range: SourceRange) throws -> Value {
        guard let type = resultType else { return .void }
        do {
            return .enumValue(EnumValue(type: type, caseIndex: 0, payload: [try callClosure(body, [], at: range)]))
        } catch let error as ThrownError {
            return .enumValue(EnumValue(type: type, caseIndex: 1, payload: [error.value]))
        }
    }

    /// `get()`, `map`, `mapError`, `flatMap` of a `Result`.
    func resultMethod(_ name: String, _ value: EnumValue, _ arguments: CallArguments, at range: SourceRange) throws -> Value? {
        let isSuccess = value.caseIndex == 0
        let payload = value.payload.first ?? .void
        switch name {
        case "get":
            if isSuccess { return payload }
            throw ThrownError(value: payload, range: range)
        case "map" where isSuccess, "flatMap" where isSuccess:
            guard let transform = arguments.values.first else { return nil }
            let mapped = try callClosure(transform, [payload], at: range)
            return name == "map" ? .enumValue(EnumValue(type: value.type, caseIndex: 0, payload: [mapped])) : mapped
        case "mapError" where !isSuccess:
            guard let transform = arguments.values.first else { return nil }
            return .enumValue(EnumValue(type: value.type, caseIndex: 1, payload: [try callClosure(transform, [payload], at: range)]))
        case "map", "flatMap", "mapError":
            return .enumValue(value)
        default:
            return nil
        }
    }
}
