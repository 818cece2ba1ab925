/// The simulated screen and the fixed sizes the graph lays views out with (the layout model
/// of README.md, "Layout model"). ViewScript does not measure text: it uses these documented
/// sizes, so that lazy containers know which rows are visible, `expect visible` means "on
/// the screen now" and `scroll(to:)` moves a viewport deterministically.
public struct Screen: Equatable, Sendable {
    /// A portrait iPhone (393 x 852 points). No safe area, status bar or navigation bar is
    /// modelled: the whole screen is the root view's.
    public var width = 393.0
    public var height = 852.0
    /// Every line of a lazy container (`List` or `LazyVStack` row, `LazyHStack` item, a lazy
    /// grid's line) is at least this long (a List row's minimum height), and longer once an
    /// item built in it measured longer (`LazyLines.swift`); its contents are on screen when
    /// any part of the line is. A container's first row starts at its top, which is at the top
    /// of the screen (or of its scroll view). So rows 0...19 of a list of short rows are visible
    /// at first: row `i` is visible when `[44 i, 44 (i+1))` meets `[offset, offset + 852)`.
    public var rowHeight = 44.0
    /// The height of one line of `Text` (and of a `Button`'s title): the 17-point body font's
    /// line, rounded.
    public var textHeight = 20.0
    /// The advance of every character of a `Text`: a line is `count x 9` points wide and wraps
    /// onto as many lines as the width proposed to it needs.
    public var characterWidth = 9.0
    /// The space between adjacent views of a stack or grid without `spacing:`, and a
    /// `Spacer`'s default minimum length.
    public var stackSpacing = 8.0

    public init() {}

    public static let phone = Screen()

    public var size: Size { Size(width: width, height: height) }

    /// The rows of a lazy container of `count` rows visible at `offset`.
    func visibleRows(count: Int, offset: Double, length: Double? = nil) -> Range<Int> {
        guard count > 0 else { return 0..<0 }
        let first = max(0, Int((offset / rowHeight).rounded(.down)))
        let end = min(count, Int(((offset + (length ?? height)) / rowHeight).rounded(.up)))
        return first < end ? first..<end : 0..<0
    }
}
