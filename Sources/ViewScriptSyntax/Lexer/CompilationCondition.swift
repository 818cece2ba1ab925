/// The condition of `#if` / `#elseif`, evaluated for the simulated device: an iPhone running
/// iOS, built in the Debug configuration by Swift 6.
///
///     condition -> or-condition
///     or-condition -> and-condition ('||' and-condition)*
///     and-condition -> '!'* primary ('&&' '!'* primary)*
///     primary -> '(' condition ')' | 'true' | 'false' | identifier | platform-condition
///     platform-condition -> identifier '(' arguments ')'   // os(iOS), canImport(UIKit), swift(>=5.9)
///
/// A name that is not defined is false, as in swiftc (`DEBUG` is defined, as Xcode's Debug
/// configuration defines it).
struct CompilationCondition {
    /// The compilation conditions set with `-D`.
    static let defines: Set<String> = ["DEBUG"]
    /// The modules `canImport` finds: the frameworks an iOS app links against.
    static let importableModules: Set<String> = [
        "Swift", "Foundation", "SwiftUI", "UIKit", "Combine", "Observation", "MapKit", "AVKit", "AVFoundation",
        "PhotosUI", "AuthenticationServices", "Charts", "CoreData", "SwiftData", "CoreLocation", "os",
    ]
    static let swiftVersion = [6, 0]

    private let tokens: [Substring]
    private var position = 0

    /// The value of `text` (the rest of the directive's line), or `nil` when it is not a condition.
    static func evaluate(_ text: Substring) -> Bool? {
        var condition = CompilationCondition(tokens: tokenize(text))
        guard !condition.tokens.isEmpty, let value = condition.parseOr(), condition.position == condition.tokens.count else { return nil }
        return value
    }

    private init(tokens: [Substring]) { self.tokens = tokens }

    /// Identifiers, version numbers, and the punctuation of conditions; `//` ends the line.
    private static func tokenize(_ text: Substring) -> [Substring] {
        var tokens: [Substring] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == " " || character == "\t" || character == "\r" { index = text.index(after: index); continue }
            let rest = text[index...]
            if rest.hasPrefix("//") || rest.hasPrefix("/*") { break }
            if let symbol = ["&&", "||", ">=", "<"].first(where: { rest.hasPrefix($0) }) {
                tokens.append(rest.prefix(symbol.count))
                index = text.index(index, offsetBy: symbol.count)
            } else if character.isLetter || character.isNumber || character == "_" || character == "." {
                var end = index
                while end < text.endIndex, text[end].isLetter || text[end].isNumber || text[end] == "_" || text[end] == "." {
                    end = text.index(after: end)
                }
                tokens.append(text[index..<end])
                index = end
            } else {
                tokens.append(text[index...index])
                index = text.index(after: index)
            }
        }
        return tokens
    }

    private var current: Substring? { position < tokens.count ? tokens[position] : nil }

    private mutating func take(_ text: String) -> Bool {
        guard current == Substring(text) else { return false }
        position += 1
        return true
    }

    private mutating func parseOr() -> Bool? {
        guard var value = parseAnd() else { return nil }
        while take("||") {
            guard let right = parseAnd() else { return nil }
            value = value || right
        }
        return value
    }

    private mutating func parseAnd() -> Bool? {
        guard var value = parseUnary() else { return nil }
        while take("&&") {
            guard let right = parseUnary() else { return nil }
            value = value && right
        }
        return value
    }

    private mutating func parseUnary() -> Bool? {
        if take("!") { return parseUnary().map { !$0 } }
        return parsePrimary()
    }

    private mutating func parsePrimary() -> Bool? {
        if take("(") {
            guard let value = parseOr(), take(")") else { return nil }
            return value
        }
        guard let name = current, name.first?.isLetter == true || name.first == "_" else { return nil }
        position += 1
        if name == "true" { return true }
        if name == "false" { return false }
        guard take("(") else { return Self.defines.contains(String(name)) }
        var arguments: [Substring] = []
        while let token = current, token != ")" {
            position += 1
            if token != "," { arguments.append(token) }
        }
        guard take(")") else { return nil }
        return Self.platformCondition(String(name), arguments)
    }

    /// `os(iOS)`, `arch(arm64)`, `canImport(UIKit)`, `targetEnvironment(simulator)`,
    /// `swift(>=5.9)`, `compiler(<6)`, `hasFeature(X)`.
    private static func platformCondition(_ name: String, _ arguments: [Substring]) -> Bool? {
        switch name {
        case "os": return arguments == ["iOS"]
        case "arch": return arguments == ["arm64"]
        case "canImport": return arguments.first.map { importableModules.contains(String($0)) }
        case "targetEnvironment": return arguments == ["simulator"]
        case "hasFeature", "hasAttribute": return false
        case "swift", "compiler":
            guard arguments.count == 2, arguments[0] == ">=" || arguments[0] == "<" else { return nil }
            let version = arguments[1].split(separator: ".").compactMap { Int($0) }
            let atLeast = !swiftVersion.lexicographicallyPrecedes(version + [Int](repeating: 0, count: max(0, 2 - version.count)))
            return arguments[0] == ">=" ? atLeast : !atLeast
        default: return nil
        }
    }
}
