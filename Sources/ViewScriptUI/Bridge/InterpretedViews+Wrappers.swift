import ViewScriptRuntime

/// The property wrappers of a program view, as the view graph keeps them:
///
/// | wrapper | storage | compared with the next view value | body depends on |
/// | --- | --- | --- | --- |
/// | `@State` | graph slot, initial value used once (B25) | no | the slot, when read |
/// | `@StateObject` | graph slot, autoclosure called once per identity (B26) | no | any `objectWillChange` |
/// | `@ObservedObject` | the field (a new object each time the parent makes one, B26) | yes | any `objectWillChange` |
/// | `@EnvironmentObject` | the nearest `.environmentObject(_:)` | no | the modifier's value, any `objectWillChange` |
/// | `@Environment` | the nearest `.environment(...)`, else the default | no | the modifier's value |
/// | `@Binding`, `@Bindable` | the field | yes | what is read through it |
/// | `@AppStorage`, `@SceneStorage` | the run's store (`KeyValueStore`), the declared value when unset | yes (the default) | the key, when read |
/// | `@Query` | the environment's model context, fetched as the body runs | yes (the query) | its model type's inserts and deletes, the properties its filter and sort read |
/// | `@FocusState` | graph slot, `false` or `nil` at first; typing into a `.focused` field sets it | no | the slot, when read |
extension InterpretedViews {
    /// What the graph must know of a program view's stored properties.
    struct WrapperPlan {
        var fields: UserView.Fields = []
        var state: [StateDeclaration] = []
        var dynamicProperties: [String] = []
    }

    static let dynamicWrappers: Set<String> = [
        "State", "StateObject", "ObservedObject", "EnvironmentObject", "Environment", "Binding", "Bindable", "FocusState",
        "Namespace", "AppStorage", "SceneStorage", "GestureState", "Query",
    ]

    /// A plain stored property (`let model: RowModel`, each row of a list has one) is read in
    /// place and becomes a field without being copied out or matched against the wrappers.
    func wrapperPlan(_ value: StructValue) -> WrapperPlan {
        let interpreter = self.interpreter
        var plan = WrapperPlan()
        let properties = value.type.storedProperties
        if properties.allSatisfy({ $0.wrapper == nil }) {
            plan.fields = UserView.Fields(storedPropertiesOf: value)
            return plan
        }
        var fields: [UserView.Field] = []
        fields.reserveCapacity(properties.count)
        for index in properties.indices {
            let field = value[field: index]
            if properties[index].wrapper == nil {
                fields.append(UserView.Field(properties[index].name, field))
                continue
            }
            let property = properties[index]
            if let wrapper = property.wrapper, Self.dynamicWrappers.contains(wrapper) {
                plan.dynamicProperties.append(property.name)
            }
            switch property.wrapper {
            case "State", "GestureState":
                plan.state.append(StateDeclaration(property.name, initialValue: field) { field })
            case "FocusState":
                // `@FocusState var isFocused: Bool` starts false, `@FocusState var field: Field?` nil.
                let initial: Value = property.type?.isOptional == true ? Value.none : .bool(false)
                plan.state.append(StateDeclaration(property.name, initialValue: initial) { initial })
            case "StateObject":
                plan.state.append(StateDeclaration(property.name) {
                    if case .native(let object) = field, let thunk = object as? StateObjectThunk {
                        return try thunk.makeObject(interpreter)
                    }
                    return field
                })
            case "UIApplicationDelegateAdaptor":
                plan.state.append(StateDeclaration(property.name) { try interpreter.launchApplicationDelegate(property) })
            case "EnvironmentObject", "Environment":
                break
            default:
                fields.append(UserView.Field(property.name, field))
            }
        }
        plan.fields = UserView.Fields(fields)
        return plan
    }

    /// The view value as its body sees it: wrapper fields pointing to the graph's storage,
    /// the environment's values filled in, held objects observed.
    func liveValue(_ value: StructValue, _ context: BodyContext) throws -> StructValue {
        var live = value
        for (index, property) in value.type.storedProperties.enumerated() {
            switch property.wrapper {
            case "State", "FocusState", "GestureState":
                live[field: index] = .native(StateCell(SnapshotStateStorage(context.stateSnapshot(property.name))))
            case "UIApplicationDelegateAdaptor": live[field: index] = context.state(property.name).value
            case "StateObject":
                live[field: index] = context.state(property.name).value
                observeObject(live[field: index], as: property.name, context)
            case "ObservedObject":
                observeObject(live[field: index], as: property.name, context)
            case "EnvironmentObject":
                let typeName = Self.typeName(of: property)
                if let object = context.environment(.object(typeName), for: property.name) {
                    live[field: index] = object
                    observeObject(object, as: property.name, context)
                } else {
                    live[field: index] = .native(MissingWrappedValue(message:
                        "Fatal error: No ObservableObject of type \(typeName) found. A View.environmentObject(_:) for \(typeName) may be missing as an ancestor of this view."))
                }
            case "Environment":
                live[field: index] = try environmentField(property, context)
            case "AppStorage", "SceneStorage":
                live[field: index] = try storedField(property, default: live[field: index], context)
            case "Query":
                live[field: index] = try queryField(property, given: live[field: index], context)
            default:
                break
            }
        }
        return live
    }

    /// `@Environment(\.key) var x` or `@Environment(Model.self) var model`.
    private func environmentField(_ property: StoredProperty, _ context: BodyContext) throws -> Value {
        guard let argument = property.wrapperArgument, let key = try interpreter.wrapperArgument(of: property) else {
            throw interpreter.failure(.notInSubset("@Environment without a key path or type"), at: property.range)
        }
        switch key {
        case .keyPath(let path):
            guard path.components.count == 1, case .property(let name) = path.components[0] else { break }
            if name == "editMode" { let mode = context.editMode(for: property.name); if case .native = mode { return .some(mode) }; return mode }
            if name == "presentationMode" { return PresentationModeObject.binding(context, for: property.name) }
            if name == "modelContext", case .native(let modelContext as ModelContextObject)? = context.environment(.value(name), for: property.name) {
                // A body's `context.fetch(...)` depends on the inserts and deletes it could see.
                observeChanges(of: modelContext, context)
                return .native(modelContext)
            }
            if let value = context.environment(.value(name), for: property.name)
                ?? context.deviceEnvironment(name, for: property.name) ?? EnvironmentDefaults.value(name)
                ?? EnvironmentSystemValues.value(name, device: interpreter.device) { return value }
            if let value = try interpreter.environmentDefault(name, at: argument.range) { return value }
            if name == "modelContext" {
                throw interpreter.failure(.notSimulated("@Environment(\\.modelContext) without a .modelContainer above"), at: argument.range)
            }
            if EnvironmentSystemValues.notSimulated.contains(name) {
                throw interpreter.failure(.notSimulated("@Environment(\\.\(name))"), at: argument.range)
            }
            throw interpreter.failure(.notInSubset("@Environment(\\.\(name))"), at: argument.range)
        case .type(let type):
            let typeName = if case .nominal(let nominal, _) = type { nominal.name } else { type.description }
            if let object = context.environment(.observable(typeName), for: property.name) { return object }
            // `@Environment(Model.self) var model: Model?` reads nil; a non-optional one traps on access.
            if property.type?.isOptional == true { return Value.none }
            return .native(MissingWrappedValue(message:
                "Fatal error: No Observable object of type \(typeName) found. A View.environmentObject(_:) for \(typeName) may be missing as an ancestor of this view."))
        default:
            break
        }
        throw interpreter.failure(.notInSubset("this @Environment key"), at: argument.range)
    }

    private func observeObject(_ value: Value, as property: String, _ context: BodyContext) {
        if case .object(let object) = value.unwrappedDeep ?? value { context.observe(object, as: property) }
    }

    static func typeName(of property: StoredProperty) -> String {
        guard let type = property.type else { return "?" }
        if case .nominal(let nominal, _) = type { return nominal.name }
        return type.description
    }

    /// `.environmentObject(object)`, `.environment(\.key, value)`, `.environment(object)`.
    func environmentModifier(_ name: String, _ arguments: [Value]) -> Modifier? {
        switch (name, arguments.count) {
        case ("environmentObject", 1):
            guard case .object(let object) = arguments[0] else { return nil }
            return .environment(.object(object.type.name), arguments[0])
        case ("environment", 2):
            guard case .keyPath(let path) = arguments[0], path.components.count == 1,
                  case .property(let key) = path.components[0] else { return nil }
            return .environment(.value(key), arguments[1])
        case ("environment", 1):
            guard case .object(let object) = arguments[0].unwrappedDeep ?? arguments[0] else { return nil }
            return .environment(.observable(object.type.name), arguments[0])
        default:
            return nil
        }
    }
}

/// The values of `EnvironmentValues` keys that no ancestor set, for the keys ViewScript
/// simulates (a portrait iPhone in light mode, active, enabled). Other keys are reported as
/// outside the subset; a layer that gives a key its meaning (`\.dismiss` inside a
/// presentation) sets it with an `.environment` modifier on the content it shows.
enum EnvironmentDefaults {
    static func value(_ key: String) -> Value? {
        switch key {
        case "colorScheme": .native(SymbolValue(".light"))
        case "scenePhase": .native(SymbolValue(".active"))
        case "horizontalSizeClass": .some(.native(SymbolValue(".compact")))
        case "verticalSizeClass": .some(.native(SymbolValue(".regular")))
        case "layoutDirection": .native(SymbolValue(".leftToRight"))
        case "isEnabled": .bool(true)
        case "isScrollEnabled": .bool(true)
        case "isPresented": .bool(false)
        case "isSearching": .bool(false)
        // Outside a searchable view's content there is no search to end (ViewGraph+Search.swift).
        case "dismissSearch": .function(Function(builtin: "dismissSearch") { _, _ in .void })
        case "displayScale": .double(3)
        // Outside a presentation or a pushed level, `dismiss()` does nothing (a presentation
        // and a navigation level set their own, `ViewGraph+DismissAction.swift`).
        case "dismiss": .function(Function(builtin: "dismiss") { _, _ in .void })
        default: nil
        }
    }
}
