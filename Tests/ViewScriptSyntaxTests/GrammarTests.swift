import Foundation
import Testing
@testable import ViewScriptSyntax

/// Keeps `Grammar/` true: every example in `viewscript.ebnf` parses without a diagnostic,
/// every counter-example is rejected, every production has an example and every name it uses
/// is defined; `viewscript.tmLanguage.json` is a valid TextMate grammar that scopes the
/// scenario language.
@Suite struct GrammarTests {
    // MARK: EBNF: shape

    @Test func grammarFileIsWellFormed() throws {
        let grammar = try GrammarFiles.grammar.get()
        #expect(grammar.problems.isEmpty, "\(grammar.problems.joined(separator: "\n"))")
        #expect(grammar.productions.count > 100)
        #expect(grammar.examples.count >= grammar.productions.count)
    }

    @Test func everyProductionHasAnExample() throws {
        let grammar = try GrammarFiles.grammar.get()
        let missing = grammar.productions.filter { production in
            !grammar.examples.contains { $0.production == production.name && !$0.isCounterExample }
        }
        #expect(missing.isEmpty, "productions without an example: \(missing.map { "\($0.name) (line \($0.line))" })")
    }

    @Test func everyUsedNameIsDefined() throws {
        let grammar = try GrammarFiles.grammar.get()
        let defined = Set(grammar.productions.map(\.name))
        var dangling: [String] = []
        for production in grammar.productions {
            for name in production.references where !defined.contains(name) {
                dangling.append("\(name) in \(production.name) (line \(production.line))")
            }
        }
        #expect(dangling.isEmpty, "undefined names: \(dangling)")
    }

    @Test func everyProductionIsUsedOrARoot() throws {
        let grammar = try GrammarFiles.grammar.get()
        let used = Set(grammar.productions.flatMap(\.references))
        let roots: Set<String> = ["source-file", "token-stream"]
        let unused = grammar.productions.map(\.name).filter { !used.contains($0) && !roots.contains($0) }
        #expect(unused.isEmpty, "productions no other production uses: \(unused)")
        for root in roots {
            #expect(grammar.productions.contains { $0.name == root }, "root production \(root) is missing")
        }
    }

    @Test func everyProductionIsDefinedOnce() throws {
        let grammar = try GrammarFiles.grammar.get()
        let names = grammar.productions.map(\.name)
        let repeated = Set(names.filter { name in names.filter { $0 == name }.count > 1 })
        #expect(repeated.isEmpty, "defined more than once: \(repeated.sorted())")
    }

    @Test func everyExampleKindIsUsed() throws {
        let grammar = try GrammarFiles.grammar.get()
        let used = Set(grammar.examples.filter { !$0.isCounterExample }.map(\.kind))
        #expect(used == Set(GrammarExample.Kind.allCases))
        #expect(grammar.examples.contains { $0.isCounterExample })
    }

    // MARK: EBNF: examples parse, counter-examples do not

    @Test(arguments: GrammarFiles.examples(counter: false))
    func exampleParses(_ example: GrammarExample) {
        let result = Parser.parse(SourceFile(path: "example.view", text: example.wrapped))
        let diagnosticCount = result.diagnostics.count
        #expect(diagnosticCount == 0,
                "production '\(example.production)' (viewscript.ebnf:\(example.line)), \(example.kind.rawValue) example:\n\(example.text)\n\(Self.describe(result))")
    }

    @Test(arguments: GrammarFiles.examples(counter: true))
    func counterExampleIsRejected(_ example: GrammarExample) {
        let rejected = Parser.parse(SourceFile(path: "counter-example.view", text: example.wrapped)).hasErrors
        #expect(rejected,
                "production '\(example.production)' (viewscript.ebnf:\(example.line)): counter-example parsed without an error:\n\(example.text)")
    }

    @Test func wrappingFollowsTheDocumentedRules() {
        func wrap(_ kind: GrammarExample.Kind) -> String {
            GrammarExample(production: "p", kind: kind, text: "X", line: 1, isCounterExample: false).wrapped
        }
        #expect(wrap(.decl) == "X")
        #expect(wrap(.file) == "X")
        #expect(wrap(.stmt) == "func f() {\nX\n}")
        #expect(wrap(.expr) == "func f() {\n_ = X\n}")
        #expect(wrap(.type) == "var v: X")
        #expect(wrap(.pattern) == "func f() {\nswitch x {\ncase X: break\ndefault: break\n}\n}")
        #expect(wrap(.step) == "scenario \"s\" {\nX\n}")
    }

    @Test func ebnfReaderFindsProductionsExamplesAndReferences() {
        let text = """
            (* example expr: 1 *)
            (* counter-example expr: 1 2
            3 *)
            a = b [ "x" ] { c | 'y' } ? words ? ;
            b = c - "z" ;
            """
        let grammar = EBNFGrammar(text)
        #expect(grammar.problems.isEmpty)
        #expect(grammar.productions.map(\.name) == ["a", "b"])
        #expect(grammar.productions[0].references == ["b", "c"])
        #expect(grammar.examples.map(\.text) == ["1", "1 2\n3"])
        #expect(grammar.examples.map(\.isCounterExample) == [false, true])
        #expect(grammar.examples.allSatisfy { $0.production == "a" })
        #expect(EBNFGrammar("a = ( b ;").problems.count == 1)
        #expect(EBNFGrammar("a = b").problems.count == 1)
        #expect(EBNFGrammar("(* example nonsense: x *)\na = b ;").problems.count == 1)
        #expect(EBNFGrammar("(* see: example expr: x *)\na = b ;").problems.count == 1)
    }

    // MARK: TextMate grammar

    @Test func textMateGrammarHasItsIdentity() throws {
        let root = try GrammarFiles.textMate()
        #expect(root["scopeName"] as? String == "source.viewscript")
        #expect(root["name"] as? String == "ViewScript")
        #expect((root["fileTypes"] as? [String])?.contains("view") == true)
        #expect(!((root["patterns"] as? [Any]) ?? []).isEmpty)
    }

    @Test func textMateIncludesResolve() throws {
        let root = try GrammarFiles.textMate()
        let repository = Set(((root["repository"] as? [String: Any]) ?? [:]).keys)
        var unresolved: [String] = []
        for rule in TextMateRule.all(in: root) {
            guard let include = rule.dictionary["include"] as? String else { continue }
            if include.hasPrefix("#"), !repository.contains(String(include.dropFirst())) { unresolved.append(include) }
        }
        #expect(unresolved.isEmpty, "includes with no repository entry: \(unresolved)")
    }

    @Test func textMateRegexesCompile() throws {
        let root = try GrammarFiles.textMate()
        var compiled = 0
        var failures: [String] = []
        for rule in TextMateRule.all(in: root) {
            for (key, pattern) in rule.regexes {
                if TextMateRule.isOnigurumaOnly(pattern, key: key) { continue }
                do {
                    _ = try NSRegularExpression(pattern: pattern)
                    compiled += 1
                } catch {
                    failures.append("\(key): \(pattern)")
                }
            }
        }
        #expect(failures.isEmpty, "regexes that do not compile: \(failures)")
        #expect(compiled > 30)
    }

    /// For each scenario word, a sample step line and the word's place in it: some rule must
    /// match the line and give that word a keyword scope of the scenario language.
    @Test(arguments: [
        ("scenario", "scenario \"s\" {"), ("show", "    show ContentView()"), ("tap", "    tap \"Go\""),
        ("long", "    long press \"Go\""), ("press", "    long press \"Go\""),
        ("double", "    double tap \"Go\""), ("tap", "    double tap \"Go\""),
        ("type", "    type \"Ada\" into \"Name\""), ("into", "    type \"Ada\" into \"Name\""),
        ("scroll", "    scroll to \"Row 5\""), ("to", "    scroll to \"Row 5\""), ("back", "    back"),
        ("dismiss", "    dismiss"), ("advance", "    advance 150ms"), ("screen", "    screen 390 x 844"),
        ("expect", "    expect visible \"A\""), ("visible", "    expect visible \"A\""),
        ("not", "    expect not visible \"A\""), ("crash", "    expect crash \"Index\""),
        ("expect", "    expect \"\"\""),
        ("delete", "    delete \"Milk\""), ("move", "    move \"Intro\" to 2"), ("swipe", "    swipe \"Row\""),
        ("refresh", "    refresh"),
    ])
    func textMateScopesScenarioKeyword(_ word: String, _ line: String) throws {
        let root = try GrammarFiles.textMate()
        let target = (line as NSString).range(of: word, options: [], range: NSRange(location: 0, length: (line as NSString).length))
        let found = TextMateRule.all(in: root).contains { rule in
            rule.scopedRanges(in: line).contains { $0.range == target && $0.scope.contains("keyword") && $0.scope.contains("scenario") }
        }
        #expect(found, "no rule scopes '\(word)' in '\(line)' as a scenario keyword")
    }

    @Test(arguments: ["2s", "0.5s", "150ms"])
    func textMateScopesDurations(_ duration: String) throws {
        let root = try GrammarFiles.textMate()
        let line = "    advance \(duration)"
        let target = (line as NSString).range(of: duration)
        let found = TextMateRule.all(in: root).contains { rule in
            rule.scopedRanges(in: line).contains { $0.range == target && $0.scope.contains("constant.numeric.duration") }
        }
        #expect(found, "no rule scopes '\(duration)' as constant.numeric.duration")
    }

    @Test func textMateHasTheSwiftScopes() throws {
        let root = try GrammarFiles.textMate()
        let scopes = TextMateRule.all(in: root).flatMap(\.scopeNames).joined(separator: " ")
        for scope in ["comment.line", "comment.block", "string.quoted.double", "string.quoted.triple",
                      "constant.character.escape", "meta.interpolation", "constant.numeric", "keyword.control",
                      "storage.type", "storage.modifier", "variable.language", "entity.name.type",
                      "keyword.operator", "string.quoted.triple.expect"] {
            #expect(scopes.contains(scope), "no rule has a scope \(scope)")
        }
    }

    // MARK: Helpers

    static func describe(_ result: ParseResult) -> String {
        result.diagnostics.map { "  \($0.location): \($0.severity): \($0.message.text) [\($0.id)]" }
            .joined(separator: "\n")
    }
}

// MARK: - Files

/// `Grammar/` and what it holds, found from this file's path.
enum GrammarFiles {
    static let directory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Grammar")

    static let grammar: Result<EBNFGrammar, any Error> = Result {
        let text = try String(contentsOf: directory.appendingPathComponent("viewscript.ebnf"), encoding: .utf8)
        return EBNFGrammar(text)
    }

    static func examples(counter: Bool) -> [GrammarExample] {
        ((try? grammar.get())?.examples ?? []).filter { $0.isCounterExample == counter }
    }

    static func textMate() throws -> [String: Any] {
        let data = try Data(contentsOf: directory.appendingPathComponent("viewscript.tmLanguage.json"))
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw GrammarFileError.notAnObject
        }
        return root
    }

    enum GrammarFileError: Error { case notAnObject }
}

// MARK: - Examples

/// One `(* example KIND: TEXT *)` or `(* counter-example KIND: TEXT *)` comment of the EBNF file.
struct GrammarExample: Sendable, CustomTestStringConvertible {
    /// How the text is made into a whole file (see the header of `viewscript.ebnf`).
    enum Kind: String, Sendable, CaseIterable {
        case decl, file, stmt, expr, type, pattern, step
    }

    var production: String
    let kind: Kind
    let text: String
    let line: Int
    let isCounterExample: Bool

    var wrapped: String {
        switch kind {
        case .decl, .file: return text
        case .stmt: return "func f() {\n\(text)\n}"
        case .expr: return "func f() {\n_ = \(text)\n}"
        case .type: return "var v: \(text)"
        case .pattern: return "func f() {\nswitch x {\ncase \(text): break\ndefault: break\n}\n}"
        case .step: return "scenario \"s\" {\n\(text)\n}"
        }
    }

    var testDescription: String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let shown = lines.count > 1 ? "\(lines[0]) …" : text
        return "\(production) [\(kind.rawValue)] \(shown) (line \(line))"
    }
}

// MARK: - EBNF reader

/// A production: its name, where it starts, and the names its right-hand side uses, in order.
struct EBNFProduction: Sendable {
    let name: String
    let line: Int
    let references: [String]
}

/// Reads the notation described in the header of `viewscript.ebnf`: `name = rhs ;` with
/// juxtaposition, `|`, `[ ]`, `{ }`, `( )`, `-`, quoted terminals, `? special ?` sequences and
/// `(* comments *)`. Anything else is recorded in `problems` with its line.
struct EBNFGrammar: Sendable {
    private(set) var productions: [EBNFProduction] = []
    private(set) var examples: [GrammarExample] = []
    private(set) var problems: [String] = []

    private enum Token: Equatable {
        case name(String)
        case terminal
        case special
        case symbol(Character)
        case comment(String)
    }

    init(_ text: String) {
        let tokens = tokenize(Array(text))
        var pending: [GrammarExample] = []
        var index = 0
        func nextSignificant(after position: Int) -> Int {
            var next = position + 1
            while next < tokens.count, case .comment = tokens[next].token { next += 1 }
            return next
        }
        while index < tokens.count {
            let (token, line) = tokens[index]
            if case .comment(let body) = token {
                if let example = readExample(body, line: line) { pending.append(example) }
                index += 1
                continue
            }
            let equals = nextSignificant(after: index)
            guard case .name(let name) = token, equals < tokens.count, tokens[equals].token == .symbol("=") else {
                problems.append("line \(line): expected a production name followed by '='")
                index = skipPastSemicolon(tokens, from: index)
                continue
            }
            var references: [String] = []
            var brackets: [Character] = []
            var position = equals + 1
            var terminated = false
            var isEmpty = true
            while position < tokens.count {
                let (part, partLine) = tokens[position]
                position += 1
                switch part {
                case .comment(let body):
                    if let example = readExample(body, line: partLine) { pending.append(example) }
                    continue
                case .symbol(";") where brackets.isEmpty:
                    terminated = true
                case .symbol(let symbol) where "([{".contains(symbol):
                    brackets.append(symbol)
                case .symbol(let symbol) where ")]}".contains(symbol):
                    let opener: Character = symbol == ")" ? "(" : symbol == "]" ? "[" : "{"
                    if brackets.last == opener {
                        brackets.removeLast()
                    } else {
                        problems.append("line \(partLine): unbalanced '\(symbol)' in \(name)")
                    }
                case .symbol(";"):
                    problems.append("line \(partLine): unclosed '\(brackets.last ?? "(")' in \(name)")
                    terminated = true
                case .symbol("="):
                    problems.append("line \(partLine): '=' inside \(name) (a missing ';' before it?)")
                case .name(let used):
                    if !references.contains(used) { references.append(used) }
                case .terminal, .special, .symbol:
                    break
                }
                isEmpty = false
                if terminated { break }
            }
            if !terminated { problems.append("line \(line): production \(name) does not end with ';'") }
            if isEmpty { problems.append("line \(line): production \(name) is empty") }
            productions.append(EBNFProduction(name: name, line: line, references: references))
            for var example in pending {
                example.production = name
                examples.append(example)
            }
            pending.removeAll()
            index = position
        }
        for example in pending {
            problems.append("line \(example.line): example after the last production")
        }
    }

    /// `example KIND: TEXT` or `counter-example KIND: TEXT`; nil for other comments.
    private mutating func readExample(_ body: String, line: Int) -> GrammarExample? {
        let trimmed = body.trimmingCharacters(in: .whitespacesAndNewlines)
        let isCounter = trimmed.hasPrefix("counter-example ")
        guard isCounter || trimmed.hasPrefix("example ") else {
            let kinds = GrammarExample.Kind.allCases.map(\.rawValue).joined(separator: "|")
            if trimmed.range(of: "example (\(kinds)):", options: .regularExpression) != nil {
                problems.append("line \(line): an example must open its comment")
            }
            return nil
        }
        guard let colon = trimmed.firstIndex(of: ":") else {
            problems.append("line \(line): example without 'KIND:'")
            return nil
        }
        let head = trimmed[..<colon].split(separator: " ")
        guard head.count == 2, let kind = GrammarExample.Kind(rawValue: String(head[1])) else {
            problems.append("line \(line): unknown example kind in '\(trimmed[..<colon])'")
            return nil
        }
        let text = trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else {
            problems.append("line \(line): empty example")
            return nil
        }
        return GrammarExample(production: "", kind: kind, text: text, line: line, isCounterExample: isCounter)
    }

    private func skipPastSemicolon(_ tokens: [(token: Token, line: Int)], from start: Int) -> Int {
        var index = start
        while index < tokens.count, tokens[index].token != .symbol(";") { index += 1 }
        return index + 1
    }

    // MARK: Tokens

    private mutating func tokenize(_ characters: [Character]) -> [(token: Token, line: Int)] {
        var tokens: [(token: Token, line: Int)] = []
        var index = 0
        var line = 1
        /// Reads up to and including `closing`; returns the text before it, or nil at the end.
        func read(until closing: [Character]) -> String? {
            var text: [Character] = []
            while index < characters.count {
                if Array(characters[index..<min(index + closing.count, characters.count)]) == closing {
                    index += closing.count
                    return String(text)
                }
                if characters[index] == "\n" { line += 1 }
                text.append(characters[index])
                index += 1
            }
            return nil
        }
        while index < characters.count {
            let character = characters[index]
            let startLine = line
            let next: Character? = index + 1 < characters.count ? characters[index + 1] : nil
            if character == "\n" {
                line += 1
                index += 1
            } else if character.isWhitespace {
                index += 1
            } else if character == "(" && next == "*" {
                index += 2
                guard let body = read(until: ["*", ")"]) else {
                    problems.append("line \(startLine): unterminated comment")
                    break
                }
                tokens.append((.comment(body), startLine))
            } else if character == "\"" || character == "'" || character == "?" {
                index += 1
                guard read(until: [character]) != nil else {
                    problems.append("line \(startLine): unterminated \(character)")
                    break
                }
                tokens.append((character == "?" ? .special : .terminal, startLine))
            } else if character.isASCII && character.isLetter {
                var name: [Character] = []
                while index < characters.count {
                    let part = characters[index]
                    let following: Character? = index + 1 < characters.count ? characters[index + 1] : nil
                    let continuesName = part.isASCII && (part.isLetter || part.isNumber || part == "_")
                    let joinsName = part == "-" && (following.map { $0.isASCII && ($0.isLetter || $0.isNumber) } ?? false)
                    guard continuesName || joinsName else { break }
                    name.append(part)
                    index += 1
                }
                tokens.append((.name(String(name)), startLine))
            } else if "=;|[]{}()-".contains(character) {
                tokens.append((.symbol(character), startLine))
                index += 1
            } else {
                problems.append("line \(startLine): unexpected character '\(character)'")
                index += 1
            }
        }
        return tokens
    }
}

// MARK: - TextMate rules

/// A dictionary of the TextMate grammar, with what the tests ask of rules.
struct TextMateRule {
    let dictionary: [String: Any]

    /// Every dictionary in the grammar: the root, repository entries, nested patterns, captures.
    static func all(in root: [String: Any]) -> [TextMateRule] {
        var rules: [TextMateRule] = []
        var stack: [Any] = [root]
        while let value = stack.popLast() {
            if let dictionary = value as? [String: Any] {
                rules.append(TextMateRule(dictionary: dictionary))
                stack.append(contentsOf: dictionary.values)
            } else if let array = value as? [Any] {
                stack.append(contentsOf: array)
            }
        }
        return rules
    }

    /// Syntax that Oniguruma (TextMate's engine) has and ICU (`NSRegularExpression`) has not,
    /// or that only makes sense with a begin match (back references in `end`/`while`).
    static func isOnigurumaOnly(_ pattern: String, key: String) -> Bool {
        let onigurumaOnly = ["\\G", "\\h", "\\H", "(?~", "\\g<", "\\K"]
        if onigurumaOnly.contains(where: pattern.contains) { return true }
        if key == "end" || key == "while" {
            return pattern.range(of: #"\\[1-9]"#, options: .regularExpression) != nil
        }
        return false
    }

    var regexes: [(key: String, pattern: String)] {
        ["match", "begin", "end", "while"].compactMap { key in
            (dictionary[key] as? String).map { (key, $0) }
        }
    }

    var scopeNames: [String] {
        var names = ["name", "contentName"].compactMap { dictionary[$0] as? String }
        for key in ["captures", "beginCaptures", "endCaptures"] {
            let captures = dictionary[key] as? [String: Any] ?? [:]
            names += captures.values.compactMap { ($0 as? [String: Any])?["name"] as? String }
        }
        return names
    }

    /// The ranges that this rule's `match` (or `begin`) regex gives a scope on one line.
    func scopedRanges(in line: String) -> [(range: NSRange, scope: String)] {
        var result: [(range: NSRange, scope: String)] = []
        for key in ["match", "begin"] {
            guard let pattern = dictionary[key] as? String, !Self.isOnigurumaOnly(pattern, key: key),
                  let regex = try? NSRegularExpression(pattern: pattern) else { continue }
            let captureKey = key == "match" ? "captures" : "beginCaptures"
            let captures = (dictionary[captureKey] ?? dictionary["captures"]) as? [String: Any] ?? [:]
            let whole = NSRange(location: 0, length: (line as NSString).length)
            for match in regex.matches(in: line, range: whole) {
                if key == "match", let name = dictionary["name"] as? String { result.append((match.range, name)) }
                for (group, value) in captures {
                    guard let number = Int(group), number < match.numberOfRanges,
                          let name = (value as? [String: Any])?["name"] as? String else { continue }
                    let range = match.range(at: number)
                    if range.location != NSNotFound { result.append((range, name)) }
                }
            }
        }
        return result
    }
}
