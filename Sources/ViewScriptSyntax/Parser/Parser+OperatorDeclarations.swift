// Operator and precedence group declarations (`infix operator ** : ExponentiationPrecedence`,
// `precedencegroup ExponentiationPrecedence { higherThan: MultiplicationPrecedence }`), and the
// scan that reads them before a file is parsed: swiftc folds a sequence by the operators the
// whole module declares, wherever they stand.
extension Parser {
    // MARK: - Declarations

    /// operator-declaration -> ('infix' | 'prefix' | 'postfix') 'operator' operator (':' precedence-group-name)?
    mutating func parseOperatorDeclaration(_ modifiers: DeclModifiers) -> DeclKind {
        let fixity: OperatorFixity = modifiers.flags.contains(.prefix) ? .prefix
            : modifiers.flags.contains(.postfix) ? .postfix : .infix
        advance() // 'operator'
        guard Self.isOperatorKind(token.kind) || at(.equal) else {
            report(.expectedOperatorName, at: expectedLocation)
            return .error
        }
        let name = Identifier(text(token), range: token.range)
        advance()
        var group: Identifier?
        if fixity == .infix, consume(.colon) != nil {
            if at(.identifier) {
                let groupName = consumeIdentifier()
                if !operators.knowsGroup(groupName.name) {
                    report(.unknownPrecedenceGroup(groupName.name), at: groupName.range)
                }
                group = groupName
            } else {
                report(.expectedIdentifier(in: "operator declaration"), at: expectedLocation)
            }
        }
        return .operatorDecl(OperatorDecl(fixity: fixity, name: name, group: group))
    }

    /// precedence-group-declaration -> 'precedencegroup' identifier '{' precedence-group-attribute* '}'
    /// precedence-group-attribute -> ('higherThan' | 'lowerThan') ':' identifier (',' identifier)*
    ///                             | 'associativity' ':' ('left' | 'right' | 'none')
    ///                             | 'assignment' ':' ('true' | 'false')
    mutating func parsePrecedenceGroupDeclaration() -> DeclKind {
        advance() // 'precedencegroup'
        var group = PrecedenceGroupDecl(name: parseDeclarationName(in: "precedence group declaration"))
        guard let open = consume(.leftBrace) else {
            report(.expectedLeftBraceInType("precedence group"), at: expectedLocation)
            return .precedenceGroup(group)
        }
        var progress: SourceOffset?
        while !at(.rightBrace), !at(.endOfFile), madeProgress(since: &progress) {
            guard at(.identifier) else {
                report(.expectedPrecedenceGroupAttribute, at: token.range)
                advance()
                continue
            }
            let attribute = consumeIdentifier()
            _ = expect(.colon, .expected("':' after '\(attribute.name)'"))
            switch attribute.name {
            case "higherThan", "lowerThan":
                var names: [Identifier] = []
                repeat {
                    guard at(.identifier) else { report(.expectedIdentifier(in: "precedence group"), at: expectedLocation); break }
                    names.append(consumeIdentifier())
                } while consume(.comma) != nil
                if attribute.name == "higherThan" { group.higherThan += names } else { group.lowerThan += names }
            case "associativity":
                let word = at(.identifier) ? text(token) : ""
                switch word {
                case "left": group.associativity = .left
                case "right": group.associativity = .right
                case "none": group.associativity = .none
                default:
                    report(.expectedAssociativity, at: expectedLocation)
                    continue
                }
                advance()
            case "assignment":
                if consume(.true) != nil { group.isAssignment = true } else if consume(.false) == nil {
                    report(.expected("'true' or 'false' after 'assignment'"), at: expectedLocation)
                }
            default:
                report(.expectedPrecedenceGroupAttribute, at: attribute.range)
            }
        }
        closeBlockBrace(opening: open, .expectedRightBraceInType("precedence group"))
        return .precedenceGroup(group)
    }

    /// `precedencegroup Name`: the contextual keyword followed by a name.
    var atPrecedenceGroupDeclaration: Bool {
        guard atContextual("precedencegroup") else { return false }
        let next = peek()
        return next.kind == .identifier && !next.isAtStartOfLine
    }

    /// An operator function's name must be an operator the standard library or the program declares.
    mutating func checkOperatorImplementation(_ name: Identifier) {
        guard let first = name.name.unicodeScalars.first, !first.properties.isXIDStart, first != "_" else { return }
        let spelling = name.name
        if BinaryOperator(rawValue: spelling) != nil || PrefixOperator(rawValue: spelling) != nil
            || PostfixOperator(rawValue: spelling) != nil || operators.declaresAny(spelling) {
            return
        }
        report(.operatorWithoutDeclaration, at: name.range)
    }

    // MARK: - The scan before parsing

    /// The operator and precedence group declarations of the given parts of a file, read with
    /// a parser whose diagnostics are dropped (the real parse reports them).
    static func scanOperatorDeclarations(_ file: SourceFile, _ buffer: UnsafeBufferPointer<UInt8>,
                                         ranges: [Range<Int>]) -> OperatorTable {
        var table = OperatorTable()
        guard mayDeclareOperators(buffer) else { return table }
        for range in ranges {
            var scanner = Parser(file: file, buffer: buffer, range: range, options: ParseOptions(), operators: table)
            var progress: SourceOffset?
            while !scanner.at(.endOfFile), scanner.madeProgress(since: &progress) {
                if scanner.atPrecedenceGroupDeclaration,
                   case .precedenceGroup(let group) = scanner.parsePrecedenceGroupDeclaration() {
                    scanner.operators.declare(group)
                    continue
                }
                if scanner.at(.identifier), let word = scanner.modifierWord(scanner.token),
                   word == .infix || word == .prefix || word == .postfix, scanner.peek().kind == .keyword(.operator) {
                    let flags = flag(of: word)
                    scanner.advance()
                    if case .operatorDecl(let decl) = scanner.parseOperatorDeclaration(DeclModifiers(flags: flags)) {
                        scanner.operators.declare(decl)
                    }
                    continue
                }
                scanner.advance()
            }
            table = scanner.operators
        }
        table.resolveGroups()
        return table
    }

    /// Whether the bytes hold `operator` at all (most files do not: no scan then). A
    /// Boyer-Moore-Horspool search: each step compares the last byte of the window and moves
    /// by up to the word's length, so it reads about one byte in eight.
    static func mayDeclareOperators(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        let word: StaticString = "operator"
        let length = word.utf8CodeUnitCount
        let spelling = word.utf8Start
        guard buffer.count >= length else { return false }
        // How far the window may move when its last byte is `byte`: the distance from that
        // byte's last place in the word (before the final byte) to the end, else the length.
        var shifts = [Int](repeating: length, count: 256)
        for index in 0..<(length - 1) { shifts[Int(spelling[index])] = length - 1 - index }
        var end = length - 1
        while end < buffer.count {
            let last = buffer[end]
            if last == spelling[length - 1] {
                var matched = true
                for offset in 1..<length where buffer[end - offset] != spelling[length - 1 - offset] {
                    matched = false
                    break
                }
                if matched { return true }
            }
            end += shifts[Int(last)]
        }
        return false
    }
}
