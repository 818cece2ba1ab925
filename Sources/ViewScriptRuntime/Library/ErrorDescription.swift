import ViewScriptSyntax

/// `error.localizedDescription` of a program's own error types, as Foundation gives it: a
/// `LocalizedError`'s `errorDescription` when it has one, else Foundation's generic message
/// naming the type and its code, which swiftc's binaries print on Linux as `The operation
/// could not be completed. (main.E error 1.)`. The code of an enum case is its number with the
/// cases that carry values counted first (Swift lays enums out that way), 1 for other types.
extension Interpreter {
    func localizedDescription(of value: Value, _ type: NominalType, at range: SourceRange) throws -> String? {
        guard type.conforms(to: "Error") || type.conforms(to: "LocalizedError") else { return nil }
        if type.conforms(to: "LocalizedError"), type.lookupComputed("errorDescription") != nil || type.fieldIndex["errorDescription"] != nil,
           case .some(let description) = try getMember(value, "errorDescription", at: range), let text = description.asString {
            return text
        }
        let code: Int
        if case .enumValue(let enumValue) = value {
            let cases = type.enumCases
            let carriesValues = { (info: EnumCaseInfo) in info.payloadLabels != nil }
            let before = cases[..<enumValue.caseIndex]
            code = carriesValues(enumValue.caseInfo)
                ? before.filter(carriesValues).count
                : cases.filter(carriesValues).count + before.filter { !carriesValues($0) }.count
        } else {
            code = 1
        }
        return "The operation could not be completed. (\(type.qualifiedName) error \(code).)"
    }
}
