/// The simulated screen and the fixed sizes the graph lays views out with. ViewScript does
/// not measure text: it uses these documented heights, so that lazy containers know which
/// rows are visible and `scroll(to:)` moves a viewport deterministically.
public struct Screen: Equatable, Sendable {
    /// A portrait iPhone (393 x 852 points).
    public var width = 393.0
    public var height = 852.0
    /// Every row of a `List` or `LazyVStack` is this tall (a List row's minimum height),
    /// whatever it holds. A container's first row starts at its top, which is at the top of
    /// the screen (or of its scroll view). So rows 0...19 of a list are visible at first:
    /// row `i` is visible when `[44 i, 44 (i+1))` meets `[offset, offset + 852)`.
    public var rowHeight = 44.0
    /// The height of one line of `Text` (for layout, later).
    public var textHeight = 20.0

    public init() {}

    public static let phone = Screen()

    /// The rows of a lazy container of `count` rows visible at `offset`.
    func visibleRows(count: Int, offset: Double) -> Range<Int> {
        guard count > 0 else { return 0..<0 }
        let first = max(0, Int((offset / rowHeight).rounded(.down)))
        let end = min(count, Int(((offset + height) / rowHeight).rounded(.up)))
        return first < end ? first..<end : 0..<0
    }
}
