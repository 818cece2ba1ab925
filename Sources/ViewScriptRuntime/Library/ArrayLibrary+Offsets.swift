/// SwiftUI's extensions for editable lists, on the offsets an `IndexSet` holds:
/// `RangeReplaceableCollection.remove(atOffsets:)` (what `.onDelete` actions call) and
/// `MutableCollection.move(fromOffsets:toOffset:)` (what `.onMove` actions call).
extension ArrayLibrary {
    static func moveByOffsets(_ name: String, _ arguments: LibraryArguments, _ array: inout ArrayValue) throws {
        let context = arguments.context
        guard case .native(let set as IndexSetObject) = arguments[0] else {
            throw context.failure(.typeMismatch("'\(name)' needs an IndexSet"))
        }
        let count = array.elements.count
        // Offsets past the end trap, as subscripting does.
        if let last = set.indexes.last, last >= count { throw context.trap("Fatal error: Index out of range") }
        let chosen = Set(set.indexes)
        if name == "remove" {
            var index = -1
            array.elements.removeAll { _ in index += 1; return chosen.contains(index) }
            return
        }
        // Apple, `move(fromOffsets:toOffset:)`: "`destination` must be in the closed range
        // `0...count`." Of the elements not moved, those before `destination` go before the
        // moved ones, those at or after it after them; the moved ones keep their order.
        let destination = try arguments.int(1)
        guard (0...count).contains(destination) else { throw context.trap("Fatal error: Index out of range") }
        var before: [Value] = [], moved: [Value] = [], after: [Value] = []
        for (index, element) in array.elements.enumerated() {
            if chosen.contains(index) { moved.append(element) } else if index < destination { before.append(element) } else { after.append(element) }
        }
        array.elements = before + moved + after
    }
}
