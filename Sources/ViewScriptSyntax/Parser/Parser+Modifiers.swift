// Declaration modifiers: access control (`private(set)`), `static`, `class`, and the
// contextual words (`final`, `mutating`, `override`, `lazy`, `weak`, ...).
extension Parser {
    /// A contextual word that modifies a declaration when another modifier or a declaration
    /// keyword follows it; elsewhere it is an ordinary name.
    enum ModifierWord {
        case final, mutating, nonmutating, override, required, convenience, lazy, weak, unowned
        case indirect, optional, dynamic, nonisolated, open, prefix, postfix, infix, async
    }

    static let modifierWords: [(StaticString, ModifierWord)] = [
        ("final", .final), ("mutating", .mutating), ("nonmutating", .nonmutating), ("override", .override),
        ("required", .required), ("convenience", .convenience), ("lazy", .lazy), ("weak", .weak),
        ("unowned", .unowned), ("indirect", .indirect), ("optional", .optional), ("dynamic", .dynamic),
        ("nonisolated", .nonisolated), ("open", .open),
        ("prefix", .prefix), ("postfix", .postfix), ("infix", .infix), ("async", .async),
    ]

    // MARK: - Lookahead

    /// The modifier word a token spells, if any (no allocation).
    func modifierWord(_ token: Token) -> ModifierWord? {
        guard token.kind == .identifier, (4...11).contains(token.range.length) else { return nil }
        for (spelling, word) in Self.modifierWords where tokenText(token, equals: spelling) {
            return word
        }
        return nil
    }

    /// Whether `next` may follow the modifier `word`: a declaration keyword, another modifier,
    /// `actor`, or the `(` of `unowned(unsafe)` / `nonisolated(unsafe)`.
    func canFollowModifier(_ word: ModifierWord, _ next: Token) -> Bool {
        switch next.kind {
        case .keyword(let keyword) where word == .async:
            return keyword == .let  // `async let`; elsewhere `async` is a name or an effect
        case .keyword(.operator):
            return word == .infix || word == .prefix || word == .postfix
        case .keyword(let keyword):
            return Self.startsDeclaration(keyword) || keyword == .case
        case .identifier:
            return modifierWord(next) != nil || tokenText(next, equals: "actor")
        case .leftParen:
            return word == .unowned || word == .nonisolated
        default:
            return false
        }
    }

    /// `class` is a modifier (`class func`, `class var`) when a member keyword or modifier follows.
    func classIsModifier() -> Bool {
        let next = peek()
        switch next.kind {
        case .keyword(.func), .keyword(.var), .keyword(.let), .keyword(.subscript), .keyword(.`init`),
             .keyword(.private), .keyword(.fileprivate), .keyword(.internal), .keyword(.public):
            return true
        case .identifier:
            return modifierWord(next) != nil
        default:
            return false
        }
    }

    // MARK: - Modifiers

    /// declaration-modifiers -> (access-modifier | 'static' | 'class' | contextual-modifier)*
    /// access-modifier -> ('private' | 'fileprivate' | 'internal' | 'public' | 'open') ('(' 'set' ')')?
    mutating func parseDeclarationModifiers() -> DeclModifiers {
        var modifiers = DeclModifiers()
        var progress: SourceOffset?
        while madeProgress(since: &progress) {
            switch token.kind {
            case .keyword(.static):
                modifiers.flags.insert(.isStatic)
                advance()
            case .keyword(.class):
                guard classIsModifier() else { return modifiers }
                modifiers.flags.insert(.isClass)
                advance()
            case .keyword(.private): parseAccessModifier(.private, into: &modifiers)
            case .keyword(.fileprivate): parseAccessModifier(.fileprivate, into: &modifiers)
            case .keyword(.internal): parseAccessModifier(.internal, into: &modifiers)
            case .keyword(.public): parseAccessModifier(.public, into: &modifiers)
            case .identifier:
                guard let word = modifierWord(token), canFollowModifier(word, peek()) else { return modifiers }
                if word == .open {
                    parseAccessModifier(.open, into: &modifiers)
                    continue
                }
                advance()
                modifiers.flags.insert(Self.flag(of: word))
                if at(.leftParen) { skipBalancedParentheses() }  // `unowned(unsafe)`
            default:
                return modifiers
            }
        }
        return modifiers
    }

    /// An access level, or with `(set)` the setter's access level.
    mutating func parseAccessModifier(_ level: AccessLevel, into modifiers: inout DeclModifiers) {
        advance()
        if at(.leftParen) {
            let next = peek()
            if next.kind == .identifier && tokenText(next, equals: "set") {
                advance()
                advance()
                if consume(.rightParen) == nil { report(.expected("')' in access modifier"), at: expectedLocation) }
                modifiers.setterAccess = level
                return
            }
        }
        modifiers.access = level
    }

    static func flag(of word: ModifierWord) -> DeclModifiers.Flags {
        switch word {
        case .final: return .final
        case .mutating: return .mutating
        case .nonmutating: return .nonmutating
        case .override: return .override
        case .required: return .required
        case .convenience: return .convenience
        case .lazy: return .lazy
        case .weak: return .weak
        case .unowned: return .unowned
        case .indirect: return .indirect
        case .optional: return .optional
        case .dynamic: return .dynamic
        case .nonisolated: return .nonisolated
        case .open: return []
        case .prefix: return .prefix
        case .postfix: return .postfix
        case .infix: return .infix
        case .async: return .async
        }
    }
}
