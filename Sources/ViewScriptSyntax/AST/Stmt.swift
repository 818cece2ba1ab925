/// A statement and its source range.
public struct Stmt: Sendable {
    public var kind: StmtKind
    public var range: SourceRange

    public init(_ kind: StmtKind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

public indirect enum StmtKind: Sendable {
    case expression(Expr)
    /// A local declaration: `let`, `var`, `func`, a nested type.
    case declaration(Decl)
    case ifStmt(IfStmt)
    case guardStmt([Condition], else: Block)
    case whileStmt(label: Identifier?, [Condition], body: Block)
    case repeatWhile(label: Identifier?, body: Block, condition: Expr)
    case forIn(ForInStmt)
    case switchStmt(SwitchStmt)
    /// `do { } catch ... { }`; `catches` is empty for a plain `do` block.
    case doStmt(label: Identifier?, body: Block, catches: [CatchClause])
    case deferStmt(Block)
    case returnStmt(Expr?)
    case breakStmt(Identifier?)
    case continueStmt(Identifier?)
    case fallthroughStmt
    case throwStmt(Expr)
    /// Stands where a statement could not be parsed (a diagnostic was reported).
    case error
}

/// `if conditions { } else if ... { } else { }`
public struct IfStmt: Sendable {
    public var conditions: [Condition]
    public var then: Block
    public var elseBranch: ElseBranch?

    public init(conditions: [Condition], then: Block, elseBranch: ElseBranch?) {
        self.conditions = conditions
        self.then = then
        self.elseBranch = elseBranch
    }
}

public indirect enum ElseBranch: Sendable {
    case block(Block)
    case elseIf(IfStmt, range: SourceRange)
}

/// One comma-separated condition of `if`, `guard` or `while`.
public struct Condition: Sendable {
    public enum Kind: Sendable {
        case expression(Expr)
        /// `let x = e`, `var x = e`, `let x: T = e`, `let (a, b) = e`, shorthand `let x`
        /// (initializer `nil`). The pattern is a `.binding`, a `.wildcard` or a `.tuple` of them.
        case optionalBinding(isVar: Bool, pattern: Pattern, type: TypeSyntax?, initializer: Expr?)
        /// `case pattern = e`
        case casePattern(Pattern, Expr)
        /// `#available(iOS 17, *)` / `#unavailable(iOS 17)`: `iOS` is the major version the
        /// condition names for iOS (nil when it names none), answered by the simulated release.
        case availability(isAvailable: Bool, iOS: Int?)
    }
    public var kind: Kind
    public var range: SourceRange

    public init(_ kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

/// `label: for try await pattern in sequence where condition { }`
public struct ForInStmt: Sendable {
    public var label: Identifier?
    public var isAwait: Bool
    public var pattern: Pattern
    public var sequence: Expr
    public var whereClause: Expr?
    public var body: Block

    public init(label: Identifier?, isAwait: Bool, pattern: Pattern, sequence: Expr,
                whereClause: Expr?, body: Block) {
        self.label = label
        self.isAwait = isAwait
        self.pattern = pattern
        self.sequence = sequence
        self.whereClause = whereClause
        self.body = body
    }
}

public struct SwitchStmt: Sendable {
    public var label: Identifier?
    public var subject: Expr
    public var cases: [SwitchCase]

    public init(label: Identifier?, subject: Expr, cases: [SwitchCase]) {
        self.label = label
        self.subject = subject
        self.cases = cases
    }
}

/// `case p1, p2 where c:` or `default:` with its statements.
public struct SwitchCase: Sendable {
    /// Empty for `default`.
    public var items: [CaseItem]
    public var isDefault: Bool
    public var body: [Stmt]
    public var range: SourceRange

    public init(items: [CaseItem], isDefault: Bool, body: [Stmt], range: SourceRange) {
        self.items = items
        self.isDefault = isDefault
        self.body = body
        self.range = range
    }
}

/// A pattern with an optional `where` guard.
public struct CaseItem: Sendable {
    public var pattern: Pattern
    public var guardExpr: Expr?

    public init(pattern: Pattern, guardExpr: Expr?) {
        self.pattern = pattern
        self.guardExpr = guardExpr
    }
}

/// `catch`, `catch let e as MyError`, `catch MyError.bad where x`.
public struct CatchClause: Sendable {
    /// Empty for a bare `catch` (which binds `error`).
    public var items: [CaseItem]
    public var body: Block
    public var range: SourceRange

    public init(items: [CaseItem], body: Block, range: SourceRange) {
        self.items = items
        self.body = body
        self.range = range
    }
}
