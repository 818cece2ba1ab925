// Reading operator tokens by their spelling, without allocating: operator lookup tables,
// and splitting a glued operator token (`>>` closing two generic argument lists, `?>` in
// `Binding<String?>`, `?=` in `var x: Int?= nil`) one character at a time.
extension Parser {
    // MARK: Spelling

    /// Whether the token is an operator whose kind depends on whitespace (its spelling is its text).
    static func isOperatorKind(_ kind: TokenKind) -> Bool {
        switch kind {
        case .binaryOperator, .prefixOperator, .postfixOperator: return true
        default: return false
        }
    }

    /// The first byte of a non-empty token.
    func firstByte(of token: Token) -> UInt8? {
        let start = Int(token.range.start)
        guard token.range.length > 0, start < lexer.buffer.count else { return nil }
        return lexer.buffer[start]
    }

    /// The spelling of an operator of up to four bytes packed into an integer (nil if longer).
    private func operatorKey(_ token: Token) -> UInt32? {
        let length = token.range.length
        let start = Int(token.range.start)
        guard (1...4).contains(length), start + length <= lexer.buffer.count else { return nil }
        var key: UInt32 = 0
        for index in start..<start + length { key = key << 8 | UInt32(lexer.buffer[index]) }
        return key
    }

    private static func key(_ spelling: String) -> UInt32 {
        spelling.utf8.reduce(0) { $0 << 8 | UInt32($1) }
    }

    private static let binaryOperators: [UInt32: BinaryOperator] =
        Dictionary(uniqueKeysWithValues: BinaryOperator.allCases.map { (key($0.rawValue), $0) })
    private static let prefixOperators: [UInt32: PrefixOperator] =
        Dictionary(uniqueKeysWithValues: PrefixOperator.allCases.map { (key($0.rawValue), $0) })
    private static let postfixOperators: [UInt32: PostfixOperator] =
        Dictionary(uniqueKeysWithValues: PostfixOperator.allCases.map { (key($0.rawValue), $0) })

    func binaryOperator(_ token: Token) -> BinaryOperator? {
        operatorKey(token).flatMap { Self.binaryOperators[$0] }
    }

    func prefixOperator(_ token: Token) -> PrefixOperator? {
        operatorKey(token).flatMap { Self.prefixOperators[$0] }
    }

    func postfixOperator(_ token: Token) -> PostfixOperator? {
        operatorKey(token).flatMap { Self.postfixOperators[$0] }
    }

    /// Whether the current token is an operator spelled exactly `spelling`.
    func atOperator(_ spelling: StaticString) -> Bool {
        Self.isOperatorKind(token.kind) && tokenText(token, equals: spelling)
    }

    // MARK: Angle brackets and glued suffixes

    /// `<` opening a generic argument list.
    var atLeftAngle: Bool { atOperator("<") }

    /// A `>` closing a generic argument list, possibly glued to more operator characters (`>>`, `>?`).
    var atRightAngle: Bool { atGluedOperator(startingWith: UInt8(ascii: ">"), kinds: .any) }

    /// `?` after a type (`Int?`), possibly glued to more characters (`?>` in `Binding<Int?>`).
    var atTypeQuestion: Bool {
        at(.postfixQuestion) || atGluedOperator(startingWith: UInt8(ascii: "?"), kinds: .leftBound)
    }

    /// `!` after a type (`Int!`), possibly glued to more characters.
    var atTypeExclamation: Bool {
        at(.exclamationPostfix) || atGluedOperator(startingWith: UInt8(ascii: "!"), kinds: .leftBound)
    }

    enum GluedKinds { case any, leftBound }

    private func atGluedOperator(startingWith byte: UInt8, kinds: GluedKinds) -> Bool {
        guard Self.isOperatorKind(token.kind) || token.kind == .infixQuestion else { return false }
        if kinds == .leftBound && token.flags.contains(.leadingTrivia) { return false }
        return firstByte(of: token) == byte
    }

    /// Consumes the first character of the current token. A longer operator token
    /// (`>>`, `?>`, `?=`) is split: its remainder stays the current token, reclassified.
    mutating func consumeFirstCharacter() {
        guard token.range.length > 1 else {
            advance()
            return
        }
        previousTokenEnd = token.range.start + 1
        token.range.start += 1
        token.flags.remove([.atStartOfLine, .leadingTrivia])
        if token.range.length == 1, let byte = firstByte(of: token) {
            switch byte {
            case UInt8(ascii: "?"): token.kind = .postfixQuestion
            case UInt8(ascii: "!"): token.kind = .exclamationPostfix
            case UInt8(ascii: "="): token.kind = .equal
            default: break
            }
        } else if token.kind == .prefixOperator {
            // The remainder is bound on its left now.
            token.kind = token.flags.contains(.trailingTrivia) ? .postfixOperator : .binaryOperator
        }
    }
}
