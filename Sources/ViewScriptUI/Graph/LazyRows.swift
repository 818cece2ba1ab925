import ViewScriptRuntime

/// The rows of a lazy container (`List`, `LazyVStack`): its children flattened through
/// `Group`s, `if` branches and `ForEach`es, each `ForEach` element one row, every other view
/// one row. Rows are produced on demand, so a `ForEach` over a million elements costs only
/// the rows asked for.
final class LazyRows {
    private enum Segment {
        case single(prefix: [IdentityKey], element: ViewElement)
        case forEach(prefix: [IdentityKey], data: ForEachContent, positions: [Value: Int]?)
    }

    private var segments: [Segment] = []
    /// The first row of each segment.
    private var starts: [Int] = []
    private(set) var count = 0

    init(_ element: ViewElement) {
        guard case .container(_, let children) = element else { return }
        for (index, child) in children.enumerated() { add(child, prefix: [.index(index)]) }
    }

    private func add(_ element: ViewElement, prefix: [IdentityKey]) {
        switch element.normalized {
        case .container(.group, let children):
            for (index, child) in children.enumerated() { add(child, prefix: prefix + [.index(index)]) }
        case .conditional(let branch, let content):
            if let content { add(content, prefix: prefix + [.branch(branch)]) }
        case .forEach(let data):
            append(.forEach(prefix: prefix, data: data, positions: nil), rows: data.count)
        case let other:
            append(.single(prefix: prefix, element: other), rows: 1)
        }
    }

    private func append(_ segment: Segment, rows: Int) {
        segments.append(segment)
        starts.append(count)
        count += rows
    }

    /// The identity and view value of row `row` (`0 <= row < count`).
    func row(_ row: Int) throws -> (key: IdentityKey, element: ViewElement) {
        let index = segmentIndex(containing: row)
        switch segments[index] {
        case .single(let prefix, let element):
            return (.row(prefix), element)
        case .forEach(let prefix, let data, _):
            let position = row - starts[index]
            return (.row(prefix + [.element(data.id(at: position))]), try data.content(position).normalized)
        }
    }

    /// The row that has identity `key` now, if any (a kept row whose data is gone has none).
    func index(of key: IdentityKey) -> Int? {
        guard case .row(let path) = key else { return nil }
        for index in segments.indices {
            switch segments[index] {
            case .single(let prefix, _):
                if prefix == path { return starts[index] }
            case .forEach(let prefix, let data, var positions):
                guard path.count == prefix.count + 1, Array(path.dropLast()) == prefix,
                      case .element(let id)? = path.last else { continue }
                switch data.ids {
                case .range(let range):
                    if case .int(let value) = id, range.contains(value) { return starts[index] + value - range.lowerBound }
                case .values(let values):
                    if positions == nil {
                        var table: [Value: Int] = [:]
                        for (position, value) in values.enumerated() where table[value] == nil { table[value] = position }
                        positions = table
                        segments[index] = .forEach(prefix: prefix, data: data, positions: table)
                    }
                    if let position = positions?[id] { return starts[index] + position }
                }
            }
        }
        return nil
    }

    /// The row whose `ForEach` id or `.id(_:)` is `id` (`ScrollViewProxy.scrollTo`), without
    /// building any row.
    func index(ofID id: Value) -> Int? {
        for index in segments.indices {
            switch segments[index] {
            case .single(_, .modified(_, .id(let value))) where value == id:
                return starts[index]
            case .single:
                continue
            case .forEach(_, let data, _):
                switch data.ids {
                case .range(let range):
                    if case .int(let value) = id, range.contains(value) { return starts[index] + value - range.lowerBound }
                case .values(let values):
                    if let position = values.firstIndex(of: id) { return starts[index] + position }
                }
            }
        }
        return nil
    }

    private func segmentIndex(containing row: Int) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= row { low = middle } else { high = middle - 1 }
        }
        return low
    }
}

extension ViewGraph {
    /// Reconciles a lazy container with its view value and its viewport: the rows in the
    /// viewport are inserted or updated, shown and measured, line after line from the first
    /// line at the scroll offset until the measured lines fill the viewport (`LazyLines`);
    /// rows built before and now off screen keep their node and state but are hidden (B10,
    /// B35); rows whose data is gone are removed.
    func reconcileLazy(_ node: ViewNode) throws {
        if let container = scrollContainer(of: node), container.geometry.proposal == nil,
           container === node || container.kind == .container(.scrollView) {
            // Its scroll container was never placed: the rows are built where it is placed,
            // once its frame is known (`buildAwaitedRows`).
            node.geometry.awaitsRows = true
            container.geometry.awaitsRows = true
            setNeedsLayout(node)
            return
        }
        let rows = LazyRows(node.element)
        let viewport = lazyViewport(of: node, count: rows.count)
        if let container = scrollContainer(of: node), container.geometry.proposal != nil {
            container.geometry.rowsViewportLength = viewport.visibleLength
        }
        var old: [IdentityKey: ViewNode] = [:]
        for child in node.children { old[child.key] = child }
        var result: [ViewNode] = []
        let minimum = screen.rowHeight
        var line = viewport.firstLine
        while line < viewport.lines, node.geometry.lazyLines.start(of: line, minimum: minimum) < viewport.end {
            var longest = 0.0
            for row in (line * viewport.perLine)..<min(rows.count, (line + 1) * viewport.perLine) {
                let item = try showRow(row, of: rows, in: node, old: &old)
                result.append(item)
                longest = max(longest, try sizeThatFits(item, viewport.itemProposal)[viewport.axis])
            }
            node.geometry.lazyLines.set(line, pitch: longest + viewport.spacing, minimum: minimum)
            line += 1
        }
        for child in node.children where old[child.key] === child {
            if let row = rows.index(of: child.key) {
                child.rowIndex = row
                child.isRowVisible = false
                refreshVisibility(child)
                result.append(child)
            } else {
                remove(child)
            }
        }
        node.children = NodeChildren(result.sorted { $0.rowIndex < $1.rowIndex })
        setNeedsLayout(node)
    }

    /// In the layout phase, where a `ScrollView` is placed (before it sizes its content): the
    /// rows of the lazy stacks and grids inside it that wait (it is new), or all of them when
    /// its viewport's length changed since they were built, for the part of its frame on the
    /// screen.
    func buildAwaitedRows(inScrollView container: ViewNode) throws {
        let resized = viewportChanged(container)
        guard container.geometry.awaitsRows || resized else { return }
        container.geometry.awaitsRows = false
        func walk(_ node: ViewNode) throws {
            for child in node.children {
                if child.geometry.awaitsRows || resized, case .container(let kind) = child.kind, kind.isLazy,
                   child.isOnScreen || child.geometry.awaitsRows, scrollContainer(of: child) === container {
                    try buildAwaitedRows(child)
                }
                if !child.kind.isScrollContainer { try walk(child) }
            }
        }
        try walk(container)
    }

    /// Whether a scroll container whose lazy rows were built is now placed with a viewport of
    /// another length (a list whose frame grew or shrank): its rows are built again.
    func viewportChanged(_ container: ViewNode) -> Bool {
        guard let built = container.geometry.rowsViewportLength else { return false }
        return built != visibleLength(of: container, along: scrollAxis(of: container))
    }

    /// In the layout phase, where a new `List` (or the `ScrollView` around a lazy stack) is
    /// first placed: its rows are built for the part of its frame on the screen (a list under
    /// other views or given a `.frame(height:)` builds fewer rows than the screen holds). The
    /// `ForEach` closures read as the body around the container does, as in reconciliation.
    /// Rows inserted here appear in the same pass.
    func buildAwaitedRows(_ node: ViewNode) throws {
        node.geometry.awaitsRows = false
        commit.segments += 1
        let wasUpdating = isUpdating
        let outer = currentEvaluation
        isUpdating = true
        var owner = node.parent
        while let candidate = owner, !candidate.kind.isUser { owner = candidate.parent }
        currentEvaluation = owner
        defer {
            isUpdating = wasUpdating
            currentEvaluation = outer
        }
        try reconcileLazy(node)
        node.geometry.needsLayout = false
    }

    /// Row `row` built and shown: its node updated, or inserted.
    private func showRow(_ row: Int, of rows: LazyRows, in node: ViewNode, old: inout [IdentityKey: ViewNode]) throws -> ViewNode {
        let (key, element) = try rows.row(row)
        if let existing = old.removeValue(forKey: key) {
            if existing.isSameView(as: element) {
                existing.rowIndex = row
                existing.isRowVisible = true
                refreshVisibility(existing)
                try fill(existing, with: element, isNew: false)
                return existing
            }
            remove(existing)
        }
        let inserted = try insert(element, key: key, parent: node, rowVisible: true)
        inserted.rowIndex = row
        return inserted
    }
}
