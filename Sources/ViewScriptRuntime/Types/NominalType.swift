import ViewScriptSyntax

/// A struct, class, enum, protocol or actor of the program, or a built-in type that
/// the program extends (`extension Int`). Members are filled in by the compiler.
public final class NominalType: Hashable, CustomStringConvertible {
    public enum Kind: Equatable { case structType, classType, enumType, protocolType, actorType, builtin }

    public let kind: Kind
    public let name: String
    /// The type this one is nested in (`Outer` of `Outer.Inner`).
    public unowned var parent: NominalType?
    /// Declared inside a function body: printed without `main.`.
    public var isLocal = false
    /// The module of a type the runtime declares (`Swift` for `CancellationError`).
    public var moduleName: String?
    public let declaration: Decl?
    public var genericParameters: [String] = []

    // MARK: Members
    public var storedProperties: [StoredProperty] = []
    public var fieldIndex: MemberNameMap<Int> = [:]
    public var computedProperties: MemberNameMap<ComputedProperty> = [:]
    public var methods: [String: [FunctionDefinition]] = [:]
    public var staticMethods: [String: [FunctionDefinition]] = [:]
    public var staticProperties: [String: StaticProperty] = [:]
    public var staticComputed: [String: ComputedProperty] = [:]
    public var initializers: [FunctionDefinition] = []
    public var subscripts: [SubscriptDefinition] = []
    public var deinitializer: FunctionDefinition?
    /// Evaluates stored properties' default values (and `lazy` ones, with `self`).
    public var fieldInitializers: FunctionDefinition?
    /// Evaluates `static` properties' values on first use.
    public var staticInitializers: FunctionDefinition?
    /// Whether the type body itself declares an `init` (extensions do not count).
    public var declaresInitializers = false
    var fieldsLaidOut = false
    /// `observation`, once decided (see `DependencyRecorder.swift`).
    var observationCache: ObservationKind?
    /// `tracksObservation(of:)` of each stored property, once decided.
    var observedFields: [Bool]?
    public var nestedTypes: [String: NominalType] = [:]
    public var typeAliases: [String: RuntimeType] = [:]

    // MARK: Relations
    public var superclass: NominalType?
    /// Protocols this type conforms to, by name, including built-in ones (`Equatable`, `View`).
    public var conformances: [String] = []
    /// Resolved user protocols it conforms to (for default implementations).
    public var protocols: [NominalType] = []

    // MARK: Enums
    public var enumCases: [EnumCaseInfo] = []
    public var caseIndex: [String: Int] = [:]
    public var rawType: RuntimeType?
    public var isIndirect = false

    public init(kind: Kind, name: String, parent: NominalType?, declaration: Decl?) {
        self.kind = kind
        self.name = name
        self.parent = parent
        self.declaration = declaration
    }

    /// `main.Outer.Inner` (`main` is the module a `.view` file is compiled into).
    public var qualifiedName: String {
        if isLocal { return name }
        if let moduleName { return "\(moduleName).\(name)" }
        if kind == .builtin { return "Swift.\(name)" }
        return "\(parent?.qualifiedName ?? "main").\(name)"
    }

    /// `Outer.Inner`: the name with its enclosing types, without the module.
    public var nestedName: String {
        guard !isLocal, let parent, parent.kind != .builtin else { return name }
        return "\(parent.nestedName).\(name)"
    }

    public var description: String { name }
    public var isClass: Bool { kind == .classType || kind == .actorType }

    public static func == (lhs: NominalType, rhs: NominalType) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// `classChain` and `allProtocols` as they are once the program is compiled
    /// (`freezeHierarchy`): every lookup of a member by name walks them, and working them
    /// out again each time was most of the cost of `.north` or `d == .west`. Emptied when
    /// the program goes away (they hold the type itself).
    private var frozenChain: [NominalType]?
    private var frozenProtocols: [NominalType]?
    /// Answers of `conforms(to:)` once frozen: every view value turned into an element asks
    /// whether its type is a `View`, a `Shape` or a representable (a walk of about 220
    /// instructions each time, three times a row of a list).
    private var knownConformances: [(name: String, answer: Bool)] = []

    /// Keeps `classChain` and `allProtocols` from now on: called when the program is
    /// compiled, after which no type gains a superclass or a protocol.
    func freezeHierarchy() {
        frozenChain = nil
        frozenProtocols = nil
        knownConformances = []
        let chain = classChain
        let protocols = allProtocols
        frozenChain = chain
        frozenProtocols = protocols
    }

    /// Forgets what `freezeHierarchy` kept (the program is going away).
    func thawHierarchy() {
        frozenChain = nil
        frozenProtocols = nil
        knownConformances = []
    }

    /// This class and its superclasses, nearest first.
    public var classChain: [NominalType] {
        if let frozenChain { return frozenChain }
        var chain: [NominalType] = []
        var current: NominalType? = self
        while let type = current { chain.append(type); current = type.superclass }
        return chain
    }

    /// Whether this type is `other`, a subclass of it, or conforms to it.
    public func isSubtype(of other: NominalType) -> Bool {
        if classChain.contains(where: { $0 === other }) { return true }
        return conforms(to: other.name)
    }

    /// Conformance by protocol name, through superclasses and inherited protocols.
    public func conforms(to protocolName: String) -> Bool {
        // Once the hierarchy is frozen, the same walk without building a set and a list: a
        // view's construction asks three times (about 700 instructions each, walked afresh).
        if let frozenChain, let frozenProtocols {
            if let known = knownConformances.first(where: { $0.name == protocolName }) { return known.answer }
            let answer = frozenChain.contains { $0.isOrDeclares(protocolName) } || frozenProtocols.contains { $0.isOrDeclares(protocolName) }
            if knownConformances.count < 16 { knownConformances.append((protocolName, answer)) }
            return answer
        }
        var seen: Set<ObjectIdentifier> = []
        var pending: [NominalType] = classChain
        while let type = pending.popLast() {
            guard seen.insert(ObjectIdentifier(type)).inserted else { continue }
            if type.isOrDeclares(protocolName) { return true }
            pending.append(contentsOf: type.protocols)
        }
        return false
    }

    /// Whether this type is the protocol `protocolName` or declares a conformance to it.
    private func isOrDeclares(_ protocolName: String) -> Bool {
        (name == protocolName && kind == .protocolType) || conformances.contains(protocolName)
    }

    /// All protocols this type conforms to, transitively, nearest first.
    public var allProtocols: [NominalType] {
        if let frozenProtocols { return frozenProtocols }
        var result: [NominalType] = []
        var seen: Set<ObjectIdentifier> = []
        var queue = classChain.flatMap(\.protocols)
        var index = 0
        while index < queue.count {
            let proto = queue[index]
            index += 1
            guard seen.insert(ObjectIdentifier(proto)).inserted else { continue }
            result.append(proto)
            queue.append(contentsOf: proto.protocols)
        }
        return result
    }

    /// An instance method by name: this type, its superclasses, then protocol defaults.
    public func lookupMethods(_ name: String) -> [FunctionDefinition] {
        for type in classChain { if let found = type.methods[name], !found.isEmpty { return found } }
        // Protocol requirements have no body: the default implementation of an extension wins.
        let fromProtocols = allProtocols.compactMap { $0.methods[name] }.joined()
        let implemented = fromProtocols.filter { $0.body != nil }
        return implemented.isEmpty ? Array(fromProtocols) : implemented
    }

    public func lookupStaticMethods(_ name: String) -> [FunctionDefinition] {
        for type in classChain { if let found = type.staticMethods[name], !found.isEmpty { return found } }
        let fromProtocols = allProtocols.compactMap { $0.staticMethods[name] }.joined()
        let implemented = fromProtocols.filter { $0.body != nil }
        return implemented.isEmpty ? Array(fromProtocols) : implemented
    }

    public func lookupComputed(_ name: String) -> ComputedProperty? {
        for type in classChain { if let found = type.computedProperties[name], found.getter != nil { return found } }
        for proto in allProtocols { if let found = proto.computedProperties[name], found.getter != nil { return found } }
        return nil
    }

    public func lookupStaticProperty(_ name: String) -> StaticProperty? {
        for type in classChain { if let found = type.staticProperties[name] { return found } }
        for proto in allProtocols { if let found = proto.staticProperties[name] { return found } }
        return nil
    }

    public func lookupStaticComputed(_ name: String) -> ComputedProperty? {
        for type in classChain { if let found = type.staticComputed[name] { return found } }
        for proto in allProtocols { if let found = proto.staticComputed[name] { return found } }
        return nil
    }

    public func lookupNestedType(_ name: String) -> NominalType? {
        for type in classChain { if let found = type.nestedTypes[name] { return found } }
        return nil
    }

    /// Whether a member of this name exists at all (for name checks).
    public func hasInstanceMember(_ name: String) -> Bool {
        fieldIndexInChain(name) != nil || lookupComputed(name) != nil || !lookupMethods(name).isEmpty
            || computedProperties[name] != nil || allProtocols.contains { $0.computedProperties[name] != nil }
    }

    /// For classes, fields of superclasses come first: the index is into the instance's fields.
    public func fieldIndexInChain(_ name: String) -> Int? { fieldIndex[name] }
}

/// A stored property of a struct or class.
public struct StoredProperty {
    public var name: String
    public var type: RuntimeType?
    public var isLet: Bool
    /// The default value, evaluated for each new instance.
    public var initializer: ExprNode?
    public var willSet: FunctionDefinition?
    public var didSet: FunctionDefinition?
    /// `@State`, `@Published`, ...: the property wrapper's name, for the layers above.
    public var wrapper: String?
    /// Whether the field may hold a wrapper's storage (a `@State` cell, a `@Binding`'s binding)
    /// that reads and writes go through. A plain `let flag: Binding<Bool>` holds a binding
    /// too, but reading it gives the binding itself, as in Swift.
    public var readsThroughStorage: Bool { wrapper != nil }
    /// The wrapper attribute's first argument: `\.colorScheme` of `@Environment(\.colorScheme)`.
    public var wrapperArgument: ExprNode?
    /// `@ObservationIgnored`: not tracked in an `@Observable` class.
    public var isObservationIgnored = false
    /// The storage of a property with a wrapper of the program (`Compiler+PropertyWrappers.swift`).
    public var wrappedStorage: WrappedStorage?
    public var isLazy: Bool
    public var isWeak: Bool
    /// `unowned`: held without keeping the object alive (`UnownedReference.swift`).
    public var isUnowned = false
    /// `@Relationship(deleteRule: .cascade)` of a SwiftData model: deleting the model from its
    /// context deletes the models this property holds (`ModelContextObject.delete`).
    public var cascadesDeletes = false
    /// `@Attribute(.unique)`: inserting a model whose value is taken updates the model that has
    /// it (`ModelContextObject.insert`).
    public var isUnique = false
    public var range: SourceRange
    /// The type whose initializer function evaluates `initializer` (a superclass for inherited fields).
    public unowned var owner: NominalType?
}

/// A computed property or a subscript-free accessor pair.
public struct ComputedProperty {
    public var getter: FunctionDefinition?
    public var setter: FunctionDefinition?
    public var type: RuntimeType?
}

/// A `static let`/`static var`: initialized lazily on first access, as in Swift. Its value
/// belongs to the running app (`Interpreter.staticValues`), not to the compiled program.
public final class StaticProperty {
    public let name: String
    public internal(set) var type: RuntimeType?
    public internal(set) var initializer: ExprNode?
    public var willSet: FunctionDefinition?
    public var didSet: FunctionDefinition?

    init(name: String, type: RuntimeType?, initializer: ExprNode?) {
        self.name = name
        self.type = type
        self.initializer = initializer
    }
}

public struct SubscriptDefinition {
    public var getter: FunctionDefinition
    public var setter: FunctionDefinition?
    public var isStatic: Bool
}

/// One `case` of an enum.
public struct EnumCaseInfo {
    public var name: String
    /// `nil` for a case without associated values; labels may be nil.
    public var payloadLabels: [String?]?
    public var payloadTypes: [RuntimeType]
    public var payloadDefaults: [ExprNode?]
    public var rawValue: Value?
}

extension NominalType {
    /// Whether the struct gets Swift's memberwise initializer (it declares no `init` itself).
    public var hasMemberwiseInitializer: Bool {
        kind == .structType && !declaresInitializers
    }
}
