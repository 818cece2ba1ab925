import ViewScriptSyntax

/// `Text`: what it shows. A string literal given to `Text` is a `LocalizedStringKey`, whose
/// Markdown SwiftUI renders (`Text("**Bold**")` shows "Bold"); a `String` value
/// (`Text(name)`) and `Text(verbatim:)` are shown as they are. Values interpolated into a
/// literal are not Markdown: only the literal's own text is (`Text("**\(name)**")` shows the
/// name, emphasised, whatever characters it holds).
public enum TextLibrary {
    /// Modifiers of `Text` that return `Text` (so `Text("a").bold() + Text("b")` is a `Text`).
    static let textModifiers: Set<String> = [
        "bold", "italic", "fontWeight", "font", "foregroundColor", "foregroundStyle", "underline", "strikethrough",
        "kerning", "tracking", "baselineOffset", "monospaced", "monospacedDigit", "fontDesign", "fontWidth",
        "textScale", "smallCaps", "lowercaseSmallCaps", "uppercaseSmallCaps",
    ]

    /// What `Text(arguments)` shows.
    public static func shownText(_ arguments: [Value], _ labels: [String?], _ interpreter: Interpreter) throws -> String {
        guard let first = arguments.first else { return "" }
        if case .native(let key as LocalizedStringKeyValue) = first, (labels.first ?? nil) == nil { return key.rendered }
        if case .native(let attributed as AttributedStringObject) = first { return attributed.text }
        // `Text(.init(markdown))`: the implicit member is `LocalizedStringKey(markdown)`, whose Markdown is rendered.
        if case .native(let member as UnresolvedMember) = first, member.name == "init", let arguments = member.arguments,
           arguments.labels == [nil], let text = arguments.values[0].asString {
            return LocalizedStringKeyValue([.literal(text)]).rendered
        }
        // `Text(Image(systemName: "star"))`: the picture inline, no text.
        if (labels.first ?? nil) == nil, isImage(first) { return "" }
        return try interpreter.describe(first)
    }

    /// What a `Text` view value shows, through the modifiers that keep it a `Text`; nil for
    /// another view.
    static func shownText(of value: Value, _ interpreter: Interpreter) throws -> String? {
        guard case .native(let view as ViewValue) = value else { return nil }
        switch view.kind {
        case .builtin("Text", let arguments, let labels, _):
            return try shownText(arguments, labels, interpreter)
        case .modified(let base, let name, _, _, _) where textModifiers.contains(name):
            return try shownText(of: base, interpreter)
        default:
            return nil
        }
    }

    /// What a value interpolated into a `Text` literal shows (`LocalizedStringKey`'s
    /// interpolations): `\(x, specifier: "%.2f")`, `\(date, format: .dateTime.year())`,
    /// `\(date, style: .time)`, a `Text` (`\(Text("b").bold())` shows "b"), an `Image` (no text),
    /// or the value as `String(describing:)` shows it.
    static func interpolated(_ value: Value, _ specifier: String?, _ extra: [ExprNode], _ frame: Frame,
                             range: SourceRange) throws -> String {
        let interpreter = frame.interpreter
        if let specifier, let argument = try extra.first?.evaluate(frame) {
            switch specifier {
            case "specifier":
                if let format = argument.asString {
                    return try StringFormat.format(format, [value], CallContext(interpreter: interpreter, range: range))
                }
            case "format": return try TextFormatting.text(value, format: argument, interpreter, at: range)
            case "style": return try TextFormatting.text(value, style: argument, interpreter, at: range)
            default: break
            }
        }
        if let text = try shownText(of: value, interpreter) { return text }
        if isImage(value) { return "" }
        return try interpreter.describe(value)
    }

    /// `Image(systemName:)` and its modifiers: a picture, which shows no text inside a `Text`.
    static func isImage(_ value: Value) -> Bool {
        guard case .native(let view as ViewValue) = value else { return false }
        switch view.kind {
        case .builtin("Image", _, _, _): return true
        case .modified(let base, _, _, _, _): return isImage(base)
        default: return false
        }
    }

    /// `Text("a") + Text("b").bold()`: one `Text` showing both; nil when an operand is not a `Text`.
    static func concatenate(_ lhs: Value, _ rhs: Value, _ interpreter: Interpreter) throws -> Value? {
        guard let left = try shownText(of: lhs, interpreter), let right = try shownText(of: rhs, interpreter) else { return nil }
        return .native(ViewValue(.builtin(name: "Text", arguments: [.string(left + right)], labels: ["verbatim"], content: [:])))
    }
}

/// A string literal given to `Text`: its literal text and the values interpolated into it.
public final class LocalizedStringKeyValue: NativeObject {
    public enum Part {
        case literal(String)
        case argument(String)

        /// Whether the part shows as written: an interpolated value always does (it is put in
        /// after the Markdown is rendered), a literal when it has no character that Markdown
        /// or the renderer's placeholders give a meaning to.
        var showsAsWritten: Bool {
            guard case .literal(let text) = self else { return true }
            return InlineMarkdown.isPlain(text)
        }
    }

    /// Most literals have no Markdown (`Text("Row \(i)")` in a long list): their text is
    /// kept as shown, without the parts, and is shown without tokenizing.
    private enum Content {
        case shownAsWritten(String)
        case parts([Part])
    }
    private let content: Content

    init(_ parts: [Part]) {
        if parts.allSatisfy(\.showsAsWritten) {
            content = .shownAsWritten(Self.joined(parts))
        } else {
            content = .parts(parts)
        }
    }

    /// A key whose literal parts show as written, with its values put in: `text`.
    init(shownAsWritten text: String) { content = .shownAsWritten(text) }

    public var parts: [Part] {
        switch content {
        case .shownAsWritten(let text): [.literal(text)]
        case .parts(let parts): parts
        }
    }

    public var runtimeType: RuntimeType { .named("LocalizedStringKey", []) }
    public func describe() -> String {
        switch content {
        case .shownAsWritten(let text): text
        case .parts(let parts): Self.joined(parts)
        }
    }

    private static func joined(_ parts: [Part]) -> String {
        var text = ""
        for part in parts {
            switch part {
            case .literal(let piece), .argument(let piece): text += piece
            }
        }
        return text
    }

    /// The text shown: the literal's Markdown rendered with a placeholder for each interpolated
    /// value, then the values put in (as written).
    public var rendered: String {
        switch content {
        case .shownAsWritten(let text): return text
        case .parts(let parts): return Self.renderedAsMarkdown(parts)
        }
    }

    /// `rendered` through the Markdown renderer, whatever the parts hold.
    static func renderedAsMarkdown(_ parts: [Part]) -> String {
        var format = ""
        var arguments: [String] = []
        for part in parts {
            switch part {
            case .literal(let text): format += text
            case .argument(let text):
                format.unicodeScalars.append(Unicode.Scalar(0xF0000 + UInt32(arguments.count))!)
                arguments.append(text)
            }
        }
        var result = ""
        for scalar in InlineMarkdown.render(format).unicodeScalars {
            let index = Int(scalar.value) - 0xF0000
            if arguments.indices.contains(index) { result += arguments[index] } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }
}

/// `Text("...")`'s literal argument: a `LocalizedStringKeyValue` of the literal's parts.
final class LocalizedStringKeyNode: ExprNode {
    let literal: ExprNode
    /// The literal's segments, when it interpolates values.
    private let interpolation: InterpolationNode?
    /// Whether every literal segment shows as written (no Markdown): the text is then put
    /// together at once, without parts.
    private let showsAsWritten: Bool
    /// The key of a literal without interpolations (`Text("Save")`), made once: the key is
    /// an immutable value.
    private let constant: Value?

    init(_ literal: ExprNode) {
        self.literal = literal
        if let node = literal as? ConstantNode, case .string(let text) = node.value {
            constant = .native(LocalizedStringKeyValue([.literal(text)]))
        } else {
            constant = nil
        }
        interpolation = literal as? InterpolationNode
        showsAsWritten = interpolation?.segments.allSatisfy { segment in
            if case .text(let text) = segment { return InlineMarkdown.isPlain(text) }
            return true
        } ?? false
        super.init(range: literal.range)
    }

    override func evaluate(_ frame: Frame) throws -> Value {
        if let tables = frame.interpreter.stringTables, let translated = try translated(tables, frame) { return translated }
        if let constant { return constant }
        guard let interpolation else {
            return .native(LocalizedStringKeyValue([.literal(try frame.interpreter.describe(try literal.evaluate(frame)))]))
        }
        if showsAsWritten { return .native(LocalizedStringKeyValue(shownAsWritten: try text(interpolation, frame))) }
        var parts: [LocalizedStringKeyValue.Part] = []
        parts.reserveCapacity(interpolation.segments.count)
        for segment in interpolation.segments {
            switch segment {
            case .text(let text): parts.append(.literal(text))
            case .value(let node, let specifier, let extra, _):
                let value = try node.evaluate(frame)
                parts.append(.argument(try TextLibrary.interpolated(value, specifier, extra, frame, range: range)))
            }
        }
        return .native(LocalizedStringKeyValue(parts))
    }

    /// The key's translation in the app's string tables, its values filled in; nil when the
    /// tables have no entry for a key without values.
    private func translated(_ tables: StringTables, _ frame: Frame) throws -> Value? {
        guard let interpolation else {
            let key = try frame.interpreter.describe(try literal.evaluate(frame))
            guard let translation = try tables.translation(of: key, frame.interpreter, at: range) else { return nil }
            return .native(LocalizedStringKeyValue([.literal(translation)]))
        }
        return .native(LocalizedStringKeyValue(try tables.localize(interpolation, frame, at: range)))
    }

    /// The literal's text and its values' texts, one after the other (see `TextBuilder`).
    private func text(_ interpolation: InterpolationNode, _ frame: Frame) throws -> String {
        try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: TextBuilder.bufferSize) { buffer in
            var text = TextBuilder(buffer.baseAddress!)
            for segment in interpolation.segments {
                switch segment {
                case .text(let piece): text.append(piece)
                case .value(let node, let specifier, let extra, _):
                    let value = try node.evaluate(frame)
                    if case .int(let number) = value, specifier == nil {
                        text.append(number)  // as `interpolated` shows it (`describe`)
                    } else {
                        text.append(try TextLibrary.interpolated(value, specifier, extra, frame, range: range))
                    }
                }
            }
            return text.finish()
        }
    }
}
