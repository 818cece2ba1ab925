import ViewScriptRuntime

/// The search interaction of a `.searchable` view: `\.isSearching` in its content.
///
/// A person activates the search field by tapping it, then types: in a scenario, `type` into
/// the search field (titled by its prompt, "Search" by default) activates the search of the
/// `.searchable` view that owns the field, and `\.isSearching` becomes true for the views of
/// its content that read it (their bodies run again). It stays true while the field keeps the
/// interaction, also when the text is emptied again. The field's Cancel button and
/// `\.dismissSearch`, which end the interaction, are not simulated.
/// Source: Apple, EnvironmentValues.isSearching,
///         https://developer.apple.com/documentation/swiftui/environmentvalues/issearching
///         ("Get the value to find out when the user interacts with a search field that's
///         produced by one of the searchable modifiers").
/// Source: Apple, Managing search interface activation,
///         https://developer.apple.com/documentation/swiftui/managing-search-interface-activation
///         ("People activate a search field in your app by tapping or clicking it, after which
///         they can enter search terms.").
extension ViewGraph {
    /// `field` is typed into: when it is the search field of a `.searchable` view, that view's
    /// search becomes active.
    func activateSearch(of field: ViewNode) {
        var current: ViewNode? = field
        while let child = current, let parent = child.parent {
            if case .modified(_, .list(.searchable)) = parent.element {
                guard parent.children.count == 2, parent.children[1] === child, !parent.isSearchActive else { return }
                parent.isSearchActive = true
                for (reader, property) in parent.environmentReaders.take() {
                    reader.pendingChanges.environmentChanged("isSearching", property: property)
                    markDirty(reader)
                }
                return
            }
            current = parent
        }
    }
}
