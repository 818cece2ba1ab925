import Foundation

/// Foundation's `DateInterval`: a start and a duration, made by `DateInterval(start:end:)`,
/// `DateInterval(start:duration:)` or `Calendar.dateInterval(of:for:)`. Its members and its
/// description are Foundation's own (program 425 recorded with swiftc: `print(interval)`
/// writes `2024-03-01 00:00:00 +0000 to 2024-03-02 00:00:00 +0000`).
final class DateIntervalObject: NativeObject, NativeMembers, NativeEquatable {
    let interval: DateInterval

    init(_ interval: DateInterval) { self.interval = interval }

    var runtimeType: RuntimeType { .named("DateInterval", []) }
    func describe() -> String { interval.description }

    func isEqual(to other: NativeObject) -> Bool { (other as? DateIntervalObject)?.interval == interval }
    var hashKey: Int { interval.hashValue }

    func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch name {
        case "start": return CalendarObject.value(interval.start)
        case "end": return CalendarObject.value(interval.end)
        case "duration": return .double(interval.duration)
        case "description": return .string(interval.description)
        default: return nil
        }
    }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        let values = arguments.values
        switch (name, arguments.labels) {
        case ("contains", [nil]):
            guard let date = values[0].foundationDate else { return nil }
            return .bool(interval.contains(date))
        case ("intersects", [nil]):
            guard case .native(let other as DateIntervalObject) = values[0] else { return nil }
            return .bool(interval.intersects(other.interval))
        case ("intersection", ["with"]):
            guard case .native(let other as DateIntervalObject) = values[0] else { return nil }
            return interval.intersection(with: other.interval).map { .some(.native(DateIntervalObject($0))) } ?? Value.none
        default:
            return nil
        }
    }

    /// `DateInterval(start:end:)`, `DateInterval(start:duration:)`, `DateInterval()`. An end
    /// before the start (a negative duration) fails Foundation's precondition: the toolchain's
    /// Foundation stops with no message, so the trap's text is unknown and it is a positioned
    /// "not simulated yet" error.
    static func construct(_ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        let values = arguments.values
        switch arguments.labels {
        case []:
            // Foundation's `DateInterval()` starts now: the virtual clock's now.
            let now = Date(timeIntervalSince1970: DateObject.now(context.interpreter).secondsSince1970)
            return .native(DateIntervalObject(DateInterval(start: now, duration: 0)))
        case ["start", "end"]:
            guard let start = values[0].foundationDate, let end = values[1].foundationDate else { return nil }
            guard end >= start else { throw context.failure(.notSimulated("DateInterval(start:end:) with an end before its start (a trap)")) }
            return .native(DateIntervalObject(DateInterval(start: start, end: end)))
        case ["start", "duration"]:
            guard let start = values[0].foundationDate, let duration = values[1].intervalSeconds else { return nil }
            guard duration >= 0 else { throw context.failure(.notSimulated("DateInterval(start:duration:) with a negative duration (a trap)")) }
            return .native(DateIntervalObject(DateInterval(start: start, duration: duration)))
        default:
            return nil
        }
    }
}
