import Foundation

/// Lists: `names.formatted(.list(type: .and))`, `.list(type: .or, width: .short)`,
/// `.list(memberStyle: .number, type: .and)`, `ListFormatter.localizedString(byJoining:)` and
/// `ListFormatter().string(from:)`. Each is Foundation's `ListFormatStyle` for the simulated
/// device's locale (`ListFormatter` itself is missing from Foundation on Linux; on Apple
/// platforms it and the style write the same ICU list patterns).
/// Source: Apple, ListFormatStyle, https://developer.apple.com/documentation/foundation/listformatstyle
/// ("A type that formats lists of items with a separator and conjunction appropriate for a given locale.").
enum ListStyles {
    typealias Step = FormatStyleBridge.Step

    static func format(_ array: ArrayValue, _ steps: [Step], _ context: CallContext) throws -> String {
        guard steps.count <= 2, let root = steps.first, root.member == "list" else {
            throw FormatStyleBridge.unknown(steps.first ?? Step(member: "?", arguments: [], labels: []), context)
        }
        var locale = context.interpreter.device.locale
        if steps.count == 2 {
            guard steps[1].member == "locale", let given = try steps[1].arguments.first?.foundationLocale(context) else {
                throw FormatStyleBridge.unknown(steps[1], context)
            }
            locale = given
        }
        let type = try listType(root.argument("type"), context)
        let width = try listWidth(root.argument("width"), context)
        let items: [String] = try array.elements.map { element in
            if let member = root.argument("memberStyle") { return try FormatStyleBridge.format(element, with: member, context) }
            return try context.interpreter.describe(element, at: context.range)
        }
        return join(items, type: type, width: width, locale: locale)
    }

    /// `names.formatted()` (a list joined with "and") or `names.formatted(style)`.
    static func formatted(_ array: ArrayValue, _ labels: [String?], _ arguments: [Value], _ context: CallContext) throws -> String {
        guard let style = arguments.first else {
            let items = try array.elements.map { try context.interpreter.describe($0, at: context.range) }
            return join(items, locale: context.interpreter.device.locale)
        }
        return try FormatStyleBridge.format(.array(array), with: style, context)
    }

    static func join(_ items: [String], type: ListFormatStyle<StringStyle, [String]>.ListType = .and,
                     width: ListFormatStyle<StringStyle, [String]>.Width = .standard, locale: Locale) -> String {
        var style = ListFormatStyle<StringStyle, [String]>.list(type: type, width: width)
        style.locale = locale
        return items.formatted(style)
    }

    private static func listType(_ value: Value?, _ context: CallContext) throws -> ListFormatStyle<StringStyle, [String]>.ListType {
        switch value?.symbolMember {
        case nil, "and": return .and
        case "or": return .or
        default: throw context.failure(.notSimulated("the list type \(context.interpreter.describeForMessage(value!))"))
        }
    }

    private static func listWidth(_ value: Value?, _ context: CallContext) throws -> ListFormatStyle<StringStyle, [String]>.Width {
        switch value?.symbolMember {
        case nil, "standard": return .standard
        case "short": return .short
        case "narrow": return .narrow
        default: throw context.failure(.notSimulated("the list width \(context.interpreter.describeForMessage(value!))"))
        }
    }
}

/// `ListFormatter()`: `string(from:)` and `locale`; `ListFormatter.localizedString(byJoining:)`.
final class ListFormatterObject: NativeObject, NativeMembers, NativeSettable {
    private var locale: Value?

    var runtimeType: RuntimeType { .named("ListFormatter", []) }
    func describe() -> String { "<NSListFormatter>" }

    func property(_ name: String, _ context: CallContext) throws -> Value? {
        guard name == "locale" else { return nil }
        return locale ?? .native(LocaleObject(context.interpreter.device.locale))
    }

    func modifyProperty<T>(_ name: String, _ body: (inout Value) throws -> T) throws -> T {
        var value = locale ?? .none
        defer { locale = value }
        return try body(&value)
    }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        guard name == "string", arguments.labels == ["from"], case .array(let array) = arguments.values[0] else { return nil }
        let items = try array.elements.map { try context.interpreter.describe($0, at: context.range) }
        let given = try locale.flatMap { try $0.unwrappedDeep?.foundationLocale(context) }
        return .some(.string(ListStyles.join(items, locale: given ?? context.interpreter.device.locale)))
    }

    static func callStatic(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        guard name == "localizedString", arguments.labels == ["byJoining"], case .array(let array) = arguments.values[0] else {
            return nil
        }
        let items = try array.elements.map { try ScalarArguments.string($0, context) }
        return .string(ListStyles.join(items, locale: context.interpreter.device.locale))
    }
}
