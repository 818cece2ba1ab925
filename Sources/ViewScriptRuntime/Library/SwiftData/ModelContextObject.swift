import ViewScriptSyntax

/// SwiftData's `ModelContext`: the models inserted into one container, in insertion order.
///
/// What a scenario can see of it is simulated: `insert` (with the models its relationships
/// hold), `delete` (with the models a `.cascade` relationship holds), `save`, `hasChanges`,
/// `fetch` and `fetchCount` with a `FetchDescriptor`, and `delete(model:where:)`. Each model
/// type is a key of the context's change store (`changes`): a `@Query` or a fetch in a body
/// reads its type's key, and an insert or a delete writes it, so the bodies that show the
/// models of a type re-evaluate when one is inserted or deleted. A model's own properties are
/// observed as an `@Observable` class's are (`@Model` includes `Observable`).
/// Sources: Apple, ModelContext, https://developer.apple.com/documentation/swiftdata/modelcontext
/// ("insert(_:) Registers the specified model with the context so it can be included in the
/// next save operation"; "delete(_:) Removes the specified model from the persistent storage
/// during the next save operation"); Apple, Query, https://developer.apple.com/documentation/swiftdata/query
/// ("A property wrapper that fetches a set of models and keeps those models in sync with the
/// underlying data").
public final class ModelContextObject: NativeObject, NativeMembers {
    /// The container whose main context this is (the container holds it).
    public unowned let container: ModelContainerObject
    private(set) var models: [Instance] = []
    /// One key per model type name; its value counts the inserts and deletes of that type.
    public let changes = KeyValueStore(.modelStore)
    private var hasUnsavedChanges = false
    private var autosaves = true

    init(container: ModelContainerObject) { self.container = container }

    public var runtimeType: RuntimeType { .named("ModelContext", []) }
    public func describe() -> String { "ModelContext" }

    public func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch name {
        case "hasChanges": .bool(hasUnsavedChanges)
        case "container": .native(container)
        case "autosaveEnabled": .bool(autosaves)
        case "insertedModelsArray", "deletedModelsArray", "changedModelsArray", "undoManager":
            throw context.failure(.notSimulated("ModelContext.\(name)"))
        default: nil
        }
    }

    public func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        let values = arguments.values
        switch (name, arguments.labels) {
        case ("insert", [nil]):
            try insert(Self.model(values[0], context), context)
            return .void
        case ("delete", [nil]):
            delete(try Self.model(values[0], context))
            return .void
        case ("delete", ["model", "where"]), ("delete", ["model"]):
            let descriptor = FetchDescriptorObject(type: try Self.modelType(values[0], context),
                                                   predicate: values.count > 1 ? values[1] : nil, sortBy: [])
            for model in try fetch(descriptor, context) { delete(model) }
            return .void
        case ("save", []):
            hasUnsavedChanges = false
            return .void
        case ("fetch", [nil]):
            return try fetchedArray(FetchDescriptorObject.from(values[0], context), context)
        case ("fetchCount", [nil]):
            return .int(try fetch(try FetchDescriptorObject.from(values[0], context), context).count)
        case ("processPendingChanges", []):
            return .void
        case ("rollback", []), ("transaction", _), ("enumerate", _), ("fetchIdentifiers", _):
            throw context.failure(.notSimulated("ModelContext.\(name)"))
        default:
            return nil
        }
    }

    /// Registers `model` and, as SwiftData does, the models its properties hold. A model whose
    /// `@Attribute(.unique)` value another model of its type has is not added: that model takes
    /// its other values (an upsert: "a property's value must be unique across all instances of
    /// that model. If an insert would violate this, SwiftData updates the existing model";
    /// Apple, Schema.Attribute.Option.unique,
    /// https://developer.apple.com/documentation/swiftdata/schema/attribute/option/unique).
    func insert(_ model: Instance, _ context: CallContext) throws {
        guard !models.contains(where: { $0 === model }) else { return }
        if let inverse = Self.inversePair(of: model.type) {
            throw context.failure(.notSimulated("the inverse relationship \(inverse)"))
        }
        if let existing = try modelSharingUniqueValue(with: model, context) {
            for (index, property) in model.type.storedProperties.enumerated() where !property.isUnique {
                let value = model.fields[index]
                try context.interpreter.modifyField(of: existing, property.name, at: context.range) { $0 = value }
            }
            return
        }
        models.append(model)
        hasUnsavedChanges = true
        noteChange(of: model.type)
        for related in Self.relatedModels(of: model) { try insert(related, context) }
    }

    private func modelSharingUniqueValue(with model: Instance, _ context: CallContext) throws -> Instance? {
        let unique = model.type.storedProperties.indices.filter { model.type.storedProperties[$0].isUnique }
        guard !unique.isEmpty else { return nil }
        for other in models where other.type === model.type {
            for index in unique where try context.interpreter.valuesEqual(other.fields[index], model.fields[index], at: context.range) {
                return other
            }
        }
        return nil
    }

    /// `A.items: [B]` with `B.owner: A?`: two properties SwiftData takes as one relationship,
    /// keeping each in step with the other, which is not simulated yet.
    static func inversePair(of type: NominalType) -> String? {
        for property in type.storedProperties {
            guard let target = modelType(in: property.type) else { continue }
            for back in target.storedProperties where modelType(in: back.type) === type && !(target === type && back.name == property.name) {
                return "\(type.name).\(property.name) and \(target.name).\(back.name)"
            }
        }
        return nil
    }

    private static func modelType(in type: RuntimeType?) -> NominalType? {
        switch type {
        case .nominal(let nominal, _)? where nominal.isPersistentModel: nominal
        case .optional(let inner)?, .array(let inner)?: modelType(in: inner)
        default: nil
        }
    }

    /// Removes `model`, and the models its `.cascade` relationships hold.
    func delete(_ model: Instance) {
        guard let index = models.firstIndex(where: { $0 === model }) else { return }
        models.remove(at: index)
        hasUnsavedChanges = true
        noteChange(of: model.type)
        for (property, field) in zip(model.type.storedProperties, model.fields) where property.cascadesDeletes {
            for related in Self.models(in: field) { delete(related) }
        }
    }

    /// The registered models of `descriptor`'s type (and its subclasses) that its predicate
    /// keeps, in its sort order (insertion order when it has none). Reading them makes the
    /// body being evaluated depend on the inserts and deletes of that type.
    func fetch(_ descriptor: FetchDescriptorObject, _ context: CallContext) throws -> [Instance] {
        guard case .nominal(let type, _)? = descriptor.type else {
            throw context.failure(.notInSubset("a fetch whose model type is not known (write FetchDescriptor<Model>)"))
        }
        _ = changes.value(forKey: type.name)
        var found: [Value] = []
        for model in models where model.type.isSubtype(of: type) {
            if let predicate = descriptor.predicate {
                guard try context.interpreter.callClosure(predicate, with: .object(model), at: context.range).asBool == true else { continue }
            }
            found.append(.object(model))
        }
        if !descriptor.sortBy.isEmpty {
            found = try SortComparators.sorted(found, using: .array(ArrayValue(descriptor.sortBy.map(Value.native), elementType: nil)), context) ?? found
        }
        let start = min(descriptor.fetchOffset ?? 0, found.count)
        let end = descriptor.fetchLimit.map { min(found.count, start + $0) } ?? found.count
        return found[start..<end].compactMap { if case .object(let model) = $0 { model } else { nil } }
    }

    /// `fetch` as the array a program gets (`[Item]`).
    func fetchedArray(_ descriptor: FetchDescriptorObject, _ context: CallContext) throws -> Value {
        .array(ArrayValue(try fetch(descriptor, context).map(Value.object), elementType: descriptor.type))
    }

    private func noteChange(of type: NominalType) {
        for name in type.classChain.map(\.name) {
            let count = changes.peek(forKey: name)?.asInt ?? 0
            changes.set(.int(count + 1), forKey: name)
        }
    }

    private static func model(_ value: Value, _ context: CallContext) throws -> Instance {
        guard case .object(let model) = value.unwrappedDeep ?? value, model.type.isPersistentModel else {
            throw context.failure(.typeMismatch("a model context inserts and deletes instances of @Model classes"))
        }
        return model
    }

    static func modelType(_ value: Value, _ context: CallContext) throws -> RuntimeType {
        guard case .type(let type) = value, case .nominal(let nominal, _) = type, nominal.isPersistentModel else {
            throw context.failure(.typeMismatch("expected the type of a @Model class (Item.self)"))
        }
        return type
    }

    /// The models a model's stored properties hold: a model, an optional one, an array of them.
    static func relatedModels(of model: Instance) -> [Instance] {
        model.fields.flatMap(models(in:))
    }

    static func models(in value: Value) -> [Instance] {
        switch value.unwrappedDeep ?? value {
        case .object(let object) where object.type.isPersistentModel: return [object]
        case .array(let array): return array.elements.flatMap(models(in:))
        default: return []
        }
    }
}

extension NominalType {
    /// A class declared with `@Model` (or a subclass of one).
    public var isPersistentModel: Bool {
        classChain.contains { $0.declaration?.attribute(named: "Model") != nil }
    }
}
