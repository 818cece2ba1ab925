import ViewScriptRuntime

/// A program's `ProgressViewStyle` and `GroupBoxStyle`: the style's `makeBody(configuration:)`
/// is shown instead of the view, as a body of its own (`InterpretedViews+Styles.swift`).
/// A progress view's configuration holds `fractionCompleted` (`value / total`, clamped to
/// 0...1; nil when indeterminate), and its `label` and `currentValueLabel` views (nil when not
/// given); a group box's holds its `label` and `content` views.
extension InterpretedViews {
    /// `ProgressView(...)` under the progress view style in effect.
    func styledProgress(_ arguments: [Value], _ labels: [String?], _ content: [Int: Value]) throws -> ViewElement {
        guard case .custom(let style, _)? = context.styles[.progressView] else { return try progress(arguments, labels, content) }
        var fraction = Value.none
        if let value = argument("value", arguments, labels), let number = Self.number(value.unwrappedOptional ?? value) {
            let total = argument("total", arguments, labels).flatMap(Self.number) ?? 1
            fraction = .some(.double(total > 0 ? min(max(number / total, 0), 1) : 0))
        }
        var label: ViewElement?
        if let title = try title(arguments, labels) { label = .text(title) }
        if label == nil { label = try optionalContent(content) { labels[$0] == "label" || labels[$0] == nil } }
        let current = try optionalContent(content) { labels[$0] == "currentValueLabel" }
        let configuration = StyleConfiguration(.progressView, [
            "fractionCompleted": fraction,
            "label": label.map { .some(StyleConfiguration.view($0)) } ?? Value.none,
            "currentValueLabel": current.map { .some(StyleConfiguration.view($0)) } ?? Value.none,
        ])
        return styleView(style, .progressView, configuration: configuration)
    }

    /// `GroupBox(...)` under the group box style in effect.
    func styledGroupBox(_ arguments: [Value], _ labels: [String?], _ content: [Int: Value]) throws -> ViewElement {
        guard case .custom(let style, _)? = context.styles[.groupBox] else { return try groupBox(arguments, labels, content) }
        var label = try titleText(arguments, labels)
        if label == nil, let value = argument("label", arguments, labels), value.asFunction == nil { label = try element(value) }
        if label == nil { label = try optionalContent(content) { labels[$0] == "label" } }
        let body = try contentElements(content) { labels[$0] != "label" }
        let configuration = StyleConfiguration(.groupBox, [
            "label": StyleConfiguration.view(label ?? .empty),
            "content": StyleConfiguration.view(.container(.group, body)),
        ])
        return styleView(style, .groupBox, configuration: configuration)
    }

    /// The views of the content closures `include` picks, as one view; nil when there are none.
    private func optionalContent(_ content: [Int: Value], where include: (Int) -> Bool) throws -> ViewElement? {
        let views = try contentElements(content, where: include)
        if views.isEmpty { return nil }
        return views.count == 1 ? views[0] : .container(.group, views)
    }
}
