import ViewScriptRuntime

/// `GeometryReader`: "a container view that defines its content as a function of its own
/// size and coordinate space" (Apple). It takes all the space offered (10 points along an
/// unspecified dimension), whatever its content, so a change inside it lays out from it
/// (`isLayoutBoundary`). Its content closure is escaping: the graph calls it when it places the
/// reader, with a proxy of the frame it was given, reconciles what it returns as the reader's
/// child, and places that child at the reader's top-leading corner with the reader's size as
/// the proposal. The closure runs again when the reader gets a new size or place, and when the
/// reader gets a new view value (its parent evaluated again; then with the last proxy, and
/// again in the layout if the frame changed). Views it inserts appear in the same pass, in
/// tree order with the others.
extension ViewGraph {
    /// In reconciliation: a reader placed before builds its content now, with its last proxy;
    /// a new one waits for the layout phase, where its frame is known.
    func updateGeometryReader(_ node: ViewNode, _ reader: GeometryReaderContent) throws {
        setNeedsLayout(node)
        guard let proxy = node.geometry.readerProxy else { return }
        try reconcileSingle(node, key: .content, reader.content(proxy))
    }

    /// In the layout phase: builds the content for the reader's frame if it changed, then
    /// places it at the top-leading corner.
    func placeGeometryReader(_ node: ViewNode, size: Size) throws {
        guard case .geometryReader(let reader) = node.element else { return }
        let proxy = GeometryProxy(size: size, globalFrame: screenFrame(of: node))
        if proxy != node.geometry.readerProxy || node.children.isEmpty {
            node.geometry.readerProxy = proxy
            commit.segments += 1
            // The closure reads as the body around it does: what it reads makes that view (the
            // nearest user view above the reader) evaluate again, building the content anew.
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
            let content = try reader.content(proxy)
            currentEvaluation = outer
            try reconcileSingle(node, key: .content, content)
            node.geometry.needsLayout = false
        }
        guard let child = node.children.first else { return }
        let proposal = ProposedSize(size)
        let childSize = try sizeThatFits(child, proposal)
        try place(child, at: Rect(origin: .zero, size: childSize), proposal: proposal)
    }

    /// A placed node's frame on the screen: its frame moved by its ancestors' origins and the
    /// scroll offsets of the scroll containers around it (a presentation's content is laid out
    /// on the whole screen).
    func screenFrame(of node: ViewNode) -> Rect {
        var origin = node.geometry.frame.origin
        var current: ViewNode? = node
        while let child = current, !child.isPresentationContent, let parent = child.parent, parent !== root {
            if parent.kind.isScrollContainer { origin[scrollAxis(of: parent)] -= parent.scrollOffset }
            origin.x += parent.geometry.frame.origin.x
            origin.y += parent.geometry.frame.origin.y
            current = parent
        }
        return Rect(origin: origin, size: node.geometry.frame.size)
    }
}
