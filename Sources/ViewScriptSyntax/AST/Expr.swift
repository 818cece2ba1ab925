/// An expression and its source range.
public struct Expr: Sendable {
    public var kind: ExprKind
    public var range: SourceRange

    public init(_ kind: ExprKind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

/// Every expression form of the accepted Swift subset.
public indirect enum ExprKind: Sendable {
    // MARK: Literals
    /// Spelling as written, underscores included (`1_000`, `0x1F`); validated by the parser.
    case integerLiteral(String)
    case floatLiteral(String)
    case stringLiteral(StringLiteral)
    case booleanLiteral(Bool)
    case nilLiteral
    /// `[a, b]`; `[String]` in `[String]()` is an array literal holding a type name, as in Swift's parser.
    case arrayLiteral([Expr])
    case dictionaryLiteral([DictionaryElement])

    // MARK: Names
    case identifier(Identifier)
    /// `$0`, `$1`: anonymous closure parameters.
    case closureParameter(Int)
    /// `$name`: the projected value of a property wrapper (a `Binding` for `@State`).
    case projectedValue(Identifier)
    case selfExpr
    case superExpr
    /// `_` on the left of `=`.
    case discard
    /// `#file`, `#line`, `#function`, `#column` and other `#name(args)` expressions.
    case macroExpansion(Identifier, [Argument])

    // MARK: Postfix chains
    /// `base.name`; `name` may be a tuple index (`t.0`), `self`, `init` or `Type`.
    case member(Expr, Identifier)
    /// `.name` with the base left implicit (`.bordered`, `.seconds(2)`).
    case implicitMember(Identifier)
    /// `Name<Args>` in expression position (`Binding<Bool>(get:set:)`).
    case specialize(Expr, [TypeSyntax])
    case call(Expr, [Argument])
    case subscriptAccess(Expr, [Argument])
    /// `x?` inside an optional chain; the chain is wrapped in `optionalChain`.
    case bindOptional(Expr)
    /// The whole `a?.b.c` chain: evaluates to `nil` if any `bindOptional` inside finds `nil`.
    case optionalChain(Expr)
    case forceUnwrap(Expr)

    // MARK: Operators
    case prefix(PrefixOperator, Expr)
    case postfix(PostfixOperator, Expr)
    case binary(BinaryOperator, Expr, Expr)
    /// An operator the program declares (`2 ** 10`, `√x`, `n++`): its operands, in order.
    case operatorCall(OperatorFixity, Identifier, [Expr])
    case assign(Expr, Expr)
    case ternary(Expr, Expr, Expr)
    /// `x is T`
    case typeCheck(Expr, TypeSyntax)
    /// `x as T`, `x as? T`, `x as! T`
    case cast(Expr, CastKind, TypeSyntax)
    case tryExpr(TryKind, Expr)
    case awaitExpr(Expr)
    /// `&x` as an `inout` argument.
    case inoutArgument(Expr)

    // MARK: Compound
    case closure(ClosureExpr)
    /// `(a, b: c)`, and `()`. A single unlabelled element is `paren`.
    case tuple([TupleElement])
    case paren(Expr)
    case keyPath(KeyPathExpr)
    /// `let x = if c { a } else { b }`: an `if` used as a value (Swift 5.9); each branch
    /// holds one expression.
    case ifExpr(IfStmt)
    /// `let x = switch v { case ...: a default: b }`: a `switch` used as a value.
    case switchExpr(SwitchStmt)

    /// Stands where an expression was expected but could not be parsed (a diagnostic was reported).
    case error
}

public enum CastKind: Sendable { case coerce, conditional, forced }          // as, as?, as!
public enum TryKind: Sendable { case plain, optional, forced }                // try, try?, try!

public struct DictionaryElement: Sendable {
    public var key: Expr
    public var value: Expr
    public init(key: Expr, value: Expr) { self.key = key; self.value = value }
}

public struct TupleElement: Sendable {
    public var label: Identifier?
    public var value: Expr
    public init(label: Identifier?, value: Expr) { self.label = label; self.value = value }
}

/// A string literal split into literal text (escapes already decoded, multi-line
/// indentation already stripped) and interpolations (`\(x)`, `\(v, specifier: "%.1f")`).
public struct StringLiteral: Sendable {
    public enum Segment: Sendable {
        case text(String)
        case interpolation([Argument], range: SourceRange)
    }
    public var segments: [Segment]
    public var isMultiline: Bool
    public var isRaw: Bool

    public init(segments: [Segment], isMultiline: Bool, isRaw: Bool) {
        self.segments = segments
        self.isMultiline = isMultiline
        self.isRaw = isRaw
    }

    /// The text if the literal has no interpolation.
    public var staticText: String? {
        var text = ""
        for segment in segments {
            guard case .text(let part) = segment else { return nil }
            text += part
        }
        return text
    }
}

/// `{ [capture] (params) async throws -> Result in statements }`
public struct ClosureExpr: Sendable {
    public var attributes: [Attribute]
    public var captures: [CaptureItem]
    /// `nil` when the closure declares no parameters (it may use `$0`).
    public var parameters: [ClosureParameter]?
    public var effects: Effects
    public var resultType: TypeSyntax?
    public var body: Block

    public init(attributes: [Attribute], captures: [CaptureItem], parameters: [ClosureParameter]?,
                effects: Effects, resultType: TypeSyntax?, body: Block) {
        self.attributes = attributes
        self.captures = captures
        self.parameters = parameters
        self.effects = effects
        self.resultType = resultType
        self.body = body
    }
}

/// `weak self`, `x`, `y = expr` in a capture list.
public struct CaptureItem: Sendable {
    public enum Specifier: Sendable { case strong, weak, unowned }
    public var specifier: Specifier
    public var name: Identifier
    public var value: Expr?

    public init(specifier: Specifier, name: Identifier, value: Expr?) {
        self.specifier = specifier
        self.name = name
        self.value = value
    }
}

/// A closure parameter: `x`, `_`, `x: Int`.
public struct ClosureParameter: Sendable {
    public var name: Identifier          // `_` for an ignored parameter
    public var type: TypeSyntax?

    public init(name: Identifier, type: TypeSyntax?) {
        self.name = name
        self.type = type
    }
}

/// `\.count`, `\.self`, `\Person.name`, `\.dismiss`, `\.items[0]?.title`.
public struct KeyPathExpr: Sendable {
    public enum Component: Sendable {
        case property(Identifier)
        case `self`
        case optional
        case forceUnwrap
        case `subscript`([Argument])
    }
    public var root: TypeSyntax?
    public var components: [Component]

    public init(root: TypeSyntax?, components: [Component]) {
        self.root = root
        self.components = components
    }
}
