/// A lane per view identity: a `<details>` per view with views inside it (click the name to
/// fold the subtree), a plain row otherwise.
extension TimelineDocument {
    func laneTree(_ index: Int, depth: Int, openDepth: Int, _ timeline: Timeline, _ layout: TimelineLayout,
                  into page: inout Page) {
        let lane = timeline.lanes[index]
        if lane.children.isEmpty {
            page.raw("<div class=\"row lane\">")
            laneContent(lane, depth: depth, timeline, layout, into: &page)
            page.raw("</div>\n")
            return
        }
        page.raw(depth < openDepth ? "<details open=\"open\">" : "<details>")
        page.raw("<summary class=\"row lane\">")
        laneContent(lane, depth: depth, timeline, layout, into: &page)
        page.raw("</summary>\n")
        for child in lane.children { laneTree(child, depth: depth + 1, openDepth: openDepth, timeline, layout, into: &page) }
        page.raw("</details>\n")
    }

    private func laneContent(_ lane: Timeline.Lane, depth: Int, _ timeline: Timeline, _ layout: TimelineLayout,
                             into page: inout Page) {
        let indent = Markup.number(4 + 12 * Double(min(depth, 12)))
        page.raw("<div class=\"label\" style=\"padding-left: \(indent)px\" title=\"\(Markup.escape(lane.path))\">")
        page.raw("<span class=\"twisty\"></span><span class=\"name\">")
        page.text(lane.name)
        page.raw("</span> <span class=\"path\">")
        page.text(lane.path)
        page.raw("</span></div>")
        let height = 18 + 8 * Double(lane.taskRows)
        openSVG(height: height, width: layout.width, into: &page)
        for life in lane.lifetimes { page.raw(LaneShapes.interval(life, className: "life", title: "state", timeline, layout)) }
        for shown in lane.onScreen { page.raw(LaneShapes.interval(shown, className: "screen", title: "on screen", timeline, layout)) }
        for span in lane.tasks { page.raw(LaneShapes.task(span, timeline, layout)) }
        for mark in lane.marks { page.raw(LaneShapes.mark(mark, layout)) }
        page.raw("</svg>")
    }
}

/// The SVG shapes of lanes and the legend.
enum LaneShapes {
    static func interval(_ interval: Timeline.Interval, className: String, title: String, _ timeline: Timeline,
                         _ layout: TimelineLayout) -> String {
        let start = layout.x(interval.start)
        let end = layout.x(interval.end)
        let inset = className == "screen" ? 2.0 : 0
        let to = interval.end.map { " to " + TimelineDocument.seconds(timeline.times[$0]) } ?? " to the end"
        return "<rect class=\"\(className)\" x=\"\(Markup.number(start))\" y=\"\(Markup.number(3 + inset))\" "
            + "width=\"\(Markup.number(max(end - start, 2)))\" height=\"\(Markup.number(12 - 2 * inset))\" rx=\"2\"><title>"
            + Markup.escape(title + " from " + TimelineDocument.seconds(timeline.times[interval.start]) + to) + "</title></rect>"
    }

    static func mark(_ mark: Timeline.Mark, _ layout: TimelineLayout) -> String {
        let shape = self.mark(mark.kind, x: layout.x(mark.column), y: 9)
        return "<g class=\"mark\"><title>" + Markup.escape(mark.detail) + "</title>" + shape + "</g>"
    }

    /// The shape of a mark centred at (x, y).
    static func mark(_ kind: Timeline.MarkKind, x: Double, y: Double) -> String {
        func n(_ value: Double) -> String { Markup.number(value) }
        switch kind {
        case .body:
            return "<circle class=\"body\" cx=\"\(n(x))\" cy=\"\(n(y))\" r=\"3.5\"/>"
        case .appear:
            return "<path class=\"appear\" d=\"M\(n(x - 4.5)),\(n(y + 4))L\(n(x)),\(n(y - 5))L\(n(x + 4.5)),\(n(y + 4))Z\"/>"
        case .disappear:
            return "<path class=\"disappear\" d=\"M\(n(x - 4.5)),\(n(y - 4))L\(n(x)),\(n(y + 5))L\(n(x + 4.5)),\(n(y - 4))Z\"/>"
        case .onChange:
            return "<path class=\"onchange\" d=\"M\(n(x)),\(n(y - 5))L\(n(x + 4.5)),\(n(y))L\(n(x)),\(n(y + 5))L\(n(x - 4.5)),\(n(y))Z\"/>"
        case .stateWrite:
            return "<rect class=\"write\" x=\"\(n(x - 3.5))\" y=\"\(n(y - 3.5))\" width=\"7\" height=\"7\"/>"
        case .unreadWrite:
            return "<rect class=\"unread\" x=\"\(n(x - 3.5))\" y=\"\(n(y - 3.5))\" width=\"7\" height=\"7\"/>"
        case .warning:
            return "<text class=\"warning\" x=\"\(n(x))\" y=\"\(n(y + 4))\" text-anchor=\"middle\">!</text>"
        }
    }

    static func cancel(x: Double, y: Double) -> String {
        func n(_ value: Double) -> String { Markup.number(value) }
        return "<path class=\"cancel\" d=\"M\(n(x - 4)),\(n(y - 4))L\(n(x + 4)),\(n(y + 4))M\(n(x - 4)),\(n(y + 4))L\(n(x + 4)),\(n(y - 4))\"/>"
    }

    /// A task's span: a thin line while it lives (gaps: it awaits), a block per turn, a
    /// cross where it was cancelled, a bar where it ended.
    static func task(_ span: Timeline.TaskSpan, _ timeline: Timeline, _ layout: TimelineLayout) -> String {
        func n(_ value: Double) -> String { Markup.number(value) }
        let y = 22 + 8 * Double(span.row)
        let start = layout.x(span.start)
        let end = layout.x(span.end)
        var title = "task \(span.name): started at \(TimelineDocument.seconds(timeline.times[span.start]))"
        if let cancelled = span.cancelled { title += ", cancelled at \(TimelineDocument.seconds(timeline.times[cancelled]))" }
        title += span.end.map { ", ended at \(TimelineDocument.seconds(timeline.times[$0]))" } ?? ", still running at the end"
        title += " (\(span.running.count) turn\(span.running.count == 1 ? "" : "s"))"
        var svg = "<g class=\"task\"><title>\(Markup.escape(title))</title>"
        svg += "<line class=\"alive\" x1=\"\(n(start))\" y1=\"\(n(y))\" x2=\"\(n(end))\" y2=\"\(n(y))\"/>"
        for turn in span.running {
            let a = layout.x(turn.start)
            let b = layout.x(turn.end)
            svg += "<rect class=\"run\" x=\"\(n(a - 2))\" y=\"\(n(y - 3))\" width=\"\(n(max(b - a, 0) + 4))\" height=\"6\"/>"
        }
        svg += "<line class=\"taskstart\" x1=\"\(n(start))\" y1=\"\(n(y - 4))\" x2=\"\(n(start))\" y2=\"\(n(y + 4))\"/>"
        if let cancelled = span.cancelled { svg += cancel(x: layout.x(cancelled), y: y) }
        if span.end != nil { svg += "<line class=\"taskend\" x1=\"\(n(end))\" y1=\"\(n(y - 4))\" x2=\"\(n(end))\" y2=\"\(n(y + 4))\"/>" }
        return svg + "</g>"
    }
}
