import Foundation

/// Foundation's `NSRegularExpression` (ICU's syntax), `NSTextCheckingResult` and `NSRange`:
/// a program's expression is Foundation's own object, and each call is Foundation's.
final class NSRegularExpressionObject: NativeObject, NativeMembers {
    let expression: NSRegularExpression
    init(_ expression: NSRegularExpression) { self.expression = expression }

    var runtimeType: RuntimeType { .named("NSRegularExpression", []) }
    func describe() -> String { expression.description }

    /// `try NSRegularExpression(pattern:options:)`: an invalid pattern throws Foundation's error.
    static func construct(_ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        guard arguments.labels.first == "pattern", let pattern = arguments.values[0].asString else { return nil }
        var options: NSRegularExpression.Options = []
        if arguments.labels == ["pattern", "options"] { options = try self.options(arguments.values[1], context) }
        do {
            return .native(NSRegularExpressionObject(try NSRegularExpression(pattern: pattern, options: options)))
        } catch {
            throw ThrownError(value: .native(RegexErrorObject((error as NSError).description)), range: context.range)
        }
    }

    private static func options(_ value: Value, _ context: CallContext) throws -> NSRegularExpression.Options {
        var options: NSRegularExpression.Options = []
        for name in value.optionNames {
            switch name {
            case "caseInsensitive": options.insert(.caseInsensitive)
            case "allowCommentsAndWhitespace": options.insert(.allowCommentsAndWhitespace)
            case "ignoreMetacharacters": options.insert(.ignoreMetacharacters)
            case "dotMatchesLineSeparators": options.insert(.dotMatchesLineSeparators)
            case "anchorsMatchLines": options.insert(.anchorsMatchLines)
            case "useUnixLineSeparators": options.insert(.useUnixLineSeparators)
            case "useUnicodeWordBoundaries": options.insert(.useUnicodeWordBoundaries)
            default: throw context.failure(.notSimulated("NSRegularExpression.Options.\(name)"))
            }
        }
        return options
    }

    var pattern: String { expression.pattern }

    func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch name {
        case "pattern": return .string(expression.pattern)
        case "numberOfCaptureGroups": return .int(expression.numberOfCaptureGroups)
        default: return nil
        }
    }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        let labels = arguments.labels
        guard labels.first == "in", let rangeIndex = labels.firstIndex(of: "range") else { return nil }
        let text = try ScalarArguments.string(arguments.values[0], context)
        guard case .native(let rangeObject as NSRangeObject) = arguments.values[rangeIndex] else { return nil }
        let range = rangeObject.range
        guard range.location != NSNotFound, NSMaxRange(range) <= (text as NSString).length else {
            throw context.trap("Fatal error: NSRegularExpression: range \(rangeObject.describe()) is out of bounds")
        }
        switch name {
        case "matches":
            return .array(ArrayValue(expression.matches(in: text, range: range).map { .native(TextCheckingResultObject($0)) }))
        case "firstMatch":
            return ScalarArguments.optional(expression.firstMatch(in: text, range: range).map { .native(TextCheckingResultObject($0)) })
        case "numberOfMatches":
            return .int(expression.numberOfMatches(in: text, range: range))
        case "rangeOfFirstMatch":
            return .native(NSRangeObject(expression.rangeOfFirstMatch(in: text, range: range)))
        case "stringByReplacingMatches":
            guard labels.last == "withTemplate", let template = arguments.values.last?.asString else { return nil }
            return .string(expression.stringByReplacingMatches(in: text, range: range, withTemplate: template))
        default:
            return nil
        }
    }
}

/// `NSTextCheckingResult` of a match: `range`, `range(at:)`, `range(withName:)`, `numberOfRanges`.
final class TextCheckingResultObject: NativeObject, NativeMembers {
    let result: NSTextCheckingResult
    init(_ result: NSTextCheckingResult) { self.result = result }

    var runtimeType: RuntimeType { .named("NSTextCheckingResult", []) }
    func describe() -> String { "<NSTextCheckingResult: \(NSRangeObject(result.range).describe())>" }

    func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch name {
        case "range": return .native(NSRangeObject(result.range))
        case "numberOfRanges": return .int(result.numberOfRanges)
        default: return nil
        }
    }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        switch (name, arguments.labels) {
        case ("range", ["at"]):
            let index = try ScalarArguments.int(arguments.values[0], context)
            guard index >= 0, index < result.numberOfRanges else { throw context.trap("Fatal error: NSTextCheckingResult: index \(index) out of bounds") }
            return .native(NSRangeObject(result.range(at: index)))
        case ("range", ["withName"]):
            return .native(NSRangeObject(result.range(withName: try ScalarArguments.string(arguments.values[0], context))))
        default:
            return nil
        }
    }
}

/// `NSRange`: a value of `location` and `length` in UTF-16 units.
final class NSRangeObject: NativeObject, NativeMembers, NativeEquatable {
    let range: NSRange
    init(_ range: NSRange) { self.range = range }

    var runtimeType: RuntimeType { .named("NSRange", []) }
    func describe() -> String { "{\(range.location), \(range.length)}" }

    func isEqual(to other: NativeObject) -> Bool { (other as? NSRangeObject)?.range == range }
    var hashKey: Int { range.location &* 31 &+ range.length }

    func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch name {
        case "location", "lowerBound": return .int(range.location)
        case "length": return .int(range.length)
        case "upperBound": return .int(NSMaxRange(range))
        default: return nil
        }
    }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? { nil }

    /// `NSRange(location:length:)`, `NSRange(text.startIndex..., in: text)`.
    static func construct(_ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        let values = arguments.values
        switch arguments.labels {
        case ["location", "length"]:
            return .native(NSRangeObject(NSRange(location: try ScalarArguments.int(values[0], context),
                                                 length: try ScalarArguments.int(values[1], context))))
        case [nil, "in"]:
            let text = try ScalarArguments.string(values[1], context)
            guard case .range(let bounds) = values[0], let range = stringRange(bounds, in: text) else { return nil }
            return .native(NSRangeObject(NSRange(range, in: text)))
        default:
            return nil
        }
    }

    /// `Range(nsRange, in: text)`: the string's range, or nil where it does not lie in the text.
    static func stringRange(_ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        guard arguments.labels == [nil, "in"], case .native(let object as NSRangeObject) = arguments.values[0] else { return nil }
        let text = try ScalarArguments.string(arguments.values[1], context)
        return ScalarArguments.optional(Range(object.range, in: text).map(StringLibrary.rangeValue))
    }

    /// A range of string indices written with any of the range operators, in `text`.
    static func stringRange(_ bounds: RangeValue, in text: String) -> Range<String.Index>? {
        func index(_ value: Value?) -> String.Index? {
            guard case .stringIndex(let index)? = value else { return nil }
            return index
        }
        let lower = bounds.lower == nil ? text.startIndex : index(bounds.lower)
        var upper = bounds.upper == nil ? text.endIndex : index(bounds.upper)
        if let high = upper, bounds.kind == .closed || bounds.kind == .through {
            upper = high < text.endIndex ? text.index(after: high) : nil
        }
        guard let lower, let upper, lower <= upper, upper <= text.endIndex else { return nil }
        return lower..<upper
    }
}
