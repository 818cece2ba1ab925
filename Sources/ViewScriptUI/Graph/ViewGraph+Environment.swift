import ViewScriptRuntime

/// The environment: values an ancestor's `.environment(_:_:)`, `.environmentObject(_:)` or
/// `.environment(_:)` modifier gives to every view below it. A body that reads one depends
/// on it: when the modifier's value changes (compared like view inputs, objects by
/// identity), exactly those bodies are evaluated again.
extension ViewGraph {
    /// The nearest ancestor's value for `key`, recorded as a dependency of `node`'s current
    /// evaluation through its dynamic property `property`; nil when no ancestor sets it.
    func environmentValue(_ key: EnvironmentKey, for node: ViewNode, property: String) -> Value? {
        environmentValue(key, from: node, for: node, property: property)
    }

    /// The same, looking above `start`.
    private func environmentValue(_ key: EnvironmentKey, from start: ViewNode, for node: ViewNode, property: String) -> Value? {
        var ancestor = start.parent
        while let current = ancestor {
            // `\.isSearching` in the content of a `.searchable` view: whether its search is
            // active (ViewGraph+Search.swift); a body that read it depends on that.
            // (Below it is its content: its search field reads no environment; while the
            // content is first built it is not among the children yet.)
            if case .modified(_, .list(.searchable)) = current.element {
                if key == .value("isSearching") {
                    current.environmentReaders.record(node, property: property)
                    return .bool(current.isSearchActive)
                }
                if key == .value("dismissSearch") { return dismissSearchAction(current) }
            }
            // `\.isEnabled` is false below any `.disabled(true)` (ViewGraph+Controls.swift);
            // a body that read it depends on every `.disabled` on the way up.
            if key == .value("isEnabled"), case .modified(_, .disabled(let disabled)) = current.element {
                current.environmentReaders.record(node, property: property)
                if disabled { return .bool(false) }
            }
            if case .modified(_, .environment(key, let value)) = current.element {
                current.environmentReaders.record(node, property: property)
                // `.transformEnvironment(\.key) { }`: applied to the value from above.
                if case .native(let object) = value, let transform = object as? EnvironmentTransform {
                    return try? transform.apply(environmentValue(key, from: current, for: node, property: property))
                }
                return value
            }
            ancestor = current.parent
        }
        return nil
    }

    /// An environment modifier got a different value: the bodies that read it re-evaluate.
    func environmentChanged(at node: ViewNode) {
        let key: String
        switch node.element {
        case .modified(_, .environment(.value(let name), _)): key = name
        case .modified(_, .environment(.object(let type), _)), .modified(_, .environment(.observable(let type), _)): key = type
        default: key = "isEnabled"  // `.disabled(_:)`
        }
        for (reader, property) in node.environmentReaders.take() {
            reader.pendingChanges.environmentChanged(key, property: property)
            markDirty(reader)
        }
    }
}

extension BodyContext {
    /// The environment value `key` for this body's dynamic property `property` (`nil`: no
    /// ancestor sets it). Reading it makes the body depend on it.
    public func environment(_ key: EnvironmentKey, for property: String) -> Value? {
        graph.environmentValue(key, for: node, property: property)
    }
}
