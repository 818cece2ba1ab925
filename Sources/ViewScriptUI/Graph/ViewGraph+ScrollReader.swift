import ViewScriptRuntime

/// `ScrollViewReader { proxy in ... }` and `proxy.scrollTo(id)`: "Scans all scroll views
/// contained by the proxy for the first with a child view with identifier id, and then scrolls
/// to that view." (Apple). A call (in an action, `onAppear`, a task) is kept until the render
/// that follows it. Then, if a view whose `ForEach` id or `.id(_:)` is `id` is built, its
/// scroll containers scroll by the least amount that shows it (as `scroll to` does for a text);
/// otherwise the first lazy container on screen with a row of that id jumps to it (the rows in
/// between are not built, unlike a finger's drag), and the row is built and shown. An id that
/// no view has scrolls nothing, as in SwiftUI. The view is looked for in the whole topmost
/// layer, not only inside the reader that made the proxy; `anchor:` is not modelled.
extension ViewGraph {
    /// `proxy.scrollTo(id)`: scrolls after the current event or pass has rendered.
    public func requestScroll(to id: Value) {
        scrollRequests.append(id)
    }

    func performScrollRequests() throws {
        while !scrollRequests.isEmpty {
            let id = scrollRequests.removeFirst()
            let text = describeValue(id)
            if let target = builtNode(identifiedBy: id) {
                try reveal(target, text)
            } else if try jumpToLazyRow(id), let target = builtNode(identifiedBy: id) {
                try reveal(target, text)
            }
        }
    }

    private func builtNode(identifiedBy id: Value) -> ViewNode? {
        builtNode { node in
            switch node.key {
            case .explicit(let value), .element(let value): value == id
            case .row(let keys): keys.last.map { if case .element(let value) = $0 { value == id } else { false } } ?? false
            default: false
            }
        }
    }

    /// Scrolls the first lazy container on screen that has a row `id` so that the row's line
    /// comes into its scroll container's viewport; false if none has.
    private func jumpToLazyRow(_ id: Value) throws -> Bool {
        var containers: [ViewNode] = []
        visitPlaced { placement in
            if case .container(let kind) = placement.node.kind, kind.isLazy { containers.append(placement.node) }
        }
        for lazy in containers {
            guard let row = LazyRows(lazy.element).index(ofID: id) else { continue }
            var scroller: ViewNode? = lazy
            while let candidate = scroller, !candidate.kind.isScrollContainer { scroller = candidate.parent }
            guard let container = scroller else { return false }
            let axis = scrollAxis(of: container)
            let grid = lazyGrid(of: lazy, crossLength: lazy.geometry.frame.size[axis.cross])
            var start = Double(row / max(1, grid.perLine)) * screen.rowHeight
            var node: ViewNode? = lazy
            while let step = node, step !== container {
                start += step.geometry.frame.origin[axis]
                node = step.parent
            }
            let viewport = container.geometry.frame.size[axis]
            var offset = container.scrollOffset
            if start < offset { offset = start } else if start + screen.rowHeight > offset + viewport { offset = start + screen.rowHeight - viewport }
            let end = container === lazy ? max(0, Double(grid.lines) * screen.rowHeight - viewport) : maximumScrollOffset(of: container)
            try setScrollOffset(container, min(max(0, offset), end))
            return true
        }
        return false
    }
}
