import Foundation

/// `Calendar.current` (Gregorian, UTC, `en_US`) and `DateComponents`: each call is Foundation's
/// own calendar arithmetic. "Today" is the virtual clock's day.
final class CalendarObject: NativeObject, NativeMembers, NativeSettable {
    private(set) var calendar: Calendar
    init(_ calendar: Calendar) { self.calendar = calendar }
    var runtimeType: RuntimeType { .named("Calendar", []) }
    func describe() -> String { "\(calendar.identifier) (fixed)" }

    func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch name {
        case "identifier": return .native(SymbolValue("gregorian", member: "gregorian"))
        case "timeZone": return .native(TimeZoneObject(calendar.timeZone))
        case "locale": return calendar.locale.map { .some(.native(LocaleObject($0))) } ?? Value.none
        case "firstWeekday": return .int(calendar.firstWeekday)
        case "shortWeekdaySymbols": return .array(ArrayValue(calendar.shortWeekdaySymbols.map(Value.string), elementType: .string))
        case "weekdaySymbols": return .array(ArrayValue(calendar.weekdaySymbols.map(Value.string), elementType: .string))
        case "monthSymbols": return .array(ArrayValue(calendar.monthSymbols.map(Value.string), elementType: .string))
        case "shortMonthSymbols": return .array(ArrayValue(calendar.shortMonthSymbols.map(Value.string), elementType: .string))
        default: return nil
        }
    }

    /// `calendar.timeZone = ...`, `calendar.locale = ...`, `calendar.firstWeekday = 2`.
    func modifyProperty<T>(_ name: String, _ body: (inout Value) throws -> T) throws -> T {
        var value: Value
        switch name {
        case "timeZone": value = .native(TimeZoneObject(calendar.timeZone))
        case "locale": value = calendar.locale.map { .some(.native(LocaleObject($0))) } ?? Value.none
        case "firstWeekday": value = .int(calendar.firstWeekday)
        default: value = .void
        }
        defer {
            switch (name, value) {
            case ("timeZone", .native(let zone as TimeZoneObject)): calendar.timeZone = zone.timeZone
            case ("locale", .native(let locale as LocaleObject)), ("locale", .some(.native(let locale as LocaleObject))):
                calendar.locale = locale.locale
            case ("firstWeekday", .int(let day)): calendar.firstWeekday = day
            default: break
            }
        }
        return try body(&value)
    }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        let values = arguments.values
        func date(_ index: Int) throws -> Date {
            guard index < values.count, let date = values[index].foundationDate else {
                throw context.failure(.typeMismatch("Calendar.\(name) expects a Date"))
            }
            return date
        }
        let now = Date(timeIntervalSince1970: DateObject.now(context.interpreter).secondsSince1970)
        switch (name, arguments.labels) {
        case ("startOfDay", ["for"]): return Self.value(calendar.startOfDay(for: try date(0)))
        case ("isDateInToday", [nil]): return .bool(calendar.isDate(try date(0), inSameDayAs: now))
        case ("isDateInYesterday", [nil]), ("isDateInTomorrow", [nil]):
            let subject = try date(0)
            let day = calendar.date(byAdding: .day, value: name == "isDateInYesterday" ? -1 : 1, to: now)
            return .bool(day.map { calendar.isDate(subject, inSameDayAs: $0) } ?? false)
        case ("isDateInWeekend", [nil]): return .bool(calendar.isDateInWeekend(try date(0)))
        case ("isDate", [nil, "inSameDayAs"]): return .bool(calendar.isDate(try date(0), inSameDayAs: try date(1)))
        case ("isDate", [nil, "equalTo", "toGranularity"]):
            return .bool(calendar.isDate(try date(0), equalTo: try date(1), toGranularity: try Self.component(values[2], context)))
        case ("date", ["byAdding", "value", "to"]):
            guard let amount = values[1].asInt else { return nil }
            return Self.optional(calendar.date(byAdding: try Self.component(values[0], context), value: amount, to: try date(2)))
        case ("date", ["byAdding", "to"]):
            guard case .native(let components as DateComponentsObject) = values[0] else { return nil }
            return Self.optional(calendar.date(byAdding: components.components, to: try date(1)))
        case ("date", ["from"]):
            guard case .native(let components as DateComponentsObject) = values[0] else { return nil }
            return Self.optional(calendar.date(from: components.components))
        case ("date", ["bySettingHour", "minute", "second", "of"]):
            guard let hour = values[0].asInt, let minute = values[1].asInt, let second = values[2].asInt else { return nil }
            return Self.optional(calendar.date(bySettingHour: hour, minute: minute, second: second, of: try date(3)))
        case ("range", ["of", "in", "for"]):
            // `range(of: .day, in: .month, for: date)`: the days of that month, `1..<30` in a leap February.
            guard let range = calendar.range(of: try Self.component(values[0], context), in: try Self.component(values[1], context),
                                             for: try date(2)) else { return Value.none }
            return Value.some(.range(RangeValue(.halfOpen, lower: .int(range.lowerBound), upper: .int(range.upperBound))))
        case ("ordinality", ["of", "in", "for"]):
            let ordinal = calendar.ordinality(of: try Self.component(values[0], context), in: try Self.component(values[1], context),
                                              for: try date(2))
            return ordinal.map { Value.some(.int($0)) } ?? Value.none
        case ("component", [nil, "from"]):
            return .int(calendar.component(try Self.component(values[0], context), from: try date(1)))
        case ("dateComponents", [nil, "from"]):
            return .native(DateComponentsObject(calendar.dateComponents(try Self.components(values[0], context), from: try date(1))))
        case ("dateInterval", ["of", "for"]):
            // The day, week or month holding the date: `nil` where Foundation finds none.
            let interval = calendar.dateInterval(of: try Self.component(values[0], context), for: try date(1))
            return interval.map { .some(.native(DateIntervalObject($0))) } ?? Value.none
        case ("nextDate", let labels) where labels.starts(with: ["after", "matching", "matchingPolicy"]):
            guard case .native(let components as DateComponentsObject) = values[1] else { return nil }
            let policy = try Self.matchingPolicy(values[2], context)
            var repeated = Calendar.RepeatedTimePolicy.first
            var direction = Calendar.SearchDirection.forward
            for (label, value) in zip(labels, values).dropFirst(3) {
                switch (label, value.symbolMember) {
                case ("repeatedTimePolicy", "first"): repeated = .first
                case ("repeatedTimePolicy", "last"): repeated = .last
                case ("direction", "forward"): direction = .forward
                case ("direction", "backward"): direction = .backward
                default: return nil
                }
            }
            return Self.optional(calendar.nextDate(after: try date(0), matching: components.components, matchingPolicy: policy,
                                                   repeatedTimePolicy: repeated, direction: direction))
        case ("dateComponents", [nil, "from", "to"]):
            return .native(DateComponentsObject(calendar.dateComponents(try Self.components(values[0], context),
                                                                        from: try date(1), to: try date(2))))
        default:
            return nil
        }
    }

    static func value(_ date: Date) -> Value { .date(secondsSince1970: date.timeIntervalSince1970) }
    static func optional(_ date: Date?) -> Value { date.map { .some(value($0)) } ?? Value.none }

    static func component(_ value: Value, _ context: CallContext) throws -> Calendar.Component {
        switch value.symbolMember {
        case "era": return .era
        case "year": return .year
        case "month": return .month
        case "day": return .day
        case "hour": return .hour
        case "minute": return .minute
        case "second": return .second
        case "weekday": return .weekday
        case "weekOfYear": return .weekOfYear
        case "weekOfMonth": return .weekOfMonth
        case "nanosecond": return .nanosecond
        case "dayOfYear": return .dayOfYear
        default: throw context.failure(.notSimulated("the calendar component \(context.interpreter.describeForMessage(value))"))
        }
    }

    /// `.nextTime`, `.strict`...: how `nextDate(after:matching:matchingPolicy:)` treats a match
    /// that does not exist (February 30th).
    static func matchingPolicy(_ value: Value, _ context: CallContext) throws -> Calendar.MatchingPolicy {
        switch value.symbolMember {
        case "nextTime": return .nextTime
        case "nextTimePreservingSmallerComponents": return .nextTimePreservingSmallerComponents
        case "previousTimePreservingSmallerComponents": return .previousTimePreservingSmallerComponents
        case "strict": return .strict
        default: throw context.failure(.typeMismatch("Calendar.MatchingPolicy expected"))
        }
    }

    static func components(_ value: Value, _ context: CallContext) throws -> Set<Calendar.Component> {
        let elements: [Value]
        switch value {
        case .array(let array): elements = array.elements
        case .set(let set): elements = Array(set.elements)
        default: elements = [value]
        }
        return Set(try elements.map { try component($0, context) })
    }
}

/// `DateComponents(year:month:day:...)`: Foundation's own, its fields readable and settable.
final class DateComponentsObject: NativeObject, NativeMembers, NativeSettable {
    var components: DateComponents
    init(_ components: DateComponents) { self.components = components }
    var runtimeType: RuntimeType { .named("DateComponents", []) }
    func describe() -> String { components.description }

    nonisolated(unsafe) static let fields: [String: WritableKeyPath<DateComponents, Int?>] = [
        "era": \.era, "year": \.year, "month": \.month, "day": \.day, "hour": \.hour, "minute": \.minute,
        "second": \.second, "nanosecond": \.nanosecond, "weekday": \.weekday, "weekOfYear": \.weekOfYear,
        "weekOfMonth": \.weekOfMonth, "dayOfYear": \.dayOfYear,
    ]

    /// `DateComponents(year: 2024, month: 3)`: every label a field.
    static func construct(_ arguments: CallArguments) -> Value? {
        var components = DateComponents()
        for (label, value) in zip(arguments.labels, arguments.values) {
            guard let label, let field = fields[label] else { return nil }
            switch value {
            case .int(let int), .some(.int(let int)): components[keyPath: field] = int
            case .none: components[keyPath: field] = nil
            default: return nil
            }
        }
        return .native(DateComponentsObject(components))
    }

    func property(_ name: String, _ context: CallContext) throws -> Value? {
        guard let field = Self.fields[name] else { return nil }
        return components[keyPath: field].map { .some(.int($0)) } ?? Value.none
    }

    func modifyProperty<T>(_ name: String, _ body: (inout Value) throws -> T) throws -> T {
        guard let field = Self.fields[name] else {
            var ignored = Value.none
            return try body(&ignored)
        }
        var value: Value = components[keyPath: field].map { .some(.int($0)) } ?? Value.none
        defer {
            switch value {
            case .int(let int), .some(.int(let int)): components[keyPath: field] = int
            default: components[keyPath: field] = nil
            }
        }
        return try body(&value)
    }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? { nil }
}
