/// A name as written, with where it was written. Backticks are stripped.
public struct Identifier: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    public var range: SourceRange

    public init(_ name: String, range: SourceRange) {
        self.name = name
        self.range = range
    }

    public var description: String { name }
}

/// `@Name` or `@Name(arguments)`. Arguments of attributes with their own grammar
/// (`@available(iOS 15, *)`) are skipped and left `nil`.
public struct Attribute: Sendable {
    public var name: Identifier
    public var arguments: [Argument]?
    public var range: SourceRange

    public init(name: Identifier, arguments: [Argument]?, range: SourceRange) {
        self.name = name
        self.arguments = arguments
        self.range = range
    }
}

/// One argument of a call, subscript, attribute or interpolation: `label: value`.
/// Trailing closures are arguments too, in order, the first unlabelled.
public struct Argument: Sendable {
    public var label: Identifier?
    public var value: Expr
    public var isTrailingClosure: Bool

    public init(label: Identifier?, value: Expr, isTrailingClosure: Bool = false) {
        self.label = label
        self.value = value
        self.isTrailingClosure = isTrailingClosure
    }

    public var range: SourceRange { label.map { $0.range.union(value.range) } ?? value.range }
}

/// A `{ ... }` list of statements with the range of its braces.
public struct Block: Sendable {
    public var statements: [Stmt]
    public var range: SourceRange

    public init(statements: [Stmt], range: SourceRange) {
        self.statements = statements
        self.range = range
    }
}

/// `async` and `throws`/`rethrows` of a function, initializer, closure or accessor.
public struct Effects: Hashable, Sendable {
    public enum Throwing: Hashable, Sendable { case none, throwing, rethrowing }
    public var isAsync: Bool
    public var throwing: Throwing

    public init(isAsync: Bool = false, throwing: Throwing = .none) {
        self.isAsync = isAsync
        self.throwing = throwing
    }
}
