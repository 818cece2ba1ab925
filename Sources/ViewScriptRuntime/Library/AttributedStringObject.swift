import ViewScriptSyntax

/// `AttributedString`: its characters are modelled, its attributes only style. `AttributedString("...")`,
/// `try AttributedString(markdown: "...")` (the inline Markdown `Text` renders, `InlineMarkdown`:
/// Foundation's Markdown parser is not in the Linux toolchain), `+` and `append`, `characters`
/// (`String(attributed.characters)`), `range(of:)` and attributes set on the whole string or a range
/// (`.foregroundColor`, `.font`, ...), which change nothing a scenario can see. `Text(attributed)`
/// shows the characters. A value type: a copy's changes do not reach the original. Not `Equatable`
/// here: Swift compares the attributes too, which are not modelled.
/// Source: Apple, AttributedString, https://developer.apple.com/documentation/foundation/attributedstring
/// ("A value type for a string with associated attributes for portions of its text.").
final class AttributedStringObject: NativeObject, NativeMembers, NativeCopyOnWrite, NativeSubscriptable {
    private(set) var text: String
    /// Attributes set on the whole string: kept so that reading one back gives what was set.
    private var attributes: [String: Value] = [:]

    init(_ text: String) { self.text = text }

    func copied() -> AttributedStringObject {
        let copy = AttributedStringObject(text)
        copy.attributes = attributes
        return copy
    }

    func isMutatingMethod(_ name: String) -> Bool { name == "append" }

    var runtimeType: RuntimeType { .named("AttributedString", []) }
    /// Swift prints an attributed string as its runs, each followed by its attributes in braces;
    /// attributes are not modelled, so the text is one run.
    func describe() -> String { "\(text) {\n}" }


    static func construct(_ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        let values = arguments.values
        switch arguments.labels {
        case []: return .native(AttributedStringObject(""))
        case [nil]:
            if case .native(let other as AttributedStringObject) = values[0] { return .native(other.copied()) }
            return .native(AttributedStringObject(try ScalarArguments.string(values[0], context)))
        case ["markdown"], ["markdown", "options"]:
            return .native(AttributedStringObject(InlineMarkdown.render(try ScalarArguments.string(values[0], context))))
        default:
            return nil
        }
    }

    func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch name {
        case "characters", "description": return .string(text)
        case "startIndex": return .int(0)
        case "endIndex": return .int(text.count)
        default: return attributes[name] ?? Value.none
        }
    }

    func modifyProperty<T>(_ name: String, _ body: (inout Value) throws -> T) throws -> T {
        try attributes.modifyProperty(name, body)
    }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        switch (name, arguments.labels) {
        case ("append", [nil]):
            text += try Self.text(of: arguments.values[0], context)
            return .void
        case ("range", ["of"]):
            let needle = try ScalarArguments.string(arguments.values[0], context)
            guard let found = text.range(of: needle) else { return Value.none }
            let lower = text.distance(from: text.startIndex, to: found.lowerBound)
            let upper = text.distance(from: text.startIndex, to: found.upperBound)
            return .some(.range(RangeValue(.halfOpen, lower: .int(lower), upper: .int(upper))))
        default:
            return nil
        }
    }

    /// `attributed[range]`: the part, whose attributes only style (`attributed[range].foregroundColor = .red`).
    func subscriptValue(_ index: Value, _ context: CallContext) throws -> Value? {
        guard case .range(let bounds) = index, let span = bounds.intBounds, span.start >= 0, span.end <= text.count else { return nil }
        let start = text.index(text.startIndex, offsetBy: span.start)
        let end = text.index(text.startIndex, offsetBy: span.end)
        return .native(AttributedStringObject(String(text[start..<end])))
    }

    static func text(of value: Value, _ context: CallContext) throws -> String {
        if case .native(let other as AttributedStringObject) = value { return other.text }
        return try ScalarArguments.string(value, context)
    }

    /// `a + b` of two attributed strings.
    static func binary(_ op: BinaryOperator, _ lhs: Value, _ rhs: Value) -> Value? {
        guard op == .add, case .native(let a as AttributedStringObject) = lhs, case .native(let b as AttributedStringObject) = rhs else {
            return nil
        }
        return .native(AttributedStringObject(a.text + b.text))
    }
}
