import ViewScriptSyntax

/// `Date` on the virtual clock: `Date()` is the simulation's start (2024-01-01 00:00:00 UTC)
/// plus the virtual time, so output is the same every run.
final class DateObject: NativeObject, NativeMembers {
    /// Seconds since 1970-01-01 00:00:00 UTC.
    let secondsSince1970: Double
    static let simulationStart: Double = 1_704_067_200

    init(secondsSince1970: Double) { self.secondsSince1970 = secondsSince1970 }

    var runtimeType: RuntimeType { .named("Date", []) }

    /// `2024-01-01 00:00:00 +0000`, as `print(Date())` shows a date.
    func describe() -> String {
        let days = Int((secondsSince1970 / 86_400).rounded(.down))
        let secondsOfDay = Int(secondsSince1970 - Double(days) * 86_400)
        let (year, month, day) = DateObject.civil(fromDays: days)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(year)-\(two(month))-\(two(day)) \(two(secondsOfDay / 3600)):\(two(secondsOfDay / 60 % 60)):\(two(secondsOfDay % 60)) +0000"
    }

    /// Howard Hinnant's days-to-civil algorithm.
    static func civil(fromDays days: Int) -> (Int, Int, Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthPrime = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthPrime + 2) / 5 + 1
        let month = monthPrime < 10 ? monthPrime + 3 : monthPrime - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch name {
        case "timeIntervalSince1970": return .double(secondsSince1970)
        case "timeIntervalSinceNow":
            return .double(secondsSince1970 - DateObject.now(context.interpreter).secondsSince1970)
        default: return nil
        }
    }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        switch name {
        case "formatted":
            return try FormatStyleBridge.formatted(.native(self), labels: arguments.labels, arguments.values, context).map(Value.string)
        case "ISO8601Format" where arguments.values.isEmpty:
            // `date.ISO8601Format()` is `date.formatted(.iso8601)`: "2024-03-01T09:30:00Z".
            return .string(DateStyles.iso8601(secondsSince1970: secondsSince1970))
        case "timeIntervalSince":
            guard case .native(let other)? = dateArgument(arguments.values.first, context), let date = other as? DateObject else { return nil }
            return .double(secondsSince1970 - date.secondsSince1970)
        case "distance" where arguments.labels == ["to"]:
            guard let other = dateArgument(arguments.values[0], context)?.dateSecondsSince1970 else { return nil }
            return .double(other - secondsSince1970)
        case "addingTimeInterval", "advanced":
            guard let seconds = arguments.values.first?.asDouble ?? arguments.values.first?.asInt.map(Double.init) else { return nil }
            return .native(DateObject(secondsSince1970: secondsSince1970 + seconds))
        default: return nil
        }
    }

    /// `date.timeIntervalSince(.now)`: an implicit member argument names one of `Date`'s.
    private func dateArgument(_ value: Value?, _ context: CallContext) -> Value? {
        guard let value else { return nil }
        if case .native(let member as UnresolvedMember) = value { return context.interpreter.resolve(member, as: .named("Date", [])) }
        return context.interpreter.resolvingSymbol(value, like: .native(self))
    }

    static func now(_ interpreter: Interpreter) -> DateObject {
        DateObject(secondsSince1970: simulationStart + Double(interpreter.executor.now) / 1e9)
    }
}

extension Value {
    /// A `Date` (seconds since 1970-01-01 00:00:00 UTC), for the layers above: a
    /// `DatePicker` writes one into its binding.
    public static func date(secondsSince1970: Double) -> Value { .native(DateObject(secondsSince1970: secondsSince1970)) }

    /// The seconds since 1970 of a `Date` value; nil for other values.
    public var dateSecondsSince1970: Double? {
        if case .native(let object) = self, let date = object as? DateObject { return date.secondsSince1970 }
        return nil
    }
}

/// How a date shows on screen in the simulated locale (`en_US`) and time zone (UTC):
/// a compact `DatePicker`'s date and time buttons.
public enum DisplayedDate {
    /// `Mar 1, 2024`
    public static func date(_ secondsSince1970: Double) -> String {
        let days = Int((secondsSince1970 / 86_400).rounded(.down))
        let (year, month, day) = DateObject.civil(fromDays: days)
        let names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        return "\(names[month - 1]) \(day), \(year)"
    }

    /// `9:30 AM`
    public static func time(_ secondsSince1970: Double) -> String {
        let days = (secondsSince1970 / 86_400).rounded(.down)
        let secondsOfDay = Int(secondsSince1970 - days * 86_400)
        let hour = secondsOfDay / 3600
        let minute = secondsOfDay / 60 % 60
        let shownHour = hour % 12 == 0 ? 12 : hour % 12
        return "\(shownHour):\(minute < 10 ? "0" : "")\(minute) \(hour < 12 ? "AM" : "PM")"
    }
}

/// `UUID()` from the seeded generator: a valid version-4 UUID, the same every run.
final class UUIDObject: NativeObject, NativeMembers {
    let text: String

    init(text: String) { self.text = text }

    init(_ generator: inout SeededGenerator) {
        var bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) }
        bytes[6] = (bytes[6] & 0x0F) | 0x40
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        let hex = bytes.map { byte in
            let digits = Array("0123456789ABCDEF")
            return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
        }
        text = [hex[0..<4], hex[4..<6], hex[6..<8], hex[8..<10], hex[10..<16]].map { $0.joined() }.joined(separator: "-")
    }

    var runtimeType: RuntimeType { .named("UUID", []) }
    func describe() -> String { text }
    func property(_ name: String, _ context: CallContext) throws -> Value? {
        name == "uuidString" ? .string(text) : nil
    }
    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? { nil }
}

extension Builtins {
    /// `Date()`, `Date(timeIntervalSince1970:)`, `Date.now`, `UUID()`.
    static func constructFoundation(_ name: String, _ arguments: CallArguments, _ context: CallContext) -> Value? {
        let interpreter = context.interpreter
        switch (name, arguments.labels) {
        case ("Date", []): return .native(DateObject.now(interpreter))
        case ("Date", ["timeIntervalSince1970"]):
            guard let seconds = arguments.values[0].asDouble ?? arguments.values[0].asInt.map(Double.init) else { return nil }
            return .native(DateObject(secondsSince1970: seconds))
        case ("Date", ["timeIntervalSinceNow"]):
            guard let seconds = arguments.values[0].asDouble ?? arguments.values[0].asInt.map(Double.init) else { return nil }
            return .native(DateObject(secondsSince1970: DateObject.now(interpreter).secondsSince1970 + seconds))
        case ("UUID", []): return .native(UUIDObject(&interpreter.random))
        case ("URL", ["string"]): return arguments.values[0].asString.map(URLObject.make(string:))
        case ("URL", ["fileURLWithPath"]): return arguments.values[0].asString.map { .native(URLObject(FileLibrary.fileURL($0))) }
        default: return nil
        }
    }
}
