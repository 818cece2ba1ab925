/// The step that looked for a row, for messages.
public enum ListStep: String, Sendable {
    case delete, move, swipe
}

/// A `delete`, `move`, `swipe` or `refresh` step that found no fitting row or container.
public enum ListEditError: Error, Equatable, CustomStringConvertible {
    case noSuchRow(String, step: ListStep, candidates: [String])
    case ambiguousRow(String, step: ListStep, count: Int)
    case notInList(String, step: ListStep)
    case missingModifier(String, step: ListStep)
    case deleteReplacedBySwipeActions(String)
    case disabled(String, step: ListStep)
    case destinationOutOfRange(Int, count: Int)
    case nothingToRefresh
    case ambiguousRefresh(count: Int)

    public var description: String {
        switch self {
        case .noSuchRow(let text, let step, let candidates):
            let list = candidates.isEmpty ? "there is none" : candidates.map { "\"\($0)\"" }.joined(separator: ", ")
            return "no row showing \"\(text)\" to \(step.rawValue) has \(step.modifiers); the rows on screen that have: \(list)"
        case .ambiguousRow(let text, let step, let count):
            return "\(count) rows showing \"\(text)\" on screen; \(step.rawValue) needs exactly one"
        case .notInList(let text, let step):
            return "the row \"\(text)\" is not in a List: only a List's rows can be \(step.participle)"
        case .missingModifier(let text, let step):
            return "the row \"\(text)\" has no \(step.modifiers) around it"
        case .deleteReplacedBySwipeActions(let text):
            return "the row \"\(text)\" has .swipeActions, so SwiftUI offers no swipe to delete for its .onDelete; swipe it and tap an action"
        case .disabled(let text, let step):
            return "the row \"\(text)\" has .\(step.rawValue)Disabled(true): it cannot be \(step.participle)"
        case .destinationOutOfRange(let destination, let count):
            return "move destination \(destination) is outside 0...\(count) (the offset before which the row goes; \(count) is after the last row)"
        case .nothingToRefresh:
            return "no List or ScrollView on screen has a .refreshable action"
        case .ambiguousRefresh(let count):
            return "\(count) refreshable scroll containers on screen; refresh needs exactly one"
        }
    }
}

extension ListStep {
    var modifiers: String {
        switch self {
        case .delete: ".onDelete"
        case .move: ".onMove"
        case .swipe: ".swipeActions"
        }
    }

    var participle: String {
        switch self {
        case .delete: "deleted by a swipe"
        case .move: "moved"
        case .swipe: "swiped"
        }
    }
}
