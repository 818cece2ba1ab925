/// Swift's `Regex` (the standard library's `_StringProcessing`): `try Regex("[0-9]+")` and the
/// literals `/.../` and `#/.../#` (which the parser makes `Regex(_regexLiteral: "...")`). The
/// pattern is compiled by the standard library and every match is its own; ViewScript only
/// carries the results. A literal's match output is a tuple, as swiftc types it
/// (`(Substring, Substring?, name: Substring)`, the optionality and names read from the compiled
/// regex); `Regex(String)`'s is `AnyRegexOutput`. Substrings are strings here.
final class RegexObject: NativeObject, NativeMembers {
    let regex: Regex<AnyRegexOutput>
    let isLiteral: Bool
    /// A literal's output type, `Substring` or a tuple of captures; `AnyRegexOutput` otherwise.
    let outputType: RuntimeType

    init(_ regex: Regex<AnyRegexOutput>, isLiteral: Bool, outputType: RuntimeType = .named("AnyRegexOutput", [])) {
        self.regex = regex
        self.isLiteral = isLiteral
        self.outputType = outputType
    }

    /// The same literal with other options (`ignoresCase()`), keeping its output type.
    private func with(_ regex: Regex<AnyRegexOutput>) -> RegexObject {
        RegexObject(regex, isLiteral: isLiteral, outputType: outputType)
    }

    var runtimeType: RuntimeType { .named("Regex", [outputType]) }
    /// As `print(regex)` shows it: `Regex<Substring>(program: _StringProcessing.Regex<Swift.Substring>.Program)`.
    func describe() -> String {
        let qualified = outputType.description
            .replacingOccurrences(of: "Substring", with: "Swift.Substring")
            .replacingOccurrences(of: "Optional<", with: "Swift.Optional<")
            .replacingOccurrences(of: "AnyRegexOutput", with: "_StringProcessing.AnyRegexOutput")
        return "Regex<\(outputType)>(program: _StringProcessing.Regex<\(qualified)>.Program)"
    }

    /// `Regex("...")` (throws the standard library's parse error) and a literal.
    static func construct(_ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        guard arguments.values.count == 1, let pattern = arguments.values[0].asString else {
            if arguments.values.count == 1, case .native(let regex as RegexObject) = arguments.values[0] { return .native(regex) }
            return nil
        }
        let isLiteral = arguments.labels == ["_regexLiteral"]
        guard isLiteral || arguments.labels == [nil] else { return nil }
        do {
            let outputType = isLiteral ? RegexCaptures(pattern: pattern).outputType : .named("AnyRegexOutput", [])
            return .native(RegexObject(try Regex(pattern), isLiteral: isLiteral, outputType: outputType))
        } catch {
            if isLiteral { throw context.failure(.typeMismatch("invalid regex literal: \(error)")) }
            throw ThrownError(value: .native(RegexErrorObject(String(describing: error))), range: context.range)
        }
    }

    func property(_ name: String, _ context: CallContext) throws -> Value? { nil }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        let values = arguments.values
        switch (name, arguments.labels) {
        case ("ignoresCase", []): return .native(with(regex.ignoresCase()))
        case ("ignoresCase", [nil]):
            return .native(with(regex.ignoresCase(try ScalarArguments.bool(values[0], context))))
        case ("anchorsMatchLineEndings", []): return .native(with(regex.anchorsMatchLineEndings()))
        case ("dotMatchesNewlines", []): return .native(with(regex.dotMatchesNewlines()))
        case ("firstMatch", ["in"]), ("wholeMatch", ["in"]), ("prefixMatch", ["in"]):
            let text = try ScalarArguments.string(values[0], context)
            return match(name, in: text)
        default: return nil
        }
    }

    /// `firstMatch`, `wholeMatch` or `prefixMatch` of this regex in `text`, as an optional match.
    func match(_ kind: String, in text: String) -> Value {
        let found: Regex<AnyRegexOutput>.Match?
        switch kind {
        case "wholeMatch": found = try? regex.wholeMatch(in: text)
        case "prefixMatch": found = try? regex.prefixMatch(in: text)
        default: found = try? regex.firstMatch(in: text)
        }
        return ScalarArguments.optional(found.map { .native(RegexMatchObject($0, isLiteral: isLiteral)) })
    }

    /// Every match, left to right, as Swift's `matches(of:)` finds them.
    func matches(in text: String) -> [Regex<AnyRegexOutput>.Match] { text.matches(of: regex) }
}

/// A thrown regex syntax error (`try Regex("(")`).
final class RegexErrorObject: NativeObject {
    let text: String
    init(_ text: String) { self.text = text }
    var runtimeType: RuntimeType { .named("RegexParseError", []) }
    func describe() -> String { text }
}

/// `Regex.Match`: `output`, `range`, and the output's elements by position or name (`match.1`,
/// `match.name`, which Swift's dynamic member lookup gives).
final class RegexMatchObject: NativeObject, NativeMembers, NativeSubscriptable {
    let match: Regex<AnyRegexOutput>.Match
    let isLiteral: Bool

    init(_ match: Regex<AnyRegexOutput>.Match, isLiteral: Bool) {
        self.match = match
        self.isLiteral = isLiteral
    }

    var runtimeType: RuntimeType { .named("Match", []) }
    func describe() -> String { "Match" }

    /// The literal's typed output: the whole match, then each capture (optional where the
    /// capture may not take part), labelled with its name.
    var tuple: Value {
        var elements: [Value] = []
        var labels: [String?] = []
        for element in match.output {
            elements.append(Self.value(of: element))
            labels.append(element.name)
        }
        if elements.count == 1 { return elements[0] }
        return .tuple(TupleValue(elements, labels: labels))
    }

    static func value(of element: AnyRegexOutput.Element) -> Value {
        let text = element.substring.map { Value.string(String($0)) }
        guard String(describing: element.type).hasPrefix("Optional<") else { return text ?? Value.none }
        return ScalarArguments.optional(text)
    }

    func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch name {
        case "output": return isLiteral ? tuple : .native(AnyRegexOutputObject(match.output))
        case "range": return StringLibrary.rangeValue(match.range)
        default: break
        }
        if let position = Int(name), position < match.output.count { return Self.value(of: match.output[position]) }
        if let element = match.output[name] { return Self.value(of: element) }
        return nil
    }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? { nil }

    /// `match[1]`, `match["name"]` (of an `AnyRegexOutput` match).
    func subscriptValue(_ index: Value, _ context: CallContext) throws -> Value? {
        try AnyRegexOutputObject(match.output).subscriptValue(index, context)
    }
}

/// `AnyRegexOutput`: its elements by position (`output[1]`) or name (`output["year"]`), `count`.
final class AnyRegexOutputObject: NativeObject, NativeMembers, NativeSubscriptable {
    let output: AnyRegexOutput
    init(_ output: AnyRegexOutput) { self.output = output }

    var runtimeType: RuntimeType { .named("AnyRegexOutput", []) }
    func describe() -> String { "AnyRegexOutput" }

    func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch name {
        case "count": return .int(output.count)
        case "isEmpty": return .bool(output.isEmpty)
        default: return nil
        }
    }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? { nil }

    func subscriptValue(_ index: Value, _ context: CallContext) throws -> Value? {
        switch index {
        case .int(let position):
            guard position >= 0, position < output.count else { throw context.trap("Fatal error: Index out of range") }
            return .native(RegexOutputElementObject(output[position]))
        case .string(let name):
            return ScalarArguments.optional(output[name].map { .native(RegexOutputElementObject($0)) })
        default:
            return nil
        }
    }
}

/// `AnyRegexOutput.Element`: `substring`, `range`, `value`, `name`.
final class RegexOutputElementObject: NativeObject, NativeMembers {
    let element: AnyRegexOutput.Element
    init(_ element: AnyRegexOutput.Element) { self.element = element }

    var runtimeType: RuntimeType { .named("AnyRegexOutput.Element", []) }
    func describe() -> String { element.substring.map { String($0) } ?? "nil" }

    func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch name {
        case "substring", "value": return ScalarArguments.optional(element.substring.map { .string(String($0)) })
        case "range": return ScalarArguments.optional(element.range.map(StringLibrary.rangeValue))
        case "name": return ScalarArguments.optional(element.name.map { .string($0) })
        default: return nil
        }
    }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? { nil }
}
