import Foundation

/// `DateComponentsFormatter` (its `string(from:)` is unimplemented in Foundation on Linux): a
/// whole number of seconds written in the allowed units (days, hours, minutes, seconds; the
/// largest allowed unit takes the rest) in the `positional`, `abbreviated`, `brief`, `short` or
/// `full` style of the U.S. English locale, with the zero formatting behaviours `.default`, `.pad`,
/// `.dropLeading` and `.dropAll`, and a `maximumUnitCount` that drops only zero units (Foundation
/// rounds when it drops a non-zero one: that rounding is not simulated). Anything else (other units, styles or properties, fractions
/// of a second, negative intervals) is "not simulated yet", never a guess.
final class DateComponentsFormatterObject: NativeObject, NativeMembers, NativeSettable {
    enum Unit: String, CaseIterable { case day, hour, minute, second
        var seconds: Int { switch self { case .day: 86_400; case .hour: 3_600; case .minute: 60; case .second: 1 } }
    }
    enum Style: String { case positional, abbreviated, brief, short, full }
    enum Zeros: String { case `default`, pad, dropLeading, dropAll }

    private var properties: [String: Value] = [:]
    static let settable: Set<String> = ["allowedUnits", "unitsStyle", "zeroFormattingBehavior", "maximumUnitCount"]

    var runtimeType: RuntimeType { .named("DateComponentsFormatter", []) }
    func describe() -> String { "<NSDateComponentsFormatter>" }

    func property(_ name: String, _ context: CallContext) throws -> Value? {
        guard Self.settable.contains(name) else { return nil }
        return properties[name]
    }

    func modifyProperty<T>(_ name: String, _ body: (inout Value) throws -> T) throws -> T {
        try properties.modifyProperty(name, body)
    }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        let values = arguments.values
        switch (name, arguments.labels) {
        case ("string", ["from"]):
            guard let seconds = values[0].unwrappedDeep?.numberAsDouble else { return nil }
            return .some(.string(try format(seconds, context)))
        case ("string", ["from", "to"]):
            guard let start = values[0].foundationDate, let end = values[1].foundationDate else { return nil }
            return .some(.string(try format(end.timeIntervalSince(start), context)))
        default:
            return nil
        }
    }

    private func format(_ interval: Double, _ context: CallContext) throws -> String {
        if let other = properties.keys.sorted().first(where: { !Self.settable.contains($0) }) {
            throw context.failure(.notSimulated("DateComponentsFormatter.\(other)"))
        }
        guard interval >= 0, interval == interval.rounded(), interval < 1e12 else {
            throw context.failure(.notSimulated("DateComponentsFormatter.string(from: \(interval)) (a negative or fractional interval)"))
        }
        let units = try allowedUnits(context)
        let style = try symbol("unitsStyle", default: Style.positional, context)
        let zeros = try symbol("zeroFormattingBehavior", default: Zeros.default, context)
        var rest = Int(interval)
        var parts: [(Unit, Int)] = []
        for unit in units {
            parts.append((unit, rest / unit.seconds))
            rest %= unit.seconds
        }
        return Self.write(try limited(parts, style: style, context), style: style, zeros: zeros)
    }

    static func write(_ parts: [(Unit, Int)], style: Style, zeros: Zeros) -> String {
        var shown = parts
        switch (style, zeros) {
        case (.positional, .pad):
            return parts.map { String(format: "%02d", $0.1) }.joined(separator: ":")
        case (.positional, .default), (.positional, .dropLeading):
            // "0:05": a positional time keeps minutes and seconds.
            while shown.count > 2, shown[0].1 == 0 { shown.removeFirst() }
        case (_, .dropLeading):
            while shown.count > 1, shown[0].1 == 0 { shown.removeFirst() }
        case (.positional, .dropAll), (_, .default), (_, .dropAll):
            shown = parts.filter { $0.1 != 0 }
            if shown.isEmpty, let last = parts.last { shown = [last] }
        case (_, .pad):
            break
        }
        if style == .positional {
            return shown.enumerated().map { $0.offset == 0 ? String($0.element.1) : String(format: "%02d", $0.element.1) }
                .joined(separator: ":")
        }
        let words = shown.map { unit, value in word(unit, value, style) }
        return words.joined(separator: style == .abbreviated || style == .brief ? " " : ", ")
    }

    private static func word(_ unit: Unit, _ value: Int, _ style: Style) -> String {
        switch style {
        case .abbreviated: return "\(value)\(unit.rawValue.prefix(1))"
        case .short, .brief:
            let name: String = switch unit { case .day: value == 1 ? "day" : "days"; case .hour: "hr"; case .minute: "min"; case .second: "sec" }
            return style == .brief ? "\(value)\(name)" : "\(value) \(name)"
        case .full, .positional: return "\(value) \(unit.rawValue)\(value == 1 ? "" : "s")"
        }
    }

    private func allowedUnits(_ context: CallContext) throws -> [Unit] {
        guard let given = properties["allowedUnits"], given.optionName != "none" else { return Unit.allCases }
        let names: [String]
        switch given {
        case .array(let array): names = array.elements.compactMap(\.optionName)
        default: names = given.optionName.map { [$0] } ?? []
        }
        var units: Set<Unit> = []
        for name in names {
            guard let unit = Unit(rawValue: name) else { throw context.failure(.notSimulated("DateComponentsFormatter allowedUnits .\(name)")) }
            units.insert(unit)
        }
        return Unit.allCases.filter(units.contains)
    }

    private func symbol<S: RawRepresentable>(_ name: String, default fallback: S, _ context: CallContext) throws -> S where S.RawValue == String {
        guard let value = properties[name], let member = value.optionName, member != "none" else { return fallback }
        guard let known = S(rawValue: member) else { throw context.failure(.notSimulated("DateComponentsFormatter.\(name) .\(member)")) }
        return known
    }

    /// `maximumUnitCount`: at most that many units from the first non-zero one. Dropping a unit
    /// that is not zero makes Foundation round the last unit kept, which is not simulated.
    private func limited(_ parts: [(Unit, Int)], style: Style, _ context: CallContext) throws -> [(Unit, Int)] {
        guard let given = properties["maximumUnitCount"], let count = given.numberAsDouble.map(Int.init), count > 0 else { return parts }
        let first = parts.firstIndex { $0.1 != 0 } ?? parts.count - 1
        let end = min(parts.count, first + count)
        guard end < parts.count else { return parts }
        if style == .positional || parts[end...].contains(where: { $0.1 != 0 }) {
            throw context.failure(.notSimulated("DateComponentsFormatter.maximumUnitCount \(count) that drops a non-zero unit (Foundation rounds it)"))
        }
        return Array(parts[..<end])
    }
}
