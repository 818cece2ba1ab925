import Foundation

/// A Foundation `CharacterSet` as a value: `.whitespaces`, `CharacterSet(charactersIn: ",;")`.
final class CharacterSetValue: NativeObject, Sendable {
    let set: CharacterSet
    /// The name of a predefined set, for printing.
    let name: String?

    init(_ set: CharacterSet, name: String? = nil) {
        self.set = set
        self.name = name
    }

    var runtimeType: RuntimeType { .named("CharacterSet", []) }
    func describe() -> String { name.map { "CharacterSet.\($0)" } ?? "CharacterSet" }

    func contains(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy(set.contains)
    }

    /// `set.inverted` (for the interpreter's member dispatch on native values).
    func property(_ name: String) -> Value? {
        name == "inverted" ? .native(CharacterSetValue(set.inverted)) : nil
    }

    /// `set.union(other)`, `intersection`, `subtracting`, `contains(scalar)`.
    func method(_ name: String, labels: [String?], arguments: [Value], _ context: CallContext) throws -> Value? {
        guard labels == [nil], let argument = arguments.first else { return nil }
        if name == "contains" { return .bool(contains(try ScalarArguments.character(argument, context))) }
        let other = try StringLibrary.characterSetArgument(argument, context)
        switch name {
        case "union": return .native(CharacterSetValue(set.union(other)))
        case "intersection": return .native(CharacterSetValue(set.intersection(other)))
        case "subtracting": return .native(CharacterSetValue(set.subtracting(other)))
        default: return nil
        }
    }
}

extension StringLibrary {
    /// `.whitespaces` (with contextual type `CharacterSet`) and `CharacterSet.whitespaces`.
    static func characterSet(named name: String) -> Value? {
        let set: CharacterSet
        switch name {
        case "whitespaces": set = .whitespaces
        case "whitespacesAndNewlines": set = .whitespacesAndNewlines
        case "newlines": set = .newlines
        case "punctuationCharacters": set = .punctuationCharacters
        case "decimalDigits": set = .decimalDigits
        case "letters": set = .letters
        case "lowercaseLetters": set = .lowercaseLetters
        case "uppercaseLetters": set = .uppercaseLetters
        case "capitalizedLetters": set = .capitalizedLetters
        case "alphanumerics": set = .alphanumerics
        case "symbols": set = .symbols
        case "controlCharacters": set = .controlCharacters
        case "nonBaseCharacters": set = .nonBaseCharacters
        case "illegalCharacters": set = .illegalCharacters
        default: return nil
        }
        return .native(CharacterSetValue(set, name: name))
    }

    /// `CharacterSet(charactersIn: "xy")`.
    static func characterSet(charactersIn text: String) -> Value {
        .native(CharacterSetValue(CharacterSet(charactersIn: text)))
    }

    static func characterSetArgument(_ value: Value, _ context: CallContext) throws -> CharacterSet {
        guard case .native(let object) = value, let characterSet = object as? CharacterSetValue else {
            throw ScalarArguments.mismatch(value, "CharacterSet", context)
        }
        return characterSet.set
    }

    /// Foundation's `capitalized`.
    static func capitalized(_ text: String) -> String { text.capitalized }

    // MARK: Methods Foundation adds to String

    static func foundationMethod(_ name: String, labels: [String?], _ text: String, _ arguments: [Value],
                                 _ context: CallContext) throws -> Value? {
        func string(_ position: Int) throws -> String { try ScalarArguments.string(arguments[position], context) }
        switch (name, labels) {
        case ("components", ["separatedBy"]):
            if case .native = arguments[0] {
                return ScalarArguments.strings(text.components(separatedBy: try characterSetArgument(arguments[0], context)))
            }
            return ScalarArguments.strings(text.components(separatedBy: try string(0)))
        case ("replacingOccurrences", ["of", "with"]):
            let target = try string(0)
            return .string(target.isEmpty ? text : text.replacingOccurrences(of: target, with: try string(1)))
        case ("trimmingCharacters", ["in"]):
            return .string(text.trimmingCharacters(in: try characterSetArgument(arguments[0], context)))
        case ("padding", ["toLength", "withPad", "startingAt"]):
            let length = try ScalarArguments.int(arguments[0], context)
            let pad = try string(1)
            let start = try ScalarArguments.int(arguments[2], context)
            // Foundation raises an Objective-C exception for these; the program stops.
            guard length >= 0, start >= 0, pad.utf16.isEmpty ? length <= text.utf16.count : start < pad.utf16.count else {
                throw context.failure(.unsupported("padding(toLength:withPad:startingAt:) with these arguments"))
            }
            return .string(text.padding(toLength: length, withPad: pad, startingAt: start))
        case ("range", ["of"]):
            let needle = try string(0)
            return ScalarArguments.optional(text.range(of: needle).map(rangeValue))
        case ("localizedCaseInsensitiveContains", [nil]):
            return .bool(text.localizedCaseInsensitiveContains(try string(0)))
        case ("localizedStandardContains", [nil]):
            return .bool(text.localizedStandardContains(try string(0)))
        case ("caseInsensitiveCompare", [nil]):
            return LibraryEnums.comparisonResult.value(text.caseInsensitiveCompare(try string(0)))
        case ("compare", [nil]):
            return LibraryEnums.comparisonResult.value(text.compare(try string(0)))
        case ("localizedCompare", [nil]):
            return LibraryEnums.comparisonResult.value(text.localizedCompare(try string(0)))
        case ("localizedCaseInsensitiveCompare", [nil]):
            return LibraryEnums.comparisonResult.value(text.localizedCaseInsensitiveCompare(try string(0)))
        case ("localizedStandardCompare", [nil]):
            return LibraryEnums.comparisonResult.value(text.localizedStandardCompare(try string(0)))
        default:
            return nil
        }
    }
}
