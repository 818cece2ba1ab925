/// Why a body is evaluated, for `Self._printChanges()` (B34). Collected between two
/// evaluations of a node and named as SwiftUI names them: `@dependencies` (an `@Observable`
/// property the body read changed), `@self` (the parent passed a different view value),
/// `@identity` (new storage: the first evaluation of a node), then the dynamic properties
/// whose value changed, in declaration order, by their storage names (`_name`).
/// Sources: OpenSwiftUI `ChangedBodyProperty.swift` (`": unchanged."`, `": ... changed."`,
/// the names joined with ", "); its `ChangedBodyPropertyTests` run against SwiftUI
/// (`@self, @identity, _name changed.`); printed logs showing `@dependencies, @self changed.`
/// (github.com/jasonji-tekmetric ObservableWeirdness) and `@self, @identity, _sheetShown,
/// _counter changed.` for a view with two `@State`s.
struct BodyChanges {
    var dependencies = false
    var isNewInput = false
    var isNewIdentity = false
    /// Dynamic properties (by declared name) that changed.
    var properties: Set<String> = []

    /// The names `_printChanges` prints, in SwiftUI's order; `order` is the view's dynamic
    /// properties in declaration order.
    func names(order: [String]) -> [String] {
        var names: [String] = []
        if dependencies { names.append("@dependencies") }
        if isNewInput { names.append("@self") }
        if isNewIdentity { names.append("@identity") }
        for property in order where properties.contains(property) { names.append("_" + property) }
        return names
    }
}
