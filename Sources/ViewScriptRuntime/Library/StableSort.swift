/// Swift's `sort(by:)`: an adaptive, stable merge sort (a Timsort without galloping).
/// The same algorithm, not just any stable sort, so that a comparator that prints, or one
/// that is not a strict weak ordering, sees the same calls and gives the same order.
/// Unlike `Array.sort(by:)` it lets the comparator throw (a trap, a thrown error).
enum StableSort {
    typealias Less = (Value, Value) throws -> Bool

    static func sort(_ elements: inout [Value], by less: Less) throws {
        let count = elements.count
        let minimumRun = minimumRunLength(count)
        if count <= minimumRun {
            if count > 1 { try insertionSort(&elements, 0..<count, sortedEnd: 1, less) }
            return
        }
        var runs: [Range<Int>] = []
        var start = 0
        while start < count {
            var (end, ascending) = try nextRun(elements, from: start, less)
            if !ascending { elements[start..<end].reverse() }
            if end < count && end - start < minimumRun {
                let newEnd = min(count, start + minimumRun)
                try insertionSort(&elements, start..<newEnd, sortedEnd: end, less)
                end = newEnd
            }
            runs.append(start..<end)
            try mergeTopRuns(&runs, &elements, less)
            start = end
        }
        while runs.count > 1 { try mergeRuns(&runs, at: runs.count - 1, &elements, less) }
    }

    /// Below 64 elements the whole array is one run; above, a length in 32...64 that
    /// makes the number of runs a power of two or just under one.
    static func minimumRunLength(_ count: Int) -> Int {
        let bitsToUse = 6
        if count < 1 << bitsToUse { return count }
        let shift = (Int.bitWidth - bitsToUse) - count.leadingZeroBitCount
        let mask = (1 << shift) - 1
        return (count >> shift) + (count & mask == 0 ? 0 : 1)
    }

    /// Extends the sorted prefix `range.lowerBound..<sortedEnd` over the whole range,
    /// moving each new element back past the ones it must precede.
    private static func insertionSort(_ elements: inout [Value], _ range: Range<Int>, sortedEnd: Int,
                                      _ less: Less) throws {
        var sortedEnd = sortedEnd
        while sortedEnd != range.upperBound {
            var i = sortedEnd
            repeat {
                let j = i - 1
                if try !less(elements[i], elements[j]) { break }
                elements.swapAt(i, j)
                i = j
            } while i != range.lowerBound
            sortedEnd += 1
        }
    }

    /// The end of the run starting at `start`: ascending (equal elements allowed) or
    /// strictly descending (so reversing it keeps the sort stable).
    private static func nextRun(_ elements: [Value], from start: Int, _ less: Less) throws
        -> (end: Int, ascending: Bool) {
        var next = start
        guard next < elements.count else { return (next, true) }
        var current = next
        next += 1
        if try next < elements.count && less(elements[next], elements[current]) {
            repeat {
                current = next
                next += 1
            } while try next < elements.count && less(elements[next], elements[current])
            return (next, false)
        }
        if next < elements.count {
            repeat {
                current = next
                next += 1
            } while try next < elements.count && !less(elements[next], elements[current])
        }
        return (next, true)
    }

    /// Merges runs from the top of the stack until each run is longer than the two above
    /// it together, and each longer than the one above it.
    private static func mergeTopRuns(_ runs: inout [Range<Int>], _ elements: inout [Value], _ less: Less) throws {
        while runs.count > 1 {
            var last = runs.count - 1
            if last >= 3 && runs[last - 3].count <= runs[last - 2].count + runs[last - 1].count {
                if runs[last - 2].count < runs[last].count { last -= 1 }
            } else if last >= 2 && runs[last - 2].count <= runs[last - 1].count + runs[last].count {
                if runs[last - 2].count < runs[last].count { last -= 1 }
            } else if runs[last - 1].count > runs[last].count {
                break
            }
            try mergeRuns(&runs, at: last, &elements, less)
        }
    }

    private static func mergeRuns(_ runs: inout [Range<Int>], at index: Int, _ elements: inout [Value],
                                  _ less: Less) throws {
        let low = runs[index - 1].lowerBound, mid = runs[index].lowerBound, high = runs[index].upperBound
        try merge(&elements, low, mid, high, less)
        runs[index - 1] = low..<high
        runs.remove(at: index)
    }

    /// Merges `low..<mid` and `mid..<high`, copying the shorter side out first and
    /// preferring the left side's element when neither precedes the other.
    private static func merge(_ elements: inout [Value], _ low: Int, _ mid: Int, _ high: Int, _ less: Less) throws {
        if mid - low < high - mid {
            let buffer = Array(elements[low..<mid])
            var taken = 0, source = mid, destination = low
            // If the comparator throws, what is left of the buffer still goes back.
            defer { elements.replaceSubrange(destination..<destination + buffer.count - taken, with: buffer[taken...]) }
            while taken < buffer.count && source < high {
                if try less(elements[source], buffer[taken]) {
                    elements[destination] = elements[source]
                    source += 1
                } else {
                    elements[destination] = buffer[taken]
                    taken += 1
                }
                destination += 1
            }
        } else {
            let buffer = Array(elements[mid..<high])
            var left = buffer.count, source = mid, destination = high
            defer { elements.replaceSubrange(source..<source + left, with: buffer[..<left]) }
            while left > 0 && source > low {
                destination -= 1
                if try less(buffer[left - 1], elements[source - 1]) {
                    source -= 1
                    elements[destination] = elements[source]
                } else {
                    left -= 1
                    elements[destination] = buffer[left]
                }
            }
        }
    }
}
