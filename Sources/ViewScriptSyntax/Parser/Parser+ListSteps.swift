// Steps on lists that people edit (docs/scenarios.md): swipe to delete, reordering, swipe
// actions and pull to refresh.
extension Parser {
    /// list-step -> 'delete' string | 'move' string 'to' integer | 'swipe' string | 'refresh'
    /// (after the step word).
    mutating func parseListStep(_ word: StepWord) -> ScenarioStepKind? {
        switch word {
        case .delete:
            return parseStepString(after: "'delete'").map { .delete($0) }
        case .swipe:
            return parseStepString(after: "'swipe'").map { .swipe($0) }
        case .refresh:
            return .refresh
        case .move:
            guard let row = parseStepString(after: "'move'") else { return nil }
            guard consumeContextual("to") != nil else {
                report(.expectedToAfterMovedRow, at: expectedLocation)
                return nil
            }
            guard at(.integerLiteral), !token.isAtStartOfLine,
                  let destination = Int(String(text(token).filter { $0 != "_" })) else {
                report(.expectedMoveDestination, at: expectedLocation)
                return nil
            }
            advance()
            return .move(row, to: destination)
        default:
            return nil
        }
    }
}
