// The declaration grammar: lookahead, dispatch, member lists and the small declarations
// (`import`, `typealias`, `associatedtype`, freestanding macros). Types, functions,
// variables, modifiers and generics have their own files.
extension Parser {
    /// Where a declaration stands; it decides which declarations are allowed.
    enum DeclarationPlace {
        case topLevel, local, enumBody, typeBody
    }

    // MARK: - Lookahead

    /// Whether the current token starts a declaration (attributes, modifiers, `let`, `func`, ...).
    /// Looks ahead at most one token and consumes nothing.
    func isAtDeclarationStart() -> Bool {
        switch token.kind {
        case .atSign:
            return true
        case .keyword(let keyword):
            return Self.startsDeclaration(keyword)
        case .identifier:
            if atContextual("actor") {
                let next = peek()
                return next.kind == .identifier && !next.isAtStartOfLine
            }
            if atPrecedenceGroupDeclaration { return true }
            guard let word = modifierWord(token) else { return false }
            return canFollowModifier(word, peek())
        default:
            return false
        }
    }

    /// Keywords that begin a declaration (modifier keywords included).
    static func startsDeclaration(_ keyword: Keyword) -> Bool {
        switch keyword {
        case .let, .var, .func, .struct, .class, .enum, .protocol, .extension, .import, .typealias,
             .`init`, .deinit, .subscript, .associatedtype, .static, .private, .fileprivate, .internal, .public:
            return true
        default:
            return false
        }
    }

    // MARK: - Declarations

    /// declaration -> attributes? modifiers? (import | struct | class | enum | protocol | actor | extension
    ///              | func | init | deinit | let | var | typealias | case | subscript | associatedtype
    ///              | macro-expansion)
    mutating func parseDeclaration() -> Decl {
        parseDeclaration(in: .local)
    }

    mutating func parseDeclaration(in place: DeclarationPlace) -> Decl {
        let start = token.range.start
        let attributes = at(.atSign) ? parseAttributes() : []
        let modifiers = parseDeclarationModifiers()
        let kind: DeclKind
        switch token.kind {
        case .keyword(.import): kind = parseImportDeclaration()
        case .keyword(.struct): kind = parseNominalTypeDeclaration(.structType)
        case .keyword(.class): kind = parseNominalTypeDeclaration(.classType)
        case .keyword(.enum): kind = parseNominalTypeDeclaration(.enumType)
        case .keyword(.protocol): kind = parseNominalTypeDeclaration(.protocolType)
        case .identifier where atContextual("actor"): kind = parseNominalTypeDeclaration(.actorType)
        case .keyword(.extension): kind = parseExtensionDeclaration()
        case .keyword(.func):
            kind = parseFunctionDeclaration()
            if case .function(let function) = kind { checkOperatorImplementation(function.name) }
        case .keyword(.operator): kind = parseOperatorDeclaration(modifiers)
        case .identifier where atPrecedenceGroupDeclaration: kind = parsePrecedenceGroupDeclaration()
        case .keyword(.`init`): kind = parseInitializerDeclaration()
        case .keyword(.deinit): kind = parseDeinitializerDeclaration()
        case .keyword(.let), .keyword(.var): kind = parseVariableDeclaration()
        case .keyword(.typealias): kind = parseTypeAliasDeclaration()
        case .keyword(.subscript): kind = parseSubscriptDeclaration()
        case .keyword(.associatedtype): kind = parseAssociatedTypeDeclaration()
        case .keyword(.case):
            if place != .enumBody { report(.enumCaseOutsideEnum, at: token.range) }
            kind = parseEnumCaseDeclaration()
        case .poundIdentifier:
            kind = parseMacroExpansionDeclaration()
        default:
            report(.expectedDeclaration, at: expectedLocation)
            kind = .error
        }
        return Decl(kind, attributes: attributes, modifiers: modifiers, range: range(from: start))
    }

    /// A declaration's name after its keyword, or an empty name and an error.
    mutating func parseDeclarationName(in declaration: @autoclosure () -> String) -> Identifier {
        if at(.identifier) {
            return consumeIdentifier()
        }
        let here = expectedLocation
        report(.expectedIdentifier(in: declaration()), at: here)
        return Identifier("", range: here)
    }

    // MARK: - Member lists

    /// member-block -> '{' (member (';' | newline))* '}'
    mutating func parseMemberBlock(of kind: String, place: DeclarationPlace) -> [Decl] {
        guard let open = consume(.leftBrace) else {
            report(.expectedLeftBraceInType(kind), at: expectedLocation)
            return []
        }
        return nested([]) { parser in
            let members = parser.parseMemberList(place)
            parser.closeBlockBrace(opening: open, .expectedRightBraceInType(kind))
            return members
        }
    }

    /// members -> declaration*, up to (not including) a `}` or the end of the input.
    mutating func parseMemberList(_ place: DeclarationPlace) -> [Decl] {
        let members = scratch.declarations
        let mark = members.count
        var progress: SourceOffset?
        while !at(.rightBrace), !at(.endOfFile), madeProgress(since: &progress) {
            if consume(.semicolon) != nil { continue }
            let start = token.range.start
            let errors = diagnostics.count
            if isAtDeclarationStart() || at(.case) || at(.poundIdentifier) {
                members.append(parseDeclaration(in: place))
            } else {
                report(.expectedDeclaration, at: token.range)
            }
            finishListItem(startedAt: start, errorsBefore: errors, separator: .consecutiveDeclarations)
        }
        return members.take(from: mark)
    }

    // MARK: - Small declarations

    /// import-declaration -> 'import' import-kind? identifier ('.' identifier)*
    mutating func parseImportDeclaration() -> DeclKind {
        advance()
        switch token.kind {
        case .keyword(.struct), .keyword(.class), .keyword(.enum), .keyword(.protocol), .keyword(.typealias),
             .keyword(.func), .keyword(.var), .keyword(.let):
            if !token.isAtStartOfLine { advance() }
        default:
            break
        }
        guard at(.identifier), !token.isAtStartOfLine else {
            report(.expectedModuleName, at: expectedLocation)
            return .importDecl([])
        }
        var path = [consumeIdentifier()]
        var progress: SourceOffset?
        while at(.period), madeProgress(since: &progress) {
            advance()
            guard at(.identifier) else {
                report(.expectedModuleName, at: expectedLocation)
                break
            }
            path.append(consumeIdentifier())
        }
        return .importDecl(path)
    }

    /// typealias-declaration -> 'typealias' identifier generic-parameter-clause? '=' type
    mutating func parseTypeAliasDeclaration() -> DeclKind {
        advance()
        let name = parseDeclarationName(in: "typealias declaration")
        let generics = parseGenericParameterClauseIfPresent()
        let type: TypeSyntax
        if consume(.equal) != nil {
            type = parseType()
        } else {
            report(.expectedEqualInTypeAlias, at: expectedLocation)
            type = TypeSyntax(.error, range: expectedLocation)
        }
        _ = parseGenericWhereClauseIfPresent()
        return .typeAlias(TypeAliasDecl(name: name, genericParameters: generics, type: type))
    }

    /// associatedtype-declaration -> 'associatedtype' identifier inheritance-clause? ('=' type)? generic-where-clause?
    mutating func parseAssociatedTypeDeclaration() -> DeclKind {
        advance()
        let name = parseDeclarationName(in: "associatedtype declaration")
        let inheritance = parseInheritanceClause()
        var defaultType: TypeSyntax?
        if consume(.equal) != nil { defaultType = parseType() }
        _ = parseGenericWhereClauseIfPresent()
        return .associatedType(name, inheritance: inheritance, defaultType: defaultType)
    }

    /// macro-expansion-declaration -> '#' identifier argument-list? trailing-closures?
    /// (`#Preview { ContentView() }`, `#Preview("Name") { ... }`), read by the expression parser.
    mutating func parseMacroExpansionDeclaration() -> DeclKind {
        let nameToken = token
        let expression = parseExpression()
        switch expression.kind {
        case .macroExpansion(let name, let arguments):
            return .macroExpansion(name, arguments)
        case .call(let callee, let trailing):
            if case .macroExpansion(let name, let arguments) = callee.kind {
                return .macroExpansion(name, arguments + trailing)
            }
        case .error:
            return .error
        default:
            break
        }
        report(.expectedMacroName, at: nameToken.range)
        return .error
    }
}
