import Foundation

/// String methods that take a `Regex` (the standard library's `_StringProcessing` algorithms),
/// and Foundation's `options:` forms (`.regularExpression`, `.caseInsensitive`), each answered by
/// the toolchain's own implementation.
extension StringLibrary {
    /// Whether the call is one of these: its first argument is a regex, or it has `options:`.
    static func takesRegex(_ labels: [String?], _ arguments: [Value]) -> Bool {
        if case .native(let object)? = arguments.first, object is RegexObject { return true }
        return labels.last == "options"
    }

    static func regexMethod(_ name: String, labels: [String?], _ text: String, _ arguments: [Value],
                            _ context: CallContext) throws -> Value? {
        if labels.last == "options" { return try optionsMethod(name, labels: labels, text, arguments, context) }
        guard case .native(let object)? = arguments.first, let regex = object as? RegexObject else { return nil }
        switch (name, labels) {
        case ("firstMatch", ["of"]): return regex.match("firstMatch", in: text)
        case ("wholeMatch", ["of"]): return regex.match("wholeMatch", in: text)
        case ("prefixMatch", ["of"]): return regex.match("prefixMatch", in: text)
        case ("matches", ["of"]):
            return .array(ArrayValue(regex.matches(in: text).map { .native(RegexMatchObject($0, isLiteral: regex.isLiteral)) }))
        case ("contains", [nil]): return .bool(text.contains(regex.regex))
        case ("starts", ["with"]): return .bool(text.starts(with: regex.regex))
        case ("firstRange", ["of"]): return ScalarArguments.optional(text.firstRange(of: regex.regex).map(rangeValue))
        case ("ranges", ["of"]): return .array(ArrayValue(text.ranges(of: regex.regex).map(rangeValue)))
        case ("trimmingPrefix", [nil]): return .string(String(text.trimmingPrefix(regex.regex)))
        case ("split", ["separator"]):
            return strings(text.split(separator: regex.regex).map(String.init))
        case ("split", ["separator", "maxSplits", "omittingEmptySubsequences"]), ("split", ["separator", "maxSplits"]),
             ("split", ["separator", "omittingEmptySubsequences"]):
            var maxSplits = Int.max
            var omitting = true
            for (label, argument) in zip(labels, arguments) {
                if label == "maxSplits" { maxSplits = try ScalarArguments.int(argument, context) }
                if label == "omittingEmptySubsequences" { omitting = try ScalarArguments.bool(argument, context) }
            }
            return strings(text.split(separator: regex.regex, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
                .map(String.init))
        case ("replacing", [nil, "with"]), ("replacing", [nil, "with", "maxReplacements"]), ("replacing", [nil, nil]),
             ("replacing", [nil, "maxReplacements", "with"]), ("replacing", [nil, "maxReplacements", nil]):
            // `replacing(r, with: "x", maxReplacements: 2)`; the closure form takes the limit first.
            let limitIndex = labels.firstIndex(of: "maxReplacements")
            let limit = try limitIndex.map { try ScalarArguments.int(arguments[$0], context) } ?? Int.max
            let replacementIndex = limitIndex == 1 ? 2 : 1
            if case .string(let replacement) = arguments[replacementIndex] {
                return .string(text.replacing(regex.regex, with: replacement, maxReplacements: limit))
            }
            // A closure from the match to its replacement, called for each match in order.
            var result = ""
            var last = text.startIndex
            for match in regex.matches(in: text).prefix(limit) {
                result += text[last..<match.range.lowerBound]
                let replacement = try context.interpreter.callClosure(arguments[replacementIndex],
                    [.native(RegexMatchObject(match, isLiteral: regex.isLiteral))], at: context.range)
                result += try ScalarArguments.string(replacement, context)
                last = match.range.upperBound
            }
            return .string(result + text[last...])
        default:
            return nil
        }
    }

    private static func strings(_ texts: [String]) -> Value { ScalarArguments.strings(texts) }

    /// `replacingOccurrences(of:with:options:)`, `range(of:options:)`, `components(separatedBy:)`
    /// never takes options; Foundation's `String.CompareOptions` by their names.
    private static func optionsMethod(_ name: String, labels: [String?], _ text: String, _ arguments: [Value],
                                      _ context: CallContext) throws -> Value? {
        let options = try compareOptions(arguments[arguments.count - 1], context)
        switch (name, labels) {
        case ("replacingOccurrences", ["of", "with", "options"]):
            let target = try ScalarArguments.string(arguments[0], context)
            let replacement = try ScalarArguments.string(arguments[1], context)
            return .string(text.replacingOccurrences(of: target, with: replacement, options: options))
        case ("range", ["of", "options"]):
            let target = try ScalarArguments.string(arguments[0], context)
            return ScalarArguments.optional(text.range(of: target, options: options).map(rangeValue))
        case ("compare", [nil, "options"]):
            return LibraryEnums.comparisonResult.value(text.compare(try ScalarArguments.string(arguments[0], context), options: options))
        default:
            return nil
        }
    }

    /// `.regularExpression`, `[.caseInsensitive, .anchored]`.
    static func compareOptions(_ value: Value, _ context: CallContext) throws -> String.CompareOptions {
        var options: String.CompareOptions = []
        for name in value.optionNames {
            switch name {
            case "regularExpression": options.insert(.regularExpression)
            case "caseInsensitive": options.insert(.caseInsensitive)
            case "literal": options.insert(.literal)
            case "backwards": options.insert(.backwards)
            case "anchored": options.insert(.anchored)
            case "numeric": options.insert(.numeric)
            case "diacriticInsensitive": options.insert(.diacriticInsensitive)
            case "widthInsensitive": options.insert(.widthInsensitive)
            default: throw context.failure(.notSimulated("String.CompareOptions.\(name)"))
            }
        }
        return options
    }
}

extension Value {
    /// The name of an option written as an implicit member (`.regularExpression`).
    var optionName: String? {
        if case .native(let member as UnresolvedMember) = self { return member.name }
        return symbolMember
    }

    /// The names of an option set given as one member or an array of them (`.caseInsensitive`,
    /// `[.caseInsensitive, .anchored]`).
    var optionNames: [String] {
        if case .array(let array) = self { return array.elements.compactMap(\.optionName) }
        return optionName.map { [$0] } ?? []
    }
}
