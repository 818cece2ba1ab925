import ViewScriptRuntime

/// The levels of one navigation stack beyond its root: those of its `path` binding, then those
/// pushed by links and `navigationDestination(isPresented:)`, in push order.
final class NavigationState {
    enum Source {
        /// A `NavigationLink` with a view destination: the level is the link's destination value.
        case link(ViewNode)
        /// A `NavigationLink(value:)` in a stack without a `path` binding.
        case value(Value)
        /// A `navigationDestination(isPresented:)` modifier whose binding is true.
        case presented(ViewNode)
    }

    struct Entry {
        let serial: Int
        let source: Source
    }

    var entries: [Entry] = []
    var nextSerial = 0
    /// The `path` binding's value when the stack was last updated (an array), else nil.
    var path: Value?
    /// For each level, the node its view value came from (a link, a `navigationDestination`
    /// modifier): when that node gets a new view value, the level is built again. Weak: the
    /// node is inside the stack, which holds this state.
    var builtFrom: [IdentityKey: WeakNode] = [:]
    var stale: Set<IdentityKey> = []
    /// Levels below this position did not change since the stack was last updated.
    var validPrefix = Int.max

    var pathElements: [Value] { path?.asArray?.elements ?? [] }

    /// The position of the entry at `index` among the levels.
    func level(ofEntry index: Int) -> Int { pathElements.count + index }

    func append(_ source: Source) {
        validPrefix = min(validPrefix, level(ofEntry: entries.count))
        entries.append(Entry(serial: nextSerial, source: source))
        nextSerial += 1
    }
}

/// Navigation stacks: the root is the first child of the stack's node, the pushed levels
/// follow it, and only the last one is on screen. A push inserts the new level (its state is
/// created, it appears) and hides the one below it (it disappears, its state is kept); a pop
/// shows the level below (it appears) and removes the popped one (it disappears, its state is
/// destroyed). Appearances are committed before disappearances (`ViewGraph+Commit.swift`), so
/// the order is the one of `lifecycle-logs-ko.txt` (B11): on push the child's `onAppear`, then
/// the parent's `onDisappear`; on pop the parent's `onAppear`, then the child's `onDisappear`.
/// The stack itself stays on screen: it appears once.
extension ViewGraph {
    /// Reads the `path` binding (a dependency of the stack) and brings the levels in line with
    /// it and with the pushed entries. Levels below the first change are kept as they are, so
    /// a push or a pop costs one level, whatever the depth of the stack. `full` (the stack got
    /// a new view value) also checks every level and drops entries whose link is gone.
    func updateLevels(_ stack: ViewNode, _ container: NavigationContainer, full: Bool = false) throws {
        let state = stack.navigation ?? NavigationState()
        stack.navigation = state
        let oldPath = state.pathElements
        state.path = try container.path.map { path in try withEvaluation(of: stack) { try path.get() } }
        let path = state.pathElements
        if full {
            state.entries.removeAll { entry in
                switch entry.source {
                case .link(let node), .presented(let node): !node.isMounted
                case .value: false
                }
            }
        }
        let total = path.count + state.entries.count
        func key(_ index: Int) -> IdentityKey {
            index < path.count ? .pathElement(index, path[index]) : .pushed(state.entries[index - path.count].serial)
        }
        func source(_ index: Int) -> NavigationState.Source {
            index < path.count ? .value(path[index]) : state.entries[index - path.count].source
        }
        // Levels known to be unchanged: stack.children[1...kept].
        let levelCount = stack.children.count - 1
        guard levelCount >= 0 else { return }
        var kept = min(state.validPrefix, levelCount, total)
        if oldPath != path { kept = min(kept, zip(oldPath, path).prefix { $0 == $1 }.count) }
        for staleKey in state.stale {
            if let index = stack.children.dropFirst().firstIndex(where: { $0.key == staleKey }) { kept = min(kept, index - 1) }
        }
        if full {
            var index = 0
            while index < kept, stack.children[index + 1].key == key(index) { index += 1 }
            kept = index
        }
        var old: [IdentityKey: ViewNode] = [:]
        for child in stack.children.dropFirst(kept + 1) { old[child.key] = child }
        var added: [ViewNode] = []
        for index in kept..<max(kept, total) {
            let levelKey = key(index)
            let existing = old.removeValue(forKey: levelKey)
            if let existing, !state.stale.contains(levelKey) {
                added.append(existing)
                continue
            }
            let below = { Array(stack.children[1..<(kept + 1)]) + added }
            guard let (element, origin) = try build(source(index), in: stack, below: below) else {
                if let existing { remove(existing) }
                continue
            }
            if let origin {
                origin.isLevelSource = true
                state.builtFrom[levelKey] = WeakNode(node: origin)
            }
            let normalized = withDismissAction(element) { [unowned self, unowned stack] in
                try popLevel(stack, key: levelKey)
            }.normalized
            if let existing, existing.isSameView(as: normalized) {
                try fill(existing, with: normalized, isNew: false)
                added.append(existing)
                continue
            }
            if let existing { remove(existing) }
            added.append(try insert(normalized, key: levelKey, parent: stack, rowVisible: index == total - 1))
        }
        state.stale = []
        state.validPrefix = Int.max
        for node in old.values {
            remove(node)
            state.builtFrom[node.key] = nil
        }
        let root = stack.children[0]
        let previousTop = stack.children.last
        stack.children.replaceSubrange((kept + 1)..., with: added)
        let top = stack.children.last ?? root
        for child in [root] + [previousTop, top].compactMap({ $0 }) + added
        where child.isMounted && child.isRowVisible != (child === top) {
            child.isRowVisible = child === top
            refreshVisibility(child)
        }
    }

    /// The view value of a level and the node it comes from; nil when a pushed value has no
    /// matching `navigationDestination`.
    private func build(_ source: NavigationState.Source, in stack: ViewNode,
                       below levels: () -> [ViewNode]) throws -> (ViewElement, ViewNode?)? {
        switch source {
        case .link(let link):
            guard case .navigationLink(let element) = link.element, case .view(let destination) = element.target else { return nil }
            return (destination, link)
        case .value(let value):
            guard let (node, destination) = self.destination(for: value, in: stack, below: levels()) else { return nil }
            return (try destination.content(value), node)
        case .presented(let modifier):
            guard case .modified(_, .presentation(let presentation)) = modifier.element else { return nil }
            // `navigationDestination(item:)`: the destination gets the unwrapped item.
            var item = Value.void
            if case .item = presentation.trigger, let value = try presentation.binding.get().unwrappedOptional { item = value }
            return (try presentation.content(item), modifier)
        }
    }

    /// The `navigationDestination(for:)` that accepts `value`: the one closest to the root of
    /// the stack, searched in the root and then in the levels below the one being built.
    func destination(for value: Value, in stack: ViewNode, below levels: [ViewNode]? = nil) -> (ViewNode, NavigationDestination)? {
        let searched = levels.map { Array(stack.children.prefix(1)) + $0 } ?? stack.children.array
        for level in searched {
            var found: (ViewNode, NavigationDestination)?
            level.forEachInSubtree { node in
                guard found == nil, node.kind != .navigation || node === level,
                      case .modified(_, .navigationDestination(let destination)) = node.element,
                      destination.accepts(value) else { return }
                found = (node, destination)
            }
            if let found { return found }
        }
        return nil
    }

    /// A link, `navigationDestination` or presenting modifier that levels were built from got a
    /// new view value: those levels are built again in the next pass.
    func levelSourceChanged(_ source: ViewNode) {
        guard let stack = enclosingStack(of: source), let state = stack.navigation else { return }
        let keys = state.builtFrom.filter { $0.value.node === source }.map(\.key)
        guard !keys.isEmpty else { return }
        state.stale.formUnion(keys)
        markDirty(stack)
    }

    func enclosingStack(of node: ViewNode) -> ViewNode? {
        var current = node.parent
        while let candidate = current {
            if candidate.kind == .navigation { return candidate }
            current = candidate.parent
        }
        return nil
    }

    // MARK: Push and pop

    /// Runs a link: pushes its destination, or its value (into the `path` binding when the
    /// stack has one). A link outside any stack, or whose value no `navigationDestination`
    /// accepts, does nothing (SwiftUI logs the warning this prints).
    func push(_ link: ViewNode) throws {
        guard case .navigationLink(let element) = link.element, let stack = enclosingStack(of: link),
              case .navigation(let container) = stack.element else { return }
        let state = stack.navigation ?? NavigationState()
        stack.navigation = state
        switch element.target {
        case .view:
            state.append(.link(link))
            markDirty(stack)
        case .value(let value, let typeName):
            guard destination(for: value, in: stack) != nil else {
                warn("A NavigationLink is presenting a value of type “\(typeName)” but there is no matching "
                     + "navigationDestination declaration visible from the location of the link. The link cannot be activated.")
                return
            }
            if let path = container.path, case .array(var array)? = state.path {
                array.elements.append(value)
                try path.set(.array(array))
            } else {
                state.append(.value(value))
                markDirty(stack)
            }
        }
    }

    /// Pushes the level of a `navigationDestination(isPresented:)` whose binding became true,
    /// or pops it (and the levels above it) when it became false.
    func setPushed(_ modifier: ViewNode, _ isPushed: Bool) {
        guard let stack = enclosingStack(of: modifier) else { return }
        let state = stack.navigation ?? NavigationState()
        stack.navigation = state
        let index = state.entries.firstIndex {
            if case .presented(let node) = $0.source { node === modifier } else { false }
        }
        switch (index, isPushed) {
        case (nil, true):
            state.append(.presented(modifier))
            markDirty(stack)
        case (let index?, false):
            state.validPrefix = min(state.validPrefix, state.level(ofEntry: index))
            state.entries.removeSubrange(index...)
            markDirty(stack)
        default:
            break
        }
    }

    /// Pops the top level of `stack`, as its back button does: a `path` binding loses its last
    /// element, a `navigationDestination(isPresented:)` binding becomes false.
    func pop(_ stack: ViewNode) throws {
        guard let state = stack.navigation, case .navigation(let container) = stack.element else { return }
        if let entry = state.entries.last {
            if case .presented(let modifier) = entry.source, case .modified(_, .presentation(let presentation)) = modifier.element {
                try presentation.binding.set(Self.dismissedValue(presentation))
            }
            state.validPrefix = min(state.validPrefix, state.level(ofEntry: state.entries.count - 1))
            state.entries.removeLast()
            markDirty(stack)
        } else if let path = container.path, case .array(var array)? = state.path, !array.elements.isEmpty {
            array.elements.removeLast()
            try path.set(.array(array))
        }
    }

    /// Pops the level at `index` (0: the first level above the root) and every level above it.
    func popLevels(_ stack: ViewNode, from index: Int) throws {
        guard let state = stack.navigation, case .navigation(let container) = stack.element else { return }
        let pathCount = state.pathElements.count
        let entryIndex = max(0, index - pathCount)
        if entryIndex < state.entries.count {
            for entry in state.entries[entryIndex...] {
                if case .presented(let modifier) = entry.source, case .modified(_, .presentation(let presentation)) = modifier.element {
                    try presentation.binding.set(Self.dismissedValue(presentation))
                }
            }
            state.validPrefix = min(state.validPrefix, state.level(ofEntry: entryIndex))
            state.entries.removeSubrange(entryIndex...)
            markDirty(stack)
        }
        if index < pathCount, let path = container.path, case .array(var array)? = state.path {
            array.elements.removeSubrange(index...)
            try path.set(.array(array))
        }
    }

    /// The number of levels above the root.
    func depth(of stack: ViewNode) -> Int { max(0, stack.children.count - 1) }

    /// Runs `body` as an evaluation of `node`: what it reads becomes the node's dependency.
    func withEvaluation<T>(of node: ViewNode, _ body: () throws -> T) throws -> T {
        node.evaluation += 1
        let outer = currentEvaluation
        currentEvaluation = node
        defer { currentEvaluation = outer }
        return try body()
    }
}

/// A node referred to without keeping it alive.
struct WeakNode {
    weak var node: ViewNode?
}
