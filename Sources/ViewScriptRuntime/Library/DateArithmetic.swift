import ViewScriptSyntax

/// `Date` is `Comparable`, `Hashable` and `Strideable` (its stride is `TimeInterval`):
/// `a < b`, `a == b`, `date + 60`, `date - 60`, `date += 60`, `Set<Date>`.
/// Recorded from swiftc: `print(Date(timeIntervalSince1970: 0) + 60)` prints
/// `1970-01-01 00:01:00 +0000`; `[y, x].sorted()` orders by time.
extension DateObject: NativeEquatable {
    func isEqual(to other: NativeObject) -> Bool {
        (other as? DateObject)?.secondsSince1970 == secondsSince1970
    }

    var hashKey: Int { secondsSince1970.hashValue }

    /// -1, 0 or 1 when both values are dates; nil otherwise.
    static func order(_ lhs: Value, _ rhs: Value) -> Int? {
        guard let a = lhs.dateSecondsSince1970, let b = rhs.dateSecondsSince1970 else { return nil }
        return a < b ? -1 : (a == b ? 0 : 1)
    }

    /// The operators of `Date`, or nil when they are not dates (and an interval).
    static func binary(_ op: BinaryOperator, _ lhs: Value, _ rhs: Value) -> Value? {
        guard let a = lhs.dateSecondsSince1970 else {
            if op == .add, let b = rhs.dateSecondsSince1970, let seconds = lhs.intervalSeconds {
                return .date(secondsSince1970: b + seconds)
            }
            return nil
        }
        if let b = rhs.dateSecondsSince1970 { return op.compared(a, b) }
        guard let seconds = rhs.intervalSeconds else { return nil }
        switch op {
        case .add: return .date(secondsSince1970: a + seconds)
        case .subtract: return .date(secondsSince1970: a - seconds)
        default: return nil
        }
    }
}

extension Value {
    /// A `TimeInterval` operand: a `Double`, or an integer literal typed by its context.
    var intervalSeconds: Double? {
        switch self {
        case .double(let seconds): return seconds
        case .int(let seconds): return Double(seconds)
        default: return nil
        }
    }
}
