/// `prefix`, `suffix`, `dropFirst`, `dropLast`, `drop(while:)` and `split`: the methods
/// whose results are the collection's `SubSequence` (an `ArraySlice` of an array, a
/// `Range` of a range).
extension SequenceLibrary {
    static func slice(_ name: String, _ arguments: LibraryArguments, on view: SequenceView) throws -> Value? {
        let context = arguments.context
        let count = view.elements.count
        let bounds: Range<Int>
        switch name {
        case "prefix" where arguments.isClosureCall && arguments.match("while"):
            let end = try view.elements.firstIndex { try !context.test(arguments[0], $0) } ?? count
            bounds = 0..<end
        case "prefix" where arguments.match("_"):
            let length = try arguments.int(0)
            if length < 0 { throw context.trap("Fatal error: Can't take a prefix of negative length from a collection") }
            bounds = 0..<min(length, count)
        case "suffix" where arguments.match("_"):
            let length = try arguments.int(0)
            if length < 0 { throw context.trap("Fatal error: Can't take a suffix of negative length from a collection") }
            bounds = count - min(length, count)..<count
        case "dropFirst" where arguments.match(), "dropFirst" where arguments.match("_"):
            let length = arguments.count == 0 ? 1 : try arguments.int(0)
            if length < 0 { throw context.trap("Fatal error: Can't drop a negative number of elements from a collection") }
            bounds = min(length, count)..<count
        case "dropLast" where arguments.match(), "dropLast" where arguments.match("_"):
            let length = arguments.count == 0 ? 1 : try arguments.int(0)
            if length < 0 { throw context.trap("Fatal error: Can't drop a negative number of elements from a collection") }
            bounds = 0..<count - min(length, count)
        case "drop" where arguments.match("while"):
            let start = try view.elements.firstIndex { try !context.test(arguments[0], $0) } ?? count
            bounds = start..<count
        case "split":
            guard let pieces = try split(view.elements, arguments) else { return nil }
            return .array(ArrayValue(pieces.map(view.subsequence)))
        default:
            return nil
        }
        return view.subsequence(bounds)
    }

    /// Swift's `split(separator:maxSplits:omittingEmptySubsequences:)` and
    /// `split(maxSplits:omittingEmptySubsequences:whereSeparator:)`, as offset ranges.
    private static func split(_ elements: [Value], _ arguments: LibraryArguments) throws -> [Range<Int>]? {
        let context = arguments.context
        var separator: Value?
        var isSeparator: Value?
        var maxSplits = Int.max
        var omittingEmpty = true
        for (index, label) in arguments.labels.enumerated() {
            switch label {
            case "separator": separator = arguments[index]
            case "maxSplits": maxSplits = try arguments.int(index)
            case "omittingEmptySubsequences": omittingEmpty = try arguments.bool(index)
            case "whereSeparator": isSeparator = arguments[index]
            case nil where index == arguments.count - 1 && arguments[index].isCallable: isSeparator = arguments[index]
            default: return nil
            }
        }
        guard (separator == nil) != (isSeparator == nil) else { return nil }
        if maxSplits < 0 { throw context.trap("Fatal error: Must take zero or more splits") }
        func separates(_ element: Value) throws -> Bool {
            if let separator { return try context.equal(element, separator) }
            return try context.test(isSeparator!, element)
        }

        var pieces: [Range<Int>] = []
        var pieceStart = 0
        func appendPiece(end: Int) -> Bool {
            if pieceStart == end && omittingEmpty { return false }
            pieces.append(pieceStart..<end)
            return true
        }
        if maxSplits == 0 || elements.isEmpty {
            _ = appendPiece(end: elements.count)
            return pieces
        }
        var position = 0
        while position != elements.count {
            if try separates(elements[position]) {
                let appended = appendPiece(end: position)
                position += 1
                pieceStart = position
                if appended && pieces.count == maxSplits { break }
                continue
            }
            position += 1
        }
        if pieceStart != elements.count || !omittingEmpty { pieces.append(pieceStart..<elements.count) }
        return pieces
    }
}
