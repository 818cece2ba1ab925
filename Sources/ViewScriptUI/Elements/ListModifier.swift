import ViewScriptRuntime

/// The modifiers of lists that people edit (`ViewGraph+ListEditing.swift` acts on them).
public enum ListModifier {
    /// `.onDelete { offsets in }` / `.onMove { from, to in }` on a `ForEach`: pushed onto each
    /// of its rows, bound to the row's position there (`ViewElement.normalized`).
    case rowEdits(RowEdits)
    /// `.swipeActions { Button("Archive") { } }`: the row's actions, on screen once a `swipe`
    /// step revealed them, hidden again by the next tap.
    case swipeActions(ViewElement)
    /// `.refreshable { await load() }`: the refresh action of the scroll containers below.
    case refreshable(RefreshAction)
    /// `.deleteDisabled(true)` / `.moveDisabled(true)` on a row: no swipe to delete, no drag.
    case editsDisabled(RowEditKind, Bool)
    /// `.searchable(text:prompt:)`: its search field, on screen when a navigation container
    /// is around the modified view or inside it (that container's bar shows the field).
    case searchable(field: ViewElement)

    var kind: ListModifierKind {
        switch self {
        case .rowEdits: .rowEdits
        case .swipeActions: .swipeActions
        case .refreshable: .refreshable
        case .editsDisabled: .editsDisabled
        case .searchable: .searchable
        }
    }
}

/// Starts a `.refreshable` action as a task (the `refresh` step awaits it).
public typealias RefreshAction = () throws -> TaskHandle

enum ListModifierKind: Equatable, CustomStringConvertible {
    case rowEdits, swipeActions, refreshable, editsDisabled, searchable

    /// For trees and traces: the modifier as written.
    var description: String {
        switch self {
        case .rowEdits: "onDelete/onMove"
        case .swipeActions: "swipeActions"
        case .refreshable: "refreshable"
        case .editsDisabled: "deleteDisabled/moveDisabled"
        case .searchable: "searchable"
        }
    }
}

/// What `.onDelete` and `.onMove` offer on a row.
public enum RowEditKind: Sendable {
    case delete, move
}

/// What a `ForEach`'s `.onDelete` and `.onMove` do, and, once pushed onto a row, its position.
public struct RowEdits {
    /// Gets the offsets to delete (Apple: "a set of indices ... relative to the dynamic view's
    /// underlying collection of data").
    public var delete: (([Int]) throws -> Void)?
    /// Gets the offsets to move and the destination offset.
    public var move: (([Int], Int) throws -> Void)?
    /// The row's position in the `ForEach` and the number of its rows (nil on the `ForEach`).
    var position: (index: Int, count: Int)?

    public init(delete: (([Int]) throws -> Void)? = nil, move: (([Int], Int) throws -> Void)? = nil) {
        self.delete = delete
        self.move = move
    }
}

extension RowEdits {
    /// A row of a `ForEach` with these edits, at `position` of `count` rows. A row that has
    /// edits already (`.onDelete { }.onMove { }`) gets one modifier with both.
    static func bind(_ edits: RowEdits, to row: ViewElement, at position: Int, of count: Int) -> ViewElement {
        var edits = edits
        var row = row
        edits.position = (position, count)
        if case .modified(let inner, .list(.rowEdits(let other))) = row {
            edits.delete = edits.delete ?? other.delete
            edits.move = edits.move ?? other.move
            row = inner
        }
        return .modified(row, .list(.rowEdits(edits)))
    }
}
