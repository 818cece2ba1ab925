/// A pattern in `case`, `catch`, `for`-`in` and variable declarations.
public struct Pattern: Sendable {
    public var kind: PatternKind
    public var range: SourceRange

    public init(_ kind: PatternKind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

extension Pattern {
    /// The name a `.binding` pattern binds (`x` in `if let x`), else nil.
    public var boundName: Identifier? {
        if case .binding(let name) = kind { return name }
        return nil
    }
}

public indirect enum PatternKind: Sendable {
    /// `_`
    case wildcard
    /// A name being bound: in declarations, and under `let`/`var` in `case` patterns.
    case binding(Identifier)
    /// `let p`, `var p`: names inside `p` are bound.
    case valueBinding(isVar: Bool, Pattern)
    /// `(p1, label: p2)`
    case tuple([TuplePatternElement])
    /// `.name`, `.name(p...)`, `Type.name(p...)`
    case enumCase(type: TypeSyntax?, name: Identifier, arguments: [TuplePatternElement]?)
    /// `p?`: matches a non-nil optional.
    case optional(Pattern)
    /// `is T`
    case typeCheck(TypeSyntax)
    /// `p as T`
    case cast(Pattern, TypeSyntax)
    /// `p: T` in declarations.
    case typed(Pattern, TypeSyntax)
    /// Any other expression, matched with `~=` (`1...5`, `"a"`, `someConstant`).
    case expression(Expr)
}

public struct TuplePatternElement: Sendable {
    public var label: Identifier?
    public var pattern: Pattern

    public init(label: Identifier?, pattern: Pattern) {
        self.label = label
        self.pattern = pattern
    }
}
