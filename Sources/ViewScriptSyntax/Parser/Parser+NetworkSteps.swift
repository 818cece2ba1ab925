// Steps that declare the simulated network and check the requests made (docs/scenarios.md):
// `respond to "URL" with """ BODY """ [status N] [after DURATION]` and
// `expect requests """ METHOD URL ... """`.
extension Parser {
    /// network-step -> 'to' string 'with' (multi-line-string | string) ('status' integer)? ('after' duration)?
    /// (after `respond`). The multi-line body is taken literally: a backslash is a backslash.
    mutating func parseRespondStep() -> ScenarioStepKind? {
        guard consumeContextual("to") != nil else {
            report(.expectedToAfterRespond, at: expectedLocation)
            return nil
        }
        guard let url = parseStepString(after: "'respond to'") else { return nil }
        guard atContextual("with") else {
            report(.expectedWithAfterRespondURL, at: expectedLocation)
            return nil
        }
        let multiline = multilineLiteralFollows(token)
        lexer.literalStrings = multiline
        advance()
        lexer.literalStrings = false
        guard at(.stringLiteral), !token.isAtStartOfLine else {
            report(.expectedResponseBody, at: expectedLocation)
            return nil
        }
        let body = decodedLiteral(consumeToken(), literal: multiline)
        var status = 200
        var delay: Int64 = 0
        var progress: SourceOffset?
        while !token.isAtStartOfLine, madeProgress(since: &progress) {
            if consumeContextual("status") != nil {
                guard at(.integerLiteral), !token.isAtStartOfLine, let code = Int(text(token)), (100...599).contains(code) else {
                    report(.expectedStatusCode, at: expectedLocation)
                    return nil
                }
                advance()
                status = code
            } else if consumeContextual("after") != nil {
                guard let nanoseconds = parseDuration() else { return nil }
                delay = nanoseconds
            } else {
                break
            }
        }
        return .respond(url: url, body: body, status: status, delay: delay)
    }

    /// `expect requests """ ... """` (after `expect`): one `METHOD URL` a line.
    mutating func parseExpectRequests() -> ScenarioStepKind? {
        let multiline = multilineLiteralFollows(token)
        lexer.literalStrings = multiline
        advance()  // 'requests'
        lexer.literalStrings = false
        guard multiline, at(.stringLiteral), !token.isAtStartOfLine else {
            report(.expectedRequestLines, at: expectedLocation)
            return nil
        }
        let text = decodedLiteral(consumeToken(), literal: multiline)
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: " \t") }.filter { !$0.isEmpty }
        return .expectRequests(lines)
    }

    /// The text of a string literal without interpolation (a multi-line one as lexed).
    private mutating func decodedLiteral(_ literal: Token, literal isLiteral: Bool) -> String {
        let decoded = Lexer.decodeStringLiteral(literal, in: file, literal: isLiteral, diagnostics: &diagnostics)
        var text = ""
        for segment in decoded.segments {
            switch segment {
            case .text(let part): text += part
            case .interpolation: report(.interpolationInScenarioStep, at: literal.range)
            }
        }
        return text
    }
}

private extension Substring {
    func trimmingCharacters(in characters: String) -> String {
        var slice = self[...]
        while let first = slice.first, characters.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, characters.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}
