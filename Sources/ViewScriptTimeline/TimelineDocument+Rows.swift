/// The rows above the lanes: the virtual-time axis, the steps with their output, frames,
/// output lines, presentations; and the rules drawn across every row (steps, the trap).
extension TimelineDocument {
    /// Opens a row: its label, then its SVG (closed by `closeRow`).
    func openRow(_ label: String, className: String, height: Double, width: Double, title: String? = nil,
                 into page: inout Page) {
        page.raw("<div class=\"row \(className)\"><div class=\"label\"")
        if let title { page.raw(" title=\"\(Markup.escape(title))\"") }
        page.raw(">")
        page.text(label)
        page.raw("</div>")
        openSVG(height: height, width: width, into: &page)
    }

    func openSVG(height: Double, width: Double, into page: inout Page) {
        page.raw("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Markup.number(width))\" height=\"\(Markup.number(height))\">")
    }

    func closeRow(_ page: inout Page) { page.raw("</svg></div>\n") }

    /// Step rules and the trap across the whole timeline (behind nothing: thin and translucent).
    func rules(_ timeline: Timeline, _ layout: TimelineLayout, into page: inout Page) {
        page.raw("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"rules\" width=\"\(Markup.number(layout.width))\" height=\"100%\" "
                 + "style=\"left: \(Markup.number(TimelineStyle.labelWidth))px\">")
        for column in layout.instants {
            let x = Markup.number(layout.x(column) - TimelineLayout.columnWidth / 2)
            page.raw("<line class=\"instant\" x1=\"\(x)\" y1=\"0\" x2=\"\(x)\" y2=\"100%\"/>")
        }
        for step in timeline.steps {
            let x = Markup.number(layout.x(step.column))
            page.raw("<line class=\"step\" x1=\"\(x)\" y1=\"0\" x2=\"\(x)\" y2=\"100%\"/>")
        }
        if let trap = timeline.trap {
            let x = Markup.number(layout.x(trap.column))
            page.raw("<line class=\"trap\" x1=\"\(x)\" y1=\"0\" x2=\"\(x)\" y2=\"100%\"/>")
        }
        page.raw("</svg>\n")
    }

    func axisRow(_ timeline: Timeline, _ layout: TimelineLayout, into page: inout Page) {
        openRow("virtual time", className: "axis", height: 18, width: layout.width, into: &page)
        var lastLabel = -Double.infinity
        for column in layout.instants {
            let x = layout.x(column) - TimelineLayout.columnWidth / 2
            guard x - lastLabel >= 52 else { continue }
            lastLabel = x
            page.raw("<text x=\"\(Markup.number(x + 2))\" y=\"13\">")
            page.text(Self.seconds(timeline.times[column]))
            page.raw("</text>")
        }
        closeRow(&page)
    }

    /// Each step's label at its rule, with the lines the program printed during the step
    /// below it (the first `shownOutputLines`; the tooltip has them all).
    func stepsRow(_ timeline: Timeline, _ layout: TimelineLayout, into page: inout Page) {
        let shown = timeline.steps.map { min($0.output.count, Self.shownOutputLines + 1) }
        let height = 20 + 13 * Double(shown.max() ?? 0)
        openRow("steps and output", className: "steps", height: height, width: layout.width, into: &page)
        for step in timeline.steps {
            let x = Markup.number(layout.x(step.column) + 4)
            page.raw("<g class=\"step\"><title>")
            page.text(([step.text] + step.output).joined(separator: "\n"))
            page.raw("</title><text class=\"step\" x=\"\(x)\" y=\"13\">")
            page.text(step.text)
            page.raw("</text>")
            for (index, line) in step.output.prefix(Self.shownOutputLines).enumerated() {
                page.raw("<text class=\"output\" x=\"\(x)\" y=\"\(26 + 13 * index)\">")
                page.text(line)
                page.raw("</text>")
            }
            if step.output.count > Self.shownOutputLines {
                page.raw("<text class=\"output more\" x=\"\(x)\" y=\"\(26 + 13 * Self.shownOutputLines)\">")
                page.text("… \(step.output.count - Self.shownOutputLines) more lines")
                page.raw("</text>")
            }
            page.raw("</g>")
        }
        if let trap = timeline.trap {
            page.raw("<text class=\"trap\" x=\"\(Markup.number(layout.x(trap.column) + 4))\" y=\"\(Markup.number(height - 4))\">")
            page.text("trap: " + trap.line)
            page.raw("</text>")
        }
        closeRow(&page)
    }

    static let shownOutputLines = 12

    func framesRow(_ timeline: Timeline, _ layout: TimelineLayout, into page: inout Page) {
        openRow("frames", className: "frames", height: 16, width: layout.width, into: &page)
        for column in timeline.frames {
            let x = Markup.number(layout.x(column))
            page.raw("<line class=\"frame\" x1=\"\(x)\" y1=\"2\" x2=\"\(x)\" y2=\"14\"><title>")
            page.text("frame at \(Self.seconds(timeline.times[column]))")
            page.raw("</title></line>")
        }
        closeRow(&page)
    }

    /// One dot per line printed, where it was printed.
    func outputRow(_ timeline: Timeline, _ layout: TimelineLayout, into page: inout Page) {
        openRow("output", className: "outputs", height: 16, width: layout.width, into: &page)
        for output in timeline.outputs {
            page.raw("<circle class=\"printed\" cx=\"\(Markup.number(layout.x(output.column)))\" cy=\"8\" r=\"3\"><title>")
            page.text(output.line)
            page.raw("</title></circle>")
        }
        closeRow(&page)
    }

    /// A row per presentation: sheets, covers, alerts, pushed levels, the selected tab.
    func bandRows(_ timeline: Timeline, _ layout: TimelineLayout, into page: inout Page) {
        for band in timeline.bands {
            openRow(band.label, className: "band", height: 16, width: layout.width, title: band.identity?.description,
                    into: &page)
            let start = layout.x(band.interval.start)
            let end = layout.x(band.interval.end)
            page.raw("<rect class=\"band\" x=\"\(Markup.number(start))\" y=\"3\" width=\"\(Markup.number(max(end - start, 2)))\" "
                     + "height=\"10\" rx=\"2\"><title>")
            page.text(band.label + " from " + Self.seconds(timeline.times[band.interval.start])
                      + (band.interval.end.map { " to " + Self.seconds(timeline.times[$0]) } ?? " to the end"))
            page.raw("</title></rect>")
            closeRow(&page)
        }
    }

    /// Events about no view (a warning outside any body).
    func appRow(_ timeline: Timeline, _ layout: TimelineLayout, into page: inout Page) {
        openRow("app", className: "app", height: 18, width: layout.width, into: &page)
        for mark in timeline.appMarks { page.raw(LaneShapes.mark(mark, layout)) }
        closeRow(&page)
    }
}
