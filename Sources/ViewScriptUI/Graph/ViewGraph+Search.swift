import ViewScriptRuntime

/// The search interaction of a `.searchable` view: `\.isSearching` in its content.
///
/// A person activates the search field by tapping it, then types: in a scenario, `type` into
/// the search field (titled by its prompt, "Search" by default) activates the search of the
/// `.searchable` view that owns the field, and `\.isSearching` becomes true for the views of
/// its content that read it (their bodies run again). It stays true while the field keeps the
/// interaction, also when the text is emptied again. Calling `\.dismissSearch` in the content
/// ends it: `isSearching` becomes false, the text is cleared and the field loses focus; it does
/// nothing while the search is not active. The field's Cancel button is not simulated.
/// Source: Apple, EnvironmentValues.isSearching,
///         https://developer.apple.com/documentation/swiftui/environmentvalues/issearching
///         ("Get the value to find out when the user interacts with a search field that's
///         produced by one of the searchable modifiers").
/// Source: Apple, Managing search interface activation,
///         https://developer.apple.com/documentation/swiftui/managing-search-interface-activation
///         ("People activate a search field in your app by tapping or clicking it, after which
///         they can enter search terms.").
/// Source: Apple, DismissSearchAction,
///         https://developer.apple.com/documentation/swiftui/dismisssearchaction ("When you
///         dismiss search, SwiftUI: Sets isSearching to false. Clears any text from the search
///         field. Removes focus from the search field. Calling this instance has no effect if
///         the user isn't interacting with a search field.").
extension ViewGraph {
    /// `field` is typed into: when it is the search field of a `.searchable` view, that view's
    /// search becomes active.
    func activateSearch(of field: ViewNode) {
        var current: ViewNode? = field
        while let child = current, let parent = child.parent {
            if case .modified(_, .list(.searchable)) = parent.element {
                guard parent.children.count == 2, parent.children[1] === child, !parent.isSearchActive else { return }
                setSearchActive(true, of: parent)
                return
            }
            current = parent
        }
    }

    /// `\.dismissSearch` in the content of `searchable`: ends its search, if active.
    func dismissSearchAction(_ searchable: ViewNode) -> Value {
        .function(Function(builtin: "dismissSearch") { [weak self, weak searchable] _, _ in
            guard let self, let searchable, searchable.isMounted, searchable.isSearchActive else { return .void }
            self.setSearchActive(false, of: searchable)
            if searchable.children.count == 2 {
                let field = searchable.children[1]
                if self.keyboardField === field { self.keyboardField = nil }
                if case .textField(_, _, let edit) = field.element { try edit("") }
            }
            return .void
        })
    }

    /// Starts or ends the search of `searchable`: the bodies that read `\.isSearching` in its
    /// content run again.
    private func setSearchActive(_ active: Bool, of searchable: ViewNode) {
        searchable.isSearchActive = active
        for (reader, property) in searchable.environmentReaders.take() {
            reader.pendingChanges.environmentChanged("isSearching", property: property)
            markDirty(reader)
        }
    }
}
