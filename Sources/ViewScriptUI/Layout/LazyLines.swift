/// Where the lines of a lazy container (its rows, a horizontal stack's columns, a grid's
/// lines of cells) are along its axis. A line is `minimum` long (the screen's `rowHeight`)
/// until its items are built and measured; a line whose longest item, with the container's
/// spacing after it, is longer keeps that measured length (its "pitch"). Only the lines
/// longer than the minimum are stored, in order, with the running sum of what they add, so
/// a list of a million short rows costs nothing and a position is a binary search.
struct LazyLines {
    /// The measured lines longer than the minimum, in increasing order, and their pitches.
    private var lines: [Int] = []
    private var pitches: [Double] = []
    /// `added[i]`: what the measured lines before `lines[i]` add to the minimum lengths.
    private var added: [Double] = []

    /// Records the pitch of `line` (its measured length plus spacing); a pitch no longer than
    /// the minimum forgets it.
    mutating func set(_ line: Int, pitch: Double, minimum: Double) {
        let index = firstIndex(notBefore: line)
        let isStored = index < lines.count && lines[index] == line
        if pitch <= minimum {
            guard isStored else { return }
            lines.remove(at: index)
            pitches.remove(at: index)
        } else if isStored {
            guard pitches[index] != pitch else { return }
            pitches[index] = pitch
        } else {
            lines.insert(line, at: index)
            pitches.insert(pitch, at: index)
        }
        added = []
        var sum = 0.0
        for length in pitches {
            added.append(sum)
            sum += length - minimum
        }
    }

    /// The pitch of `line`.
    func pitch(of line: Int, minimum: Double) -> Double {
        let index = firstIndex(notBefore: line)
        return index < lines.count && lines[index] == line ? pitches[index] : minimum
    }

    /// Where `line` starts.
    func start(of line: Int, minimum: Double) -> Double {
        let index = firstIndex(notBefore: line)
        let extra = index < lines.count ? added[index] : (added.last ?? 0) + (pitches.last.map { $0 - minimum } ?? 0)
        return Double(line) * minimum + extra
    }

    /// The line that holds position `offset` (the first line that ends after it).
    func line(at offset: Double, minimum: Double) -> Int {
        guard offset > 0 else { return 0 }
        var low = 0, high = lines.count
        // The measured lines that start at or before `offset`.
        while low < high {
            let middle = (low + high) / 2
            if start(of: lines[middle], minimum: minimum) <= offset { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return Int((offset / minimum).rounded(.down)) }
        let previous = low - 1
        let end = start(of: lines[previous], minimum: minimum) + pitches[previous]
        if offset < end { return lines[previous] }
        return lines[previous] + 1 + Int(((offset - end) / minimum).rounded(.down))
    }

    /// The first stored index whose line is `line` or after it.
    private func firstIndex(notBefore line: Int) -> Int {
        var low = 0, high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if lines[middle] < line { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
