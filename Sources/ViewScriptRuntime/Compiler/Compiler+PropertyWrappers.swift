import ViewScriptSyntax

/// The storage of a property that uses one of the program's `@propertyWrapper` types
/// (`_volume` of `@Clamped(0...10) var volume = 5`; see `PropertyWrapperExpansion`).
public struct WrappedStorage {
    /// The wrapped property's name: the memberwise initializer's label for this storage.
    public var name: String
    /// A closure `{ wrappedValue in W(wrappedValue: wrappedValue, args) }` that builds the
    /// storage from the wrapped value the memberwise initializer is given; nil when the
    /// wrapper has no `init(wrappedValue:)` (the initializer then takes the wrapper itself).
    public var make: ExprNode?
}

extension StoredProperty {
    /// The label of this property in the memberwise initializer: `volume` for the storage `_volume`.
    public var memberwiseName: String { wrappedStorage?.name ?? name }
}

extension Compiler {
    /// The key under which a storage's `make` closure waits with the property defaults.
    static func wrapperMakerKey(_ storage: String) -> String { "\u{0}make " + storage }

    /// Reads the `@_wrapperStorage(name, make: closure)` attribute the expansion put on a storage.
    mutating func wrappedStorage(_ decl: Decl, named storage: String, in type: NominalType) -> WrappedStorage? {
        guard let attribute = decl.attribute(named: PropertyWrapperExpansion.storageAttribute), let arguments = attribute.arguments,
              case .identifier(let name)? = arguments.first?.value.kind else { return nil }
        let make = arguments.first { $0.label?.name == "make" }.map {
            deferDefault($0.value, of: Self.wrapperMakerKey(storage), in: type, expected: nil, isStatic: false)
        }
        return WrappedStorage(name: name.name, make: make)
    }

    /// Puts a compiled `make` closure in place; false when `item` is a property's default value.
    func placeWrapperMaker(_ item: PendingDefault, _ node: ExprNode) -> Bool {
        guard item.name.hasPrefix("\u{0}make ") else { return false }
        let storage = String(item.name.dropFirst("\u{0}make ".count))
        if let index = item.type.fieldIndex[storage] { item.type.storedProperties[index].wrappedStorage?.make = node }
        return true
    }

    /// `$volume` inside a type whose `volume` uses a wrapper with a `projectedValue`: the
    /// expansion's `$volume` property.
    func isUserProjection(_ name: String) -> Bool {
        guard scope.lookup(name) == nil, let type = scope.enclosingSelfType else { return false }
        return type.lookupComputed("$" + name) != nil
    }

    /// `model.$name` where a type of the program has a wrapped `name` with a projection: an
    /// ordinary member (readable and assignable), not a SwiftUI projection.
    func isProgramProjection(_ member: String) -> Bool {
        program.ownedTypes.contains { $0.computedProperties[member] != nil }
    }

    /// `func show(@Doubled _ n: Int)` (SE-0293): a wrapper of the program on a parameter is
    /// not simulated yet (ignoring it would run the body with the unwrapped argument).
    mutating func checkParameterWrapper(_ attributes: [Attribute]) {
        for attribute in attributes where lookupType(attribute.name.name)?.declaration?.attribute(named: "propertyWrapper") != nil {
            report(.notSimulated("a property wrapper on a parameter (@\(attribute.name.name))"), at: attribute.range)
        }
    }

    /// A local variable with a wrapper attribute of the program: not simulated yet.
    mutating func checkLocalWrapper(_ decl: Decl) {
        for attribute in decl.attributes where lookupType(attribute.name.name)?.declaration?.attribute(named: "propertyWrapper") != nil {
            report(.notSimulated("a property wrapper on a local variable (@\(attribute.name.name))"), at: attribute.range)
        }
    }
}

extension Interpreter {
    /// `settings.$name`: the projection of a wrapped property of a program's type.
    func userProjection(of owner: Value, _ name: String, at range: SourceRange) throws -> Value? {
        let type: NominalType
        switch owner {
        case .structValue(let value): type = value.type
        case .object(let object): type = object.type
        default: return nil
        }
        guard type.lookupComputed("$" + name) != nil else { return nil }
        return try getMember(owner, "$" + name, at: range)
    }

    /// The memberwise initializer's argument for a wrapped property, turned into its storage.
    func wrapperStorage(_ value: Value, for property: StoredProperty, of type: NominalType, at range: SourceRange) throws -> Value {
        guard let make = property.wrappedStorage?.make else { return value }
        let closure = try evaluateFieldInitializer(make, of: property.owner ?? type, selfValue: nil, at: range)
        return try callClosure(closure, [value], at: range)
    }
}
