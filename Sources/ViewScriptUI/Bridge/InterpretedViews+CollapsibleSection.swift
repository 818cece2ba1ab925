import ViewScriptRuntime

/// `Section("Title", isExpanded: $flag) { }` and `Section(isExpanded: $flag) { } header: { }`
/// (iOS 17): the rows are shown only while the binding is true. Apple, Section, "Collapsible
/// sections": "Create sections that expand and collapse by using an initializer that accepts
/// an `isExpanded` binding. A collapsible section in a List that uses the sidebar style shows a
/// disclosure indicator next to the section's header. Tapping on the disclosure indicator
/// toggles the appearance of the section's content." and "Not all contexts provide a default
/// control to trigger collapse or expansion."
/// (https://developer.apple.com/documentation/swiftui/section). The sidebar's disclosure
/// indicator is not simulated (`.listStyle` is inert): the header is not a control, and the
/// app's own controls change the binding.
extension InterpretedViews {
    /// Whether the rows of a `Section` are shown: false only for a collapsed `isExpanded:`.
    func sectionShowsRows(_ arguments: [Value], _ labels: [String?]) throws -> Bool {
        guard let binding = argument("isExpanded", arguments, labels) else { return true }
        return try interpreter.readBinding(binding) == .bool(true)
    }
}
