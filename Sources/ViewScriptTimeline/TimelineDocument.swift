/// The HTML file `run --timeline` and the REPL's `:timeline` write: one self-contained page
/// (inline CSS and SVG, no script, nothing fetched) with a section per scenario run, each
/// with its own virtual-time axis. The markup is well-formed XML (XHTML syntax), so any XML
/// parser reads it.
public struct TimelineDocument: Sendable {
    /// The page's title: the file the scenarios come from.
    public var title: String
    public var timelines: [Timeline]
    /// A scenario with more lanes than this starts with only its top lanes open, their
    /// subtrees folded (every subtree is a `<details>`: the reader opens what they need).
    public var openLaneLimit = 100

    public init(title: String, timelines: [Timeline]) {
        self.title = title
        self.timelines = timelines
    }

    public func html() -> String {
        var page = Page()
        page.raw("<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">\n<head>\n")
        page.raw("<meta charset=\"utf-8\"/>\n")
        page.element("title", "ViewScript timeline: " + title)
        page.raw("\n<style>\n" + TimelineStyle.css + "</style>\n</head>\n<body>\n<header>\n")
        page.element("h1", "Lifecycle timeline: " + title)
        legend(&page)
        if timelines.count > 1 {
            page.raw("<nav><ol>")
            for (index, timeline) in timelines.enumerated() {
                page.raw("<li><a href=\"#scenario-\(index + 1)\">")
                page.text("scenario \"\(timeline.name)\"")
                page.raw("</a></li>")
            }
            page.raw("</ol></nav>\n")
        }
        page.raw("</header>\n")
        for (index, timeline) in timelines.enumerated() {
            section(timeline, number: index + 1, into: &page)
        }
        if timelines.isEmpty { page.element("p", "No scenario ran.") }
        page.raw("</body>\n</html>\n")
        return page.markup
    }

    private func section(_ timeline: Timeline, number: Int, into page: inout Page) {
        let layout = TimelineLayout(timeline)
        let width = TimelineStyle.labelWidth + layout.width
        page.raw("<section class=\"scenario\" id=\"scenario-\(number)\">\n")
        page.element("h2", "scenario \"\(timeline.name)\"")
        page.raw("<p class=\"summary\">")
        page.text(Self.summary(timeline))
        page.raw("</p>\n<div class=\"scroll\">\n<div class=\"timeline\" style=\"width: \(Markup.number(width))px\">\n")
        rules(timeline, layout, into: &page)
        axisRow(timeline, layout, into: &page)
        stepsRow(timeline, layout, into: &page)
        framesRow(timeline, layout, into: &page)
        outputRow(timeline, layout, into: &page)
        bandRows(timeline, layout, into: &page)
        if !timeline.appMarks.isEmpty { appRow(timeline, layout, into: &page) }
        let open = timeline.lanes.count <= openLaneLimit ? Int.max : 1
        for lane in timeline.rootLanes { laneTree(lane, depth: 0, openDepth: open, timeline, layout, into: &page) }
        page.raw("</div>\n</div>\n</section>\n")
    }

    static func summary(_ timeline: Timeline) -> String {
        let bodies = timeline.lanes.reduce(0) { $0 + $1.marks.filter { $0.kind == .body }.count }
        let end = timeline.times.last.map(Self.seconds) ?? "0.000s"
        var text = "\(timeline.lanes.count) view\(timeline.lanes.count == 1 ? "" : "s"), \(timeline.steps.count) step"
            + "\(timeline.steps.count == 1 ? "" : "s"), \(bodies) body evaluation\(bodies == 1 ? "" : "s"), "
            + "\(timeline.frames.count) frame\(timeline.frames.count == 1 ? "" : "s"), virtual time 0.000s to \(end)"
        if let trap = timeline.trap { text += "; trapped: " + trap.line }
        return text
    }

    /// `1.250s`, as `--trace` prints times.
    static func seconds(_ nanoseconds: Int64) -> String {
        let milliseconds = nanoseconds / 1_000_000
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction + "s"
    }

    private func legend(_ page: inout Page) {
        page.raw("<ul class=\"legend\">")
        let items: [(String, String)] = [
            ("<rect class=\"life\" x=\"1\" y=\"3\" width=\"22\" height=\"10\" rx=\"2\"/>", "state alive (created to destroyed)"),
            ("<rect class=\"screen\" x=\"1\" y=\"3\" width=\"22\" height=\"10\" rx=\"2\"/>", "on screen (appear to disappear)"),
            (LaneShapes.mark(.body, x: 12, y: 8), "body evaluated (hover: why)"),
            (LaneShapes.mark(.appear, x: 12, y: 8), "onAppear"),
            (LaneShapes.mark(.disappear, x: 12, y: 8), "onDisappear"),
            (LaneShapes.mark(.onChange, x: 12, y: 8), "onChange"),
            (LaneShapes.mark(.stateWrite, x: 12, y: 8), "state write (old → new)"),
            (LaneShapes.mark(.unreadWrite, x: 12, y: 8), "write no body reads"),
            ("<line class=\"alive\" x1=\"1\" y1=\"8\" x2=\"23\" y2=\"8\"/><rect class=\"run\" x=\"8\" y=\"5\" width=\"6\" height=\"6\"/>",
             "task: running / awaiting"),
            (LaneShapes.cancel(x: 12, y: 8), "task cancelled"),
            ("<line class=\"frame\" x1=\"12\" y1=\"2\" x2=\"12\" y2=\"14\"/>", "frame"),
        ]
        for (shape, text) in items {
            page.raw("<li><svg xmlns=\"http://www.w3.org/2000/svg\" width=\"24\" height=\"16\">\(shape)</svg>")
            page.text(text)
            page.raw("</li>")
        }
        page.raw("</ul>\n")
        page.element("p", "Columns follow the trace: events of the same virtual instant are laid out in the order they "
                     + "happened; a gap between instants grows with the logarithm of the virtual time that passed. "
                     + "Click a view's name to fold its subtree.", className: "note")
    }
}

/// The page being written.
struct Page {
    private(set) var markup = ""

    mutating func raw(_ string: String) { markup += string }
    mutating func text(_ string: String) { markup += Markup.escape(string) }

    mutating func element(_ name: String, _ content: String, className: String? = nil) {
        markup += "<\(name)" + (className.map { " class=\"\($0)\"" } ?? "") + ">" + Markup.escape(content) + "</\(name)>\n"
    }
}
