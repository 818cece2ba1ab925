/// A type as written.
public struct TypeSyntax: Sendable {
    public var kind: TypeKind
    public var range: SourceRange

    public init(_ kind: TypeKind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

public indirect enum TypeKind: Sendable {
    /// `Int`, `Binding<Bool>`, `Self`, `Any`.
    case named(Identifier, generics: [TypeSyntax])
    /// `Base.Name<Args>`: `ContentView.ViewModel`, `Foo.Bar`.
    case member(TypeSyntax, Identifier, generics: [TypeSyntax])
    /// `T?`
    case optional(TypeSyntax)
    /// `T!`
    case implicitlyUnwrapped(TypeSyntax)
    /// `[T]`
    case array(TypeSyntax)
    /// `[K: V]`
    case dictionary(TypeSyntax, TypeSyntax)
    /// `(A, label: B)`; `()` is `Void`. A single unlabelled element is a parenthesised type.
    case tuple([TupleTypeElement])
    /// `(A, B) async throws -> R`
    case function(parameters: [TupleTypeElement], effects: Effects, result: TypeSyntax)
    /// `some P`
    case opaque(TypeSyntax)
    /// `any P`
    case existential(TypeSyntax)
    /// `A & B`
    case composition([TypeSyntax])
    /// `T.Type` (`isProtocol` for `P.Protocol`)
    case metatype(TypeSyntax, isProtocol: Bool)
    /// `inout T` in a parameter.
    case inoutType(TypeSyntax)
    /// `@escaping T`, `@autoclosure T`, `@MainActor T`, `@Sendable T`.
    case attributed([Attribute], TypeSyntax)
    /// Stands where a type could not be parsed (a diagnostic was reported).
    case error
}

public struct TupleTypeElement: Sendable {
    public var label: Identifier?
    public var type: TypeSyntax
    /// `T...` in a function type's parameter list.
    public var isVariadic: Bool

    public init(label: Identifier?, type: TypeSyntax, isVariadic: Bool = false) {
        self.label = label
        self.type = type
        self.isVariadic = isVariadic
    }
}
