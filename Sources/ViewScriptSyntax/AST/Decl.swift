/// A declaration with its attributes, modifiers and source range.
public struct Decl: Sendable {
    public var kind: DeclKind
    public var attributes: [Attribute]
    public var modifiers: DeclModifiers
    public var range: SourceRange

    public init(_ kind: DeclKind, attributes: [Attribute] = [], modifiers: DeclModifiers = DeclModifiers(),
                range: SourceRange) {
        self.kind = kind
        self.attributes = attributes
        self.modifiers = modifiers
        self.range = range
    }

    /// The attribute with this name (`"State"`), if present.
    public func attribute(named name: String) -> Attribute? {
        attributes.first { $0.name.name == name }
    }
}

public indirect enum DeclKind: Sendable {
    /// `import SwiftUI` (accepted and ignored).
    case importDecl([Identifier])
    /// `infix operator ** : ExponentiationPrecedence` (folding reads it before the parse).
    case operatorDecl(OperatorDecl)
    /// `precedencegroup ExponentiationPrecedence { ... }`.
    case precedenceGroup(PrecedenceGroupDecl)
    case nominal(NominalTypeDecl)
    case extensionDecl(ExtensionDecl)
    case function(FunctionDecl)
    case initializer(InitializerDecl)
    case deinitializer(Block)
    case variable(VariableDecl)
    case typeAlias(TypeAliasDecl)
    case enumCase([EnumCaseElement])
    case subscriptDecl(SubscriptDecl)
    /// `associatedtype Name: Constraint = Default`
    case associatedType(Identifier, inheritance: [TypeSyntax], defaultType: TypeSyntax?)
    /// A freestanding macro: `#Preview { ContentView() }` (accepted and ignored).
    case macroExpansion(Identifier, [Argument])
    /// Stands where a declaration could not be parsed (a diagnostic was reported).
    case error
}

public enum NominalKind: String, Sendable {
    case structType = "struct", classType = "class", enumType = "enum", protocolType = "protocol", actorType = "actor"
}

/// `struct`, `class`, `enum`, `protocol` or `actor`.
public struct NominalTypeDecl: Sendable {
    public var kind: NominalKind
    public var name: Identifier
    public var genericParameters: [GenericParameter]
    public var inheritance: [TypeSyntax]
    public var requirements: [GenericRequirement]
    public var members: [Decl]

    public init(kind: NominalKind, name: Identifier, genericParameters: [GenericParameter],
                inheritance: [TypeSyntax], requirements: [GenericRequirement], members: [Decl]) {
        self.kind = kind
        self.name = name
        self.genericParameters = genericParameters
        self.inheritance = inheritance
        self.requirements = requirements
        self.members = members
    }
}

/// `extension Type: Protocols where Requirements { members }`
public struct ExtensionDecl: Sendable {
    public var extendedType: TypeSyntax
    public var inheritance: [TypeSyntax]
    public var requirements: [GenericRequirement]
    public var members: [Decl]

    public init(extendedType: TypeSyntax, inheritance: [TypeSyntax], requirements: [GenericRequirement],
                members: [Decl]) {
        self.extendedType = extendedType
        self.inheritance = inheritance
        self.requirements = requirements
        self.members = members
    }
}

/// `<T: Equatable>`
public struct GenericParameter: Sendable {
    public var name: Identifier
    public var constraint: TypeSyntax?

    public init(name: Identifier, constraint: TypeSyntax?) {
        self.name = name
        self.constraint = constraint
    }
}

/// `where T: P` or `where T == U`.
public struct GenericRequirement: Sendable {
    public enum Kind: Sendable { case conformance, sameType }
    public var kind: Kind
    public var subject: TypeSyntax
    public var constraint: TypeSyntax

    public init(kind: Kind, subject: TypeSyntax, constraint: TypeSyntax) {
        self.kind = kind
        self.subject = subject
        self.constraint = constraint
    }
}

/// `func name<T>(params) async throws -> Result where ... { body }`; `body` is nil in protocols.
public struct FunctionDecl: Sendable {
    public var name: Identifier
    public var genericParameters: [GenericParameter]
    public var parameters: [Parameter]
    public var effects: Effects
    public var resultType: TypeSyntax?
    public var requirements: [GenericRequirement]
    public var body: Block?

    public init(name: Identifier, genericParameters: [GenericParameter], parameters: [Parameter], effects: Effects,
                resultType: TypeSyntax?, requirements: [GenericRequirement], body: Block?) {
        self.name = name
        self.genericParameters = genericParameters
        self.parameters = parameters
        self.effects = effects
        self.resultType = resultType
        self.requirements = requirements
        self.body = body
    }
}

/// A function or initializer parameter: `label name: Type... = default`.
public struct Parameter: Sendable {
    /// The argument label callers write; `nil` for `_`.
    public var label: Identifier?
    /// The name inside the body.
    public var name: Identifier
    public var type: TypeSyntax
    public var isVariadic: Bool
    public var defaultValue: Expr?
    public var range: SourceRange

    public init(label: Identifier?, name: Identifier, type: TypeSyntax, isVariadic: Bool, defaultValue: Expr?,
                range: SourceRange) {
        self.label = label
        self.name = name
        self.type = type
        self.isVariadic = isVariadic
        self.defaultValue = defaultValue
        self.range = range
    }
}

/// `init`, `init?`, `init!`.
public struct InitializerDecl: Sendable {
    public enum Failability: Sendable { case none, optional, implicitlyUnwrapped }
    public var failability: Failability
    public var genericParameters: [GenericParameter]
    public var parameters: [Parameter]
    public var effects: Effects
    public var requirements: [GenericRequirement]
    public var body: Block?

    public init(failability: Failability, genericParameters: [GenericParameter], parameters: [Parameter],
                effects: Effects, requirements: [GenericRequirement], body: Block?) {
        self.failability = failability
        self.genericParameters = genericParameters
        self.parameters = parameters
        self.effects = effects
        self.requirements = requirements
        self.body = body
    }
}

/// `let`/`var` with one or more comma-separated bindings.
public struct VariableDecl: Sendable {
    public var isLet: Bool
    public var bindings: [PatternBinding]

    public init(isLet: Bool, bindings: [PatternBinding]) {
        self.isLet = isLet
        self.bindings = bindings
    }
}

/// `pattern: Type = initializer { accessors }`
public struct PatternBinding: Sendable {
    public var pattern: Pattern
    public var type: TypeSyntax?
    public var initializer: Expr?
    public var accessors: AccessorBlock?
    public var range: SourceRange

    public init(pattern: Pattern, type: TypeSyntax?, initializer: Expr?, accessors: AccessorBlock?,
                range: SourceRange) {
        self.pattern = pattern
        self.type = type
        self.initializer = initializer
        self.accessors = accessors
        self.range = range
    }
}

public enum AccessorBlock: Sendable {
    /// `var x: Int { statements }`: a read-only computed property.
    case getter(Block)
    /// `{ get set }`, `{ get { } set(v) { } }`, `{ willSet { } didSet { } }`.
    case accessors([Accessor], range: SourceRange)
}

public struct Accessor: Sendable {
    public enum Kind: String, Sendable { case get, set, willSet, didSet, modify, read }
    public var kind: Kind
    /// `set(newName)`, `willSet(newName)`, `didSet(oldName)`.
    public var parameter: Identifier?
    public var effects: Effects
    /// `nil` in a protocol requirement (`{ get set }`).
    public var body: Block?
    public var range: SourceRange

    public init(kind: Kind, parameter: Identifier?, effects: Effects, body: Block?, range: SourceRange) {
        self.kind = kind
        self.parameter = parameter
        self.effects = effects
        self.body = body
        self.range = range
    }
}

public struct TypeAliasDecl: Sendable {
    public var name: Identifier
    public var genericParameters: [GenericParameter]
    public var type: TypeSyntax

    public init(name: Identifier, genericParameters: [GenericParameter], type: TypeSyntax) {
        self.name = name
        self.genericParameters = genericParameters
        self.type = type
    }
}

/// One element of `case a, b(Int), c = 3`.
public struct EnumCaseElement: Sendable {
    public var name: Identifier
    public var associatedValues: [EnumAssociatedValue]?
    public var rawValue: Expr?
    public var range: SourceRange

    public init(name: Identifier, associatedValues: [EnumAssociatedValue]?, rawValue: Expr?, range: SourceRange) {
        self.name = name
        self.associatedValues = associatedValues
        self.rawValue = rawValue
        self.range = range
    }
}

public struct EnumAssociatedValue: Sendable {
    public var label: Identifier?
    public var type: TypeSyntax
    public var defaultValue: Expr?

    public init(label: Identifier?, type: TypeSyntax, defaultValue: Expr?) {
        self.label = label
        self.type = type
        self.defaultValue = defaultValue
    }
}

/// `subscript(params) -> Result { accessors }`
public struct SubscriptDecl: Sendable {
    public var genericParameters: [GenericParameter]
    public var parameters: [Parameter]
    public var resultType: TypeSyntax
    public var accessors: AccessorBlock?

    public init(genericParameters: [GenericParameter], parameters: [Parameter], resultType: TypeSyntax,
                accessors: AccessorBlock?) {
        self.genericParameters = genericParameters
        self.parameters = parameters
        self.resultType = resultType
        self.accessors = accessors
    }
}

public enum AccessLevel: String, Sendable { case `private`, `fileprivate`, `internal`, `public`, `open` }

/// Declaration modifiers: access control and the rest.
public struct DeclModifiers: Hashable, Sendable {
    public struct Flags: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let isStatic = Flags(rawValue: 1 << 0)
        public static let isClass = Flags(rawValue: 1 << 1)         // `class func`, `class var`
        public static let final = Flags(rawValue: 1 << 2)
        public static let mutating = Flags(rawValue: 1 << 3)
        public static let nonmutating = Flags(rawValue: 1 << 4)
        public static let override = Flags(rawValue: 1 << 5)
        public static let required = Flags(rawValue: 1 << 6)
        public static let convenience = Flags(rawValue: 1 << 7)
        public static let lazy = Flags(rawValue: 1 << 8)
        public static let weak = Flags(rawValue: 1 << 9)
        public static let unowned = Flags(rawValue: 1 << 10)
        public static let indirect = Flags(rawValue: 1 << 11)
        public static let optional = Flags(rawValue: 1 << 12)
        public static let dynamic = Flags(rawValue: 1 << 13)
        public static let nonisolated = Flags(rawValue: 1 << 14)
        /// `prefix func -`, `postfix func ...`, `infix func`: an operator implementation's fixity.
        public static let prefix = Flags(rawValue: 1 << 15)
        public static let postfix = Flags(rawValue: 1 << 16)
        public static let infix = Flags(rawValue: 1 << 17)
        /// `async let x = f()`: a child task whose value reading `x` awaits.
        public static let async = Flags(rawValue: 1 << 18)
    }
    public var access: AccessLevel?
    /// `private(set)` and friends.
    public var setterAccess: AccessLevel?
    public var flags: Flags

    public init(access: AccessLevel? = nil, setterAccess: AccessLevel? = nil, flags: Flags = []) {
        self.access = access
        self.setterAccess = setterAccess
        self.flags = flags
    }
}
