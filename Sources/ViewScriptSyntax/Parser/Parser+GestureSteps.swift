// Steps that perform a gesture on a view found by its text (docs/scenarios.md).
extension Parser {
    /// drag-step -> 'drag' string 'by' step-number ',' step-number (after 'drag')
    mutating func parseDragStep() -> ScenarioStepKind? {
        guard let text = parseStepString(after: "'drag'") else { return nil }
        guard consumeContextual("by") != nil else {
            report(.expectedByAfterDragText, at: expectedLocation)
            return nil
        }
        guard let dx = parseStepNumber() else { return nil }
        guard !token.isAtStartOfLine, consume(.comma) != nil else {
            report(.expectedCommaInDrag, at: expectedLocation)
            return nil
        }
        guard !token.isAtStartOfLine else {
            report(.expectedStepNumber, at: expectedLocation)
            return nil
        }
        guard let dy = parseStepNumber() else { return nil }
        return .drag(text, dx: dx, dy: dy)
    }
}
