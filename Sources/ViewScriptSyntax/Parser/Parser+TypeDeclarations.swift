// Type declarations: `struct`, `class`, `enum`, `protocol`, `actor`, `extension`, and enum cases.
extension Parser {
    // MARK: - Nominal types

    /// struct-declaration -> 'struct' identifier generic-parameter-clause? inheritance-clause?
    ///                       generic-where-clause? member-block
    /// (`class`, `enum`, `protocol` and `actor` declarations have the same shape.)
    mutating func parseNominalTypeDeclaration(_ kind: NominalKind) -> DeclKind {
        advance()  // the keyword
        let name = parseDeclarationName(in: "\(kind.rawValue) declaration")
        let generics = parseGenericParameterClauseIfPresent()
        let inheritance = parseInheritanceClause()
        let requirements = parseGenericWhereClauseIfPresent()
        let members = parseMemberBlock(of: kind.rawValue, place: kind == .enumType ? .enumBody : .typeBody)
        return .nominal(NominalTypeDecl(kind: kind, name: name, genericParameters: generics, inheritance: inheritance,
                                        requirements: requirements, members: members))
    }

    /// extension-declaration -> 'extension' type inheritance-clause? generic-where-clause? member-block
    mutating func parseExtensionDeclaration() -> DeclKind {
        advance()
        let extendedType = parseType()
        let inheritance = parseInheritanceClause()
        let requirements = parseGenericWhereClauseIfPresent()
        let members = parseMemberBlock(of: "extension", place: .typeBody)
        return .extensionDecl(ExtensionDecl(extendedType: extendedType, inheritance: inheritance,
                                            requirements: requirements, members: members))
    }

    // MARK: - Enum cases

    /// enum-case-declaration -> 'case' enum-case-element (',' enum-case-element)*
    /// enum-case-element -> identifier associated-values? ('=' expression)?
    mutating func parseEnumCaseDeclaration() -> DeclKind {
        advance()  // 'case'
        var elements: [EnumCaseElement] = []
        var progress: SourceOffset?
        repeat {
            guard madeProgress(since: &progress) else { break }
            let start = token.range.start
            guard at(.identifier) else {
                report(.expectedIdentifier(in: "enum 'case' declaration"), at: expectedLocation)
                break
            }
            let name = consumeIdentifier()
            var associatedValues: [EnumAssociatedValue]?
            if at(.leftParen) { associatedValues = parseEnumAssociatedValues() }
            var rawValue: Expr?
            if consume(.equal) != nil { rawValue = parseExpression() }
            elements.append(EnumCaseElement(name: name, associatedValues: associatedValues, rawValue: rawValue,
                                            range: range(from: start)))
        } while consume(.comma) != nil
        return .enumCase(elements)
    }

    /// associated-values -> '(' (associated-value (',' associated-value)*)? ')'
    /// associated-value -> ((identifier | '_') identifier? ':')? type ('=' expression)?
    mutating func parseEnumAssociatedValues() -> [EnumAssociatedValue] {
        let open = consumeToken()  // '('
        return nested([]) { parser in
            var values: [EnumAssociatedValue] = []
            var progress: SourceOffset?
            while !parser.at(.rightParen), !parser.at(.endOfFile), !parser.at(.rightBrace),
                  parser.madeProgress(since: &progress) {
                values.append(parser.parseEnumAssociatedValue())
                if parser.consume(.comma) == nil { break }
            }
            if parser.consume(.rightParen) == nil {
                parser.report(.expectedRightParenInParameters, at: parser.expectedLocation,
                              notes: [parser.matchingNote(open, "(")])
            }
            return values
        }
    }

    mutating func parseEnumAssociatedValue() -> EnumAssociatedValue {
        var label: Identifier?
        if (at(.identifier) || at(.wildcard)) && peek().kind == .colon {
            let name = consumeToken()
            if name.kind == .identifier { label = identifier(name) }
            advance()  // ':'
        } else if at(.wildcard), peek().kind == .identifier {
            let saved = checkpoint()
            advance()
            advance()
            if consume(.colon) == nil { restore(saved) }
        }
        let type = parseType()
        var defaultValue: Expr?
        if consume(.equal) != nil { defaultValue = parseExpression() }
        return EnumAssociatedValue(label: label, type: type, defaultValue: defaultValue)
    }
}
