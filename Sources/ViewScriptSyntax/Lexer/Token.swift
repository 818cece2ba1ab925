/// Swift's reserved words that the front end treats as keywords. Contextual words
/// (`mutating`, `some`, `get`, `willSet`, `scenario`, `show`, ...) are identifiers
/// that the parser recognises by their text where they matter.
public enum Keyword: String, Sendable, CaseIterable {
    // Declarations
    case `associatedtype`, `class`, `deinit`, `enum`, `extension`, `fileprivate`, `func`, `import`
    case `init`, `inout`, `internal`, `let`, `operator`, `private`, `protocol`, `public`
    case `rethrows`, `static`, `struct`, `subscript`, `typealias`, `var`
    // Statements
    case `break`, `case`, `catch`, `continue`, `default`, `defer`, `do`, `else`, `fallthrough`
    case `for`, `guard`, `if`, `in`, `repeat`, `return`, `throw`, `switch`, `where`, `while`
    // Expressions and types
    case `as`, `Any`, `false`, `is`, `nil`, `self`, `Self`, `super`, `throws`, `true`, `try`
}

/// What a token is. Operators and punctuation that Swift gives special meaning have their
/// own kinds; other operators are classified by whitespace as Swift does
/// (prefix, postfix or binary), with their spelling in the source range.
public enum TokenKind: Hashable, Sendable {
    case identifier            // `name`, `Ünïcode`, `` `default` `` (range includes backticks)
    case keyword(Keyword)
    case dollarIdentifier      // `$0`, `$name`
    case wildcard              // `_`
    case integerLiteral        // `42`, `1_000`, `0x1F`, `0b1010`, `0o17`
    case floatLiteral          // `1.5`, `1e-3`, `0x1p4`
    case stringLiteral         // `"..."`, `"""..."""`, `#"..."#` (range covers delimiters)
    case regexLiteral          // `#/.../#`, and `/.../` where an expression starts (range covers delimiters)
    case poundIdentifier       // `#Preview`, `#if`, `#available`, `#file`
    case atSign                // `@` (an attribute name follows)
    case backslash             // `\` (a key path follows)

    case leftParen, rightParen
    case leftBrace, rightBrace
    case leftBracket, rightBracket
    case comma, colon, semicolon
    case period                // `.` bound to the left: `a.b`, `x.0`
    case prefixPeriod          // `.` not bound to the left: `.bordered`, `.seconds(2)`
    case arrow                 // `->`
    case equal                 // `=` (assignment; not an operator in Swift)
    case prefixAmpersand       // `&` before an inout argument
    case postfixQuestion       // `?` bound to the left: optional chaining, `Int?`
    case infixQuestion         // ` ? ` of a ternary
    case exclamationPostfix    // `!` bound to the left: force unwrap, `Int!`

    case prefixOperator        // `-x`, `!flag`, `..<5`
    case postfixOperator       // `x...`
    case binaryOperator        // `a + b`, `a..<b`, `a ?? b`

    case unknown               // stray or invalid bytes; the lexer has reported them
    case endOfFile
}

extension TokenKind {
    /// Compares the kinds' one-byte representations (`.keyword`'s payload is a one-byte enum;
    /// the other cases are its spare values), which is what the derived comparison, a call
    /// that switches over both kinds, computes: the parser compares kinds at almost every token.
    /// `unsafeBitCast` checks that the sizes match.
    @inline(__always)
    public static func == (lhs: TokenKind, rhs: TokenKind) -> Bool {
        unsafeBitCast(lhs, to: UInt8.self) == unsafeBitCast(rhs, to: UInt8.self)
    }
}

/// Facts about the whitespace around a token that the grammar depends on.
public struct TokenFlags: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A line break (or the start of the file) precedes the token.
    public static let atStartOfLine = TokenFlags(rawValue: 1 << 0)
    /// Whitespace or a comment precedes the token.
    public static let leadingTrivia = TokenFlags(rawValue: 1 << 1)
    /// Whitespace or a comment follows the token.
    public static let trailingTrivia = TokenFlags(rawValue: 1 << 2)
    /// A string literal that uses `"""` delimiters.
    public static let multiline = TokenFlags(rawValue: 1 << 3)
    /// A string literal with `#` delimiters (raw string).
    public static let raw = TokenFlags(rawValue: 1 << 4)
    /// The literal or identifier is malformed; the lexer already reported it.
    public static let malformed = TokenFlags(rawValue: 1 << 5)
    /// A numeric literal followed directly by identifier characters (`2s`, `150ms`). The token
    /// covers both; the expression parser reports the suffix, the scenario parser reads it as a unit.
    public static let identifierSuffix = TokenFlags(rawValue: 1 << 6)
}

/// One token: its kind, its byte range and whitespace facts. Its text is read from the
/// source on demand, so lexing allocates nothing per token.
public struct Token: Hashable, Sendable {
    public var kind: TokenKind
    public var range: SourceRange
    public var flags: TokenFlags

    public init(kind: TokenKind, range: SourceRange, flags: TokenFlags = []) {
        self.kind = kind
        self.range = range
        self.flags = flags
    }

    public var isAtStartOfLine: Bool { flags.contains(.atStartOfLine) }
}
