import ViewScriptRuntime

/// What the event sink gets besides the event: the identity of the view it is about (the
/// timeline draws a lane per identity), and the events only the timeline needs
/// (`LifecycleEvent.isTimelineDetail`): `onChange` actions, task turns, presentations.
extension ViewGraph {
    /// Sends `event` to the sink only (not to `log`), with the identity of `node`.
    func emit(_ event: LifecycleEvent, about node: ViewNode?) {
        guard let eventSink else { return }
        eventSink(event, node.map(identity(of:)))
    }

    func identity(of node: ViewNode) -> ViewIdentity {
        var steps: [ViewIdentity.Step] = []
        var current: ViewNode? = node
        while let candidate = current, candidate.parent != nil {
            let key: String? = candidate.key == .content ? nil : candidate.key.description
            let view: String? = candidate.kind.isUser ? candidate.name : nil
            if key != nil || view != nil { steps.append(ViewIdentity.Step(key: key, view: view)) }
            current = candidate.parent
        }
        return ViewIdentity(steps: steps.reversed(), position: node.treePath, name: node.name)
    }

    /// The view whose lane shows a modifier's events (`onChange`, `.task`): the user view the
    /// modifier applies to, as the trace names it (`ViewUnit.name`), else the user view whose
    /// body holds it.
    func laneNode(of unit: ViewUnit) -> ViewNode? {
        if let user = unit.userNodes.last { return user }
        var current = unit.head.parent
        while let candidate = current {
            if candidate.kind.isUser { return candidate }
            current = candidate.parent
        }
        return nil
    }

    /// The band `node` begins or ends, if its key makes it a presentation's content, a
    /// pushed level or a tab (a tab's band is its being selected).
    func band(of node: ViewNode) -> PresentationBand? {
        switch node.key {
        case .presentation:
            guard case .modified(_, .presentation(let presentation))? = node.parent?.element else { return nil }
            return .presentation(presentation.style)
        case .pushed, .pathElement:
            return .pushedLevel
        case .index(let index) where node.parent?.kind == .tabView:
            return node.isRowVisible ? .selectedTab(index) : nil
        default:
            return nil
        }
    }

    /// At insertion and removal: a band begins or ends.
    func noteBand(of node: ViewNode, began: Bool) {
        guard eventSink != nil, let band = band(of: node) else { return }
        let name = Self.presentedName(node.element)
        emit(began ? .presented(band, name) : .unpresented(band, name), about: node)
    }

    /// What a band shows: the view inside the modifiers the graph wraps presented content in.
    private static func presentedName(_ element: ViewElement) -> String {
        var element = element
        while case .modified(let content, _) = element { element = content }
        return element.kindName
    }

    /// A started task reports its turns (with an event sink): resumed, suspended, finished.
    func observeTurns(of task: TaskCancellation, unit: ViewUnit) {
        guard eventSink != nil, let observe = task.observe, let lane = laneNode(of: unit) else { return }
        let name = unit.name
        let identity = identity(of: lane)
        let serial = nextTaskSerial
        nextTaskSerial += 1
        observe { [weak self] turn in self?.eventSink?(.taskTurn(name, turn, task: serial), identity) }
    }
}
