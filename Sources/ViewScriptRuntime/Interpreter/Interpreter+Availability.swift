import ViewScriptSyntax

/// Forms of a modifier that a later iOS release added (`Catalogue.Entry.newForms`): a call in
/// such a form under an earlier `--ios` is swiftc's availability error, at the call.
extension Interpreter {
    func checkNewForms(_ entry: Catalogue.Entry, _ arguments: CallArguments, at range: SourceRange) throws {
        for form in entry.newForms where program.release < form.release {
            let matches: Bool
            switch form.trigger {
            case .label(let label):
                matches = arguments.labels.contains(label)
            case .actionParameters(let count):
                guard case .function(let function)? = arguments.values.last, let definition = function.definition else { continue }
                matches = definition.parameters.count == count
            }
            if matches { throw failure(.onlyAvailable(form.signature, in: form.release), at: range) }
        }
    }
}
