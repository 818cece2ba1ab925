/// The timeline page's style sheet (inline: the page fetches nothing). System fonts only.
enum TimelineStyle {
    /// The width of the label column on the left (it stays put while the lanes scroll).
    static let labelWidth = 320.0

    static let css = """
    body { font: 13px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1d1d1f; margin: 16px; background: #fff; }
    h1 { font-size: 18px; margin: 0 0 8px; }
    h2 { font-size: 15px; margin: 24px 0 2px; font-family: ui-monospace, "SF Mono", Menlo, monospace; }
    p.summary, p.note { color: #555; margin: 2px 0 8px; }
    ul.legend { list-style: none; padding: 0; margin: 0 0 4px; display: flex; flex-wrap: wrap; gap: 4px 14px; }
    ul.legend li { display: flex; align-items: center; gap: 4px; }
    nav ol { margin: 4px 0; padding-left: 20px; }
    .scroll { overflow-x: auto; border: 1px solid #ddd; border-radius: 6px; }
    .timeline { position: relative; }
    .row { display: flex; align-items: stretch; border-bottom: 1px solid #f0f0f0; }
    .row > svg { display: block; flex: none; }
    .row .label { flex: none; box-sizing: border-box; width: \(Int(labelWidth))px; padding: 1px 4px; position: sticky; left: 0; z-index: 2;
      background: #fff; border-right: 1px solid #ddd; white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
      font-family: ui-monospace, "SF Mono", Menlo, monospace; font-size: 11px; line-height: 16px; }
    .axis .label, .steps .label, .frames .label, .outputs .label, .app .label { color: #666; font-style: italic; }
    .band .label { color: #7a4d00; }
    summary { list-style: none; cursor: pointer; }
    summary::-webkit-details-marker { display: none; }
    .twisty { display: inline-block; width: 12px; color: #888; }
    details[open] > summary .twisty::before { content: "▾"; }
    details:not([open]) > summary .twisty::before { content: "▸"; }
    .lane .name { font-weight: 600; }
    .lane .path { color: #888; }
    svg.rules { position: absolute; top: 0; z-index: 1; pointer-events: none; }
    svg.rules line.instant { stroke: #000; stroke-opacity: 0.05; }
    svg.rules line.step { stroke: #2d6cdf; stroke-opacity: 0.45; stroke-width: 1.5; }
    svg.rules line.trap { stroke: #d70015; stroke-width: 2; }
    text { font: 11px ui-monospace, "SF Mono", Menlo, monospace; fill: #333; }
    text.step { font-weight: 600; fill: #2d6cdf; }
    text.output { fill: #333; }
    text.more { fill: #888; }
    text.trap { fill: #d70015; font-weight: 600; }
    rect.life { fill: #e4e4e8; }
    rect.screen { fill: #9cc3f5; }
    rect.band { fill: #ffd68a; }
    circle.body { fill: #1d1d1f; }
    path.appear { fill: #1a9e3f; }
    path.disappear { fill: #d70015; }
    path.onchange { fill: #8e44ad; }
    rect.write { fill: #f08c00; }
    rect.unread { fill: #fff; stroke: #f08c00; stroke-width: 1.5; }
    text.warning { fill: #d70015; font-weight: 700; }
    circle.printed { fill: #555; }
    line.frame { stroke: #1d1d1f; stroke-width: 1.5; }
    line.alive { stroke: #6b4fbb; stroke-width: 1; stroke-dasharray: 3 2; }
    rect.run { fill: #6b4fbb; }
    line.taskstart, line.taskend { stroke: #6b4fbb; stroke-width: 1.5; }
    path.cancel { stroke: #d70015; stroke-width: 2; fill: none; }
    g.mark:hover, g.task:hover { opacity: 0.7; }

    """
}
