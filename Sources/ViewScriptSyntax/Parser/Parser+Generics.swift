// Generic parameter clauses (`<T: View, U>`), `where` clauses and inheritance clauses.
// Angle brackets are read with the helpers of `Parser+OperatorTokens.swift`.
extension Parser {
    // MARK: - Generic parameters

    /// generic-parameter-clause -> '<' generic-parameter (',' generic-parameter)* '>'
    /// generic-parameter -> identifier (':' type)?
    mutating func parseGenericParameterClauseIfPresent() -> [GenericParameter] {
        guard Self.isOperatorKind(token.kind), firstByte(of: token) == UInt8(ascii: "<") else { return [] }
        let open = token
        consumeFirstCharacter()  // `<>` is one operator token: its `>` stays
        return nested([]) { parser in
            var parameters: [GenericParameter] = []
            var progress: SourceOffset?
            repeat {
                guard parser.madeProgress(since: &progress) else { break }
                if parser.atContextual("each") && parser.peek().kind == .identifier { parser.advance() }
                guard parser.at(.identifier) else {
                    parser.report(.expectedGenericParameterName, at: parser.expectedLocation)
                    break
                }
                let name = parser.consumeIdentifier()
                var constraint: TypeSyntax?
                if parser.consume(.colon) != nil { constraint = parser.parseType() }
                parameters.append(GenericParameter(name: name, constraint: constraint))
            } while parser.consume(.comma) != nil
            if parser.atRightAngle {
                parser.consumeFirstCharacter()
            } else {
                parser.report(.expectedRightAngleInGenericParameters, at: parser.expectedLocation,
                              notes: [parser.matchingNote(open, "<")])
            }
            return parameters
        }
    }

    // MARK: - Where clauses

    /// generic-where-clause -> 'where' requirement (',' requirement)*
    /// requirement -> type ':' type | type '==' type
    mutating func parseGenericWhereClauseIfPresent() -> [GenericRequirement] {
        guard consume(.where) != nil else { return [] }
        var requirements: [GenericRequirement] = []
        var progress: SourceOffset?
        repeat {
            guard madeProgress(since: &progress) else { break }
            let subject = parseType()
            if consume(.colon) != nil {
                requirements.append(GenericRequirement(kind: .conformance, subject: subject, constraint: parseType()))
            } else if atOperator("==") {
                advance()
                requirements.append(GenericRequirement(kind: .sameType, subject: subject, constraint: parseType()))
            } else {
                report(.expectedRequirementRelation, at: expectedLocation)
                break
            }
        } while consume(.comma) != nil
        return requirements
    }

    // MARK: - Inheritance

    /// inheritance-clause -> ':' type (',' type)*   (`class` stands for `AnyObject`)
    mutating func parseInheritanceClause() -> [TypeSyntax] {
        guard consume(.colon) != nil else { return [] }
        var types: [TypeSyntax] = []
        var progress: SourceOffset?
        repeat {
            guard madeProgress(since: &progress) else { break }
            if at(.class) {
                let anyObject = Identifier("AnyObject", range: token.range)
                types.append(TypeSyntax(.named(anyObject, generics: []), range: consumeToken().range))
            } else {
                types.append(parseType())
            }
        } while consume(.comma) != nil
        return types
    }
}
