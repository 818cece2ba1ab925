import Foundation

/// Where each column of a `Timeline` is drawn.
///
/// The rule (README, "The timeline"): columns are laid out left to right in trace order,
/// `columnWidth` apart. Entries at the same virtual instant are thus spread out by sequence;
/// between two instants comes a gap that grows with the logarithm of the virtual time
/// elapsed (`gap(forNanoseconds:)`), labelled with the new time on the axis, so a 10-minute
/// wait does not push everything else off screen. A step whose label or output is wider
/// than its columns gets the room it needs after its last column.
struct TimelineLayout {
    static let columnWidth = 14.0
    static let margin = 10.0
    /// The width of one character of the labels (11px monospace).
    static let characterWidth = 6.7

    /// The x of every column's centre, and of the end (after the last column).
    private(set) var x: [Double] = []
    /// Columns where a new instant starts (the first one included).
    private(set) var instants: [Int] = []
    private(set) var width = 0.0

    init(_ timeline: Timeline) {
        let stepStarts = Dictionary(timeline.steps.enumerated().map { ($1.column, $0) }, uniquingKeysWith: { a, _ in a })
        var position = Self.margin
        var stepEnd = 0.0
        var previous: Int64?
        for (column, time) in timeline.times.enumerated() {
            if let step = stepStarts[column] {
                position = max(position, stepEnd)
                let text = timeline.steps[step].output + [timeline.steps[step].text]
                let widest = text.map { Double($0.count) }.max() ?? 0
                stepEnd = position + widest * Self.characterWidth + 2 * Self.margin
            }
            if previous != time {
                if let previous { position += Self.gap(forNanoseconds: time - previous) }
                instants.append(column)
                previous = time
            }
            x.append(position + Self.columnWidth / 2)
            position += Self.columnWidth
        }
        position = max(position, stepEnd) + Self.margin
        x.append(position)
        width = position + Self.margin
    }

    /// The x of `column`, or of the end for nil.
    func x(_ column: Int?) -> Double { x[min(column ?? x.count - 1, x.count - 1)] }

    /// Zero for the same instant; else 16px plus 12px per power of ten of milliseconds.
    static func gap(forNanoseconds elapsed: Int64) -> Double {
        guard elapsed > 0 else { return 0 }
        let milliseconds = Double(elapsed) / 1e6
        return 16 + 12 * log10(1 + milliseconds)
    }
}
