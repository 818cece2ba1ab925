// Token-level look ahead for the expression grammar's speculative forms. Before a closure
// signature, a generic argument clause or an enum-case pattern is parsed speculatively,
// a scan over a copy of the lexer checks that it can be one and that the region holds no
// closure. A failed speculation then never re-parses a nested closure (which could double
// the work at every nesting level), and the scans are bounded.
extension Parser {
    /// A copy of the token stream from the current token; reading it changes nothing.
    struct Lookahead {
        var lexer: Lexer
        var token: Token

        mutating func advance() {
            guard token.kind != .endOfFile else { return }
            repeat { token = lexer.next() } while token.kind == .unknown
        }

        /// At `(` or `[`: moves past the matching closer. False if a brace or the end of the
        /// input comes first, or the group is longer than a signature could be.
        mutating func skipBalanced() -> Bool {
            var depth = 0
            for _ in 0..<Parser.scanLimit {
                switch token.kind {
                case .leftParen, .leftBracket: depth += 1
                case .rightParen, .rightBracket: depth -= 1
                case .leftBrace, .rightBrace, .endOfFile: return false
                default: break
                }
                advance()
                if depth == 0 { return true }
            }
            return false
        }
    }

    func lookahead() -> Lookahead { Lookahead(lexer: lexer, token: token) }

    /// The most tokens a scan reads before giving up.
    fileprivate static let scanLimit = 512

    // MARK: Closure signatures

    /// After a closure's `{`: whether the tokens up to an `in` may be a signature
    /// (`@MainActor [weak self] (a: Int) async -> T in`, `a, b in`), with no brace before
    /// the `in`. Follows the signature's grammar at the token level, so a body such as
    /// `Text("a")` is rejected after a token or two.
    func closureMayHaveSignature() -> Bool {
        var scan = lookahead()
        while scan.token.kind == .atSign {
            scan.advance()
            guard scan.token.kind == .identifier else { return false }
            scan.advance()
            if scan.token.kind == .leftParen, !scan.skipBalanced() { return false }
        }
        if scan.token.kind == .leftBracket, !scan.skipBalanced() { return false }
        if scan.token.kind == .leftParen {
            guard scan.skipBalanced() else { return false }
        } else {
            while scan.token.kind == .identifier || scan.token.kind == .wildcard || scan.token.kind == .dollarIdentifier {
                scan.advance()
                guard scan.token.kind == .comma else { break }
                scan.advance()
            }
        }
        while scan.token.kind == .keyword(.throws) || scan.token.kind == .keyword(.rethrows)
            || (scan.token.kind == .identifier && tokenText(scan.token, equals: "async")) {
            scan.advance()
            if scan.token.kind == .leftParen, !scan.skipBalanced() { return false } // typed throws
        }
        guard scan.token.kind == .arrow else { return scan.token.kind == .keyword(.in) }
        scan.advance()
        for _ in 0..<Self.scanLimit {
            switch scan.token.kind {
            case .keyword(.in):
                return true
            case .leftParen, .leftBracket:
                guard scan.skipBalanced() else { return false }
                continue
            case .identifier, .wildcard, .comma, .arrow, .atSign, .period, .postfixQuestion, .exclamationPostfix,
                 .binaryOperator, .prefixOperator, .postfixOperator, .keyword(.throws), .keyword(.rethrows),
                 .keyword(.Self), .keyword(.Any):
                scan.advance()
            default:
                return false
            }
        }
        return false
    }

    // MARK: Generic argument clauses

    /// At a `<` after a name in an expression: whether a matching `>` follows with only
    /// tokens that can be spelled in types between them.
    func genericArgumentsMayFollow() -> Bool {
        var scan = lookahead()
        var angles = 0
        for _ in 0..<Self.scanLimit / 4 {
            switch scan.token.kind {
            case .binaryOperator, .prefixOperator, .postfixOperator, .postfixQuestion, .exclamationPostfix:
                if tokenText(scan.token, equals: "&") { break } // a composition `A & B`
                let start = Int(scan.token.range.start)
                for index in start..<min(Int(scan.token.range.end), lexer.buffer.count) {
                    switch lexer.buffer[index] {
                    case UInt8(ascii: "<"): angles += 1
                    case UInt8(ascii: ">"):
                        angles -= 1
                        if angles == 0 { return true }
                    case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "."): break
                    default: return false
                    }
                }
            case .identifier, .wildcard, .comma, .period, .leftParen, .rightParen, .leftBracket, .rightBracket,
                 .colon, .arrow, .keyword(.Self), .keyword(.Any), .keyword(.throws), .keyword(.inout):
                break
            default:
                return false
            }
            scan.advance()
        }
        return false
    }

    // MARK: Enum-case patterns

    /// Whether `Type.name(...)` or `.name(...)` here ends where a pattern ends (`:`, `,`, `=`,
    /// `where`, ...) with no closure in its arguments; otherwise it is an expression pattern
    /// (`case .a ... .z`, `case Limits.max + 1`).
    func enumCasePatternMayFollow() -> Bool {
        var scan = lookahead()
        let qualified = scan.token.kind == .identifier || scan.token.kind == .keyword(.Self)
        if qualified { scan.advance() }
        guard scan.token.kind == .period || scan.token.kind == .prefixPeriod else { return false }
        scan.advance()
        guard scan.token.kind == .identifier else { return false }
        scan.advance()
        while qualified, scan.token.kind == .period {
            scan.advance()
            guard scan.token.kind == .identifier else { return false }
            scan.advance()
        }
        if scan.token.kind == .leftParen, !scan.token.isAtStartOfLine {
            var depth = 0
            var count = 0
            repeat {
                switch scan.token.kind {
                case .leftParen: depth += 1
                case .rightParen: depth -= 1
                case .leftBrace, .rightBrace, .endOfFile: return false
                default: break
                }
                count += 1
                scan.advance()
            } while depth > 0 && count < Self.scanLimit
            if depth > 0 { return false }
        }
        return Self.endsPattern(scan.token)
    }

    /// Tokens that may follow a complete pattern.
    static func endsPattern(_ token: Token) -> Bool {
        switch token.kind {
        case .colon, .comma, .equal, .rightParen, .rightBracket, .leftBrace, .rightBrace, .postfixQuestion,
             .endOfFile, .keyword(.where), .keyword(.in), .keyword(.as):
            return true
        default:
            return token.isAtStartOfLine
        }
    }
}
