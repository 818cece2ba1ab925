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
    /// A value read through a binding changed (`ViewGraph+BindingReads`).
    var bindings = false
    var isNewInput = false
    var isNewIdentity = false

    /// The named changes, in a box made when the first is set: every node keeps two
    /// `BodyChanges`, and most never name anything.
    private struct Names {
        var properties: Set<String> = []
        var inputs: [String] = []
        var environmentKeys: [String: String] = [:]
        var bindingNames: [String] = []
    }
    private final class Box {
        var names: Names
        init(_ names: Names) { self.names = names }
    }
    private var box: Box?

    /// The names, copied first when another `BodyChanges` shares them.
    private var named: Names {
        get { box?.names ?? Names() }
        _modify {
            if box == nil {
                box = Box(Names())
            } else if !isKnownUniquelyReferenced(&box!) {
                box = Box(box!.names)
            }
            yield &box!.names
        }
    }

    /// Dynamic properties (by declared name) that changed.
    var properties: Set<String> {
        get { box?.names.properties ?? [] }
        set { if box != nil || !newValue.isEmpty { named.properties = newValue } }
    }
    /// Plain stored properties the parent passed a different value for (for `--explain`).
    var inputs: [String] {
        get { box?.names.inputs ?? [] }
        set { if box != nil || !newValue.isEmpty { named.inputs = newValue } }
    }
    /// Dynamic properties that changed because the environment value they read changed,
    /// with the key's name (`scheme` → `colorScheme`), for `--explain`.
    var environmentKeys: [String: String] {
        get { box?.names.environmentKeys ?? [:] }
        set { if box != nil || !newValue.isEmpty { named.environmentKeys = newValue } }
    }
    /// `@Binding` properties read through whose value changed (`ViewGraph+BindingReads`), for
    /// `--explain`; empty when the binding read is not one of the view's properties.
    var bindingNames: [String] {
        get { box?.names.bindingNames ?? [] }
        set { if box != nil || !newValue.isEmpty { named.bindingNames = newValue } }
    }

    /// The environment value `key` that `property` reads changed.
    mutating func environmentChanged(_ key: String, property: String?) {
        guard let property else { return }
        properties.insert(property)
        environmentKeys[property] = key
    }

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

    /// Why the body runs, in words (`--explain`): `first evaluation`, `_count changed`,
    /// `binding 'item' changed`, `environment 'colorScheme' changed`, `parent passed a
    /// different value for 'title'`.
    func reasons(of view: UserView, isFirst: Bool) -> [String] {
        if isFirst { return ["first evaluation"] }
        var reasons: [String] = []
        for property in view.dynamicProperties where properties.contains(property) {
            if let key = environmentKeys[property] {
                reasons.append("environment '\(key)' changed")
            } else if view.isBinding(property) || bindingNames.contains(property) {
                reasons.append("binding '\(property)' changed")
            } else {
                reasons.append("_\(property) changed")
            }
        }
        if !inputs.isEmpty {
            reasons.append("parent passed a different value for " + inputs.map { "'\($0)'" }.joined(separator: ", "))
        } else if isNewInput && reasons.isEmpty {
            reasons.append("parent passed a different value")
        }
        if dependencies { reasons.append("an @Observable property its body read changed") }
        let named = bindingNames.filter { !properties.contains($0) }
        if !named.isEmpty {
            reasons += named.map { "binding '\($0)' changed" }
        } else if bindings && bindingNames.isEmpty {
            reasons.append("a value it read through a binding changed")
        }
        return reasons.isEmpty ? ["its parent re-evaluated it"] : reasons
    }
}
