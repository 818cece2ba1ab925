import ViewScriptRuntime

/// `ScrollViewReader { proxy in ... }` and `proxy.scrollTo(id)`: "Scans all scroll views
/// contained by the proxy for the first with a child view with identifier id, and then scrolls
/// to that view." (Apple). A call (in an action, `onAppear`, a task) is kept until the render
/// that follows it. Then, if a view whose `ForEach` id or `.id(_:)` is `id` is built, its
/// scroll containers scroll by the least amount that shows it (as `scroll to` does for a text);
/// otherwise the first lazy container on screen with a row of that id jumps to it (the rows in
/// between are not built, unlike a finger's drag), and the row is built and shown; then it is
/// scrolled into view by the least amount, which measures the rows shown with it. An id that
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
            } else {
                // The rows measured on the way may be longer than estimated: jump again, from
                // what is known now, until the row is built.
                for _ in 0..<8 {
                    guard try jumpToLazyRow(id) else { break }
                    if let target = builtNode(identifiedBy: id) {
                        try reveal(target, text)
                        break
                    }
                }
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
            let kind: ContainerKind = if case .container(let kind) = lazy.kind { kind } else { .lazyVStack }
            let line = lazyLine(row / max(1, grid.perLine), of: lazy, kind)
            var start = line.start
            var node: ViewNode? = lazy
            while let step = node, step !== container {
                start += step.geometry.frame.origin[axis]
                node = step.parent
            }
            // The row's line at the viewport's start, where the rows before it (not measured
            // yet, so perhaps longer than estimated) cannot push it out: it is built there, and
            // `reveal` then scrolls the least amount from where the scroll started.
            let viewport = container.geometry.frame.size[axis]
            let offset = start
            let end = container === lazy ? max(0, lazyLine(grid.lines, of: lazy, kind).start - viewport) : maximumScrollOffset(of: container)
            try setScrollOffset(container, min(max(0, offset), end))
            return true
        }
        return false
    }
}
