extension Parser {
    /// availability-arguments -> '(' (platform version? | '*') (',' ...)* ')'
    /// Reads `(iOS 17, *)`, `(iOS 17.4, macOS 14, *)`, `(iOS 18)` and returns the major
    /// version named for iOS (nil when iOS is not named); other platforms are skipped. Stops
    /// early at a brace or the end of the input, as `skipBalancedParentheses` does.
    mutating func parseAvailabilityArguments() -> Int? {
        var depth = 0
        var progress: SourceOffset?
        var major: Int?
        var afterIOS = false
        while !at(.endOfFile), !at(.leftBrace), !at(.rightBrace), madeProgress(since: &progress) {
            switch token.kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket: depth -= 1
            case .integerLiteral, .floatLiteral:
                if afterIOS, major == nil, let number = Int(text(token).split(separator: ".").first ?? "") { major = number }
            default: break
            }
            afterIOS = token.kind == .identifier && tokenText(token, equals: "iOS")
            advance()
            if depth <= 0 { return major }
        }
        return major
    }
}
