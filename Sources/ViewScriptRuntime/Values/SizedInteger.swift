/// The fixed-width integer types other than `Int`: `Int8`...`Int64`, `UInt`, `UInt8`...`UInt64`.
/// `Int` stays `Value.int` (the interpreter's hot path); these are `Value.sized`.
public enum IntegerWidth: UInt8, CaseIterable, Hashable, Sendable {
    case int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64

    public init?(name: String) {
        switch name {
        case "Int8": self = .int8
        case "Int16": self = .int16
        case "Int32": self = .int32
        case "Int64": self = .int64
        case "UInt": self = .uint
        case "UInt8": self = .uint8
        case "UInt16": self = .uint16
        case "UInt32": self = .uint32
        case "UInt64": self = .uint64
        default: return nil
        }
    }

    public var name: String {
        switch self {
        case .int8: return "Int8"
        case .int16: return "Int16"
        case .int32: return "Int32"
        case .int64: return "Int64"
        case .uint: return "UInt"
        case .uint8: return "UInt8"
        case .uint16: return "UInt16"
        case .uint32: return "UInt32"
        case .uint64: return "UInt64"
        }
    }

    public var isSigned: Bool { rawValue <= IntegerWidth.int64.rawValue }

    public var bitWidth: Int {
        switch self {
        case .int8, .uint8: return 8
        case .int16, .uint16: return 16
        case .int32, .uint32: return 32
        case .int64, .uint, .uint64: return 64
        }
    }

    public var max: SizedInteger { SizedInteger(width: self, bits: isSigned ? (UInt64.max >> (65 - UInt64(bitWidth))) : (UInt64.max >> (64 - UInt64(bitWidth)))) }
    public var min: SizedInteger { SizedInteger(width: self, bits: isSigned ? ~(UInt64.max >> (65 - UInt64(bitWidth))) : 0) }
}

/// A number of one of the fixed-width integer types. `bits` is the value's bit pattern
/// widened to 64 bits as Swift's `UInt64(truncatingIfNeeded:)` does (sign-extended when signed).
public struct SizedInteger: Hashable, Sendable, Comparable {
    public static func < (lhs: SizedInteger, rhs: SizedInteger) -> Bool { lhs.compare(rhs) < 0 }

    public let width: IntegerWidth
    public let bits: UInt64

    public init(width: IntegerWidth, bits: UInt64) {
        self.width = width
        self.bits = bits
    }

    /// `T(truncatingIfNeeded: value)`.
    public init(width: IntegerWidth, truncating value: Int) {
        self.init(width: width, canonical: UInt64(bitPattern: Int64(value)))
    }

    /// The bit pattern cut to the width and widened again.
    init(width: IntegerWidth, canonical raw: UInt64) {
        switch width {
        case .int8: bits = UInt64(truncatingIfNeeded: Int8(truncatingIfNeeded: raw))
        case .int16: bits = UInt64(truncatingIfNeeded: Int16(truncatingIfNeeded: raw))
        case .int32: bits = UInt64(truncatingIfNeeded: Int32(truncatingIfNeeded: raw))
        case .int64, .uint, .uint64: bits = raw
        case .uint8: bits = UInt64(UInt8(truncatingIfNeeded: raw))
        case .uint16: bits = UInt64(UInt16(truncatingIfNeeded: raw))
        case .uint32: bits = UInt64(UInt32(truncatingIfNeeded: raw))
        }
        self.width = width
    }

    /// `T(exactly: value)` for a value given as sign and magnitude.
    public init?(width: IntegerWidth, exactly value: Int) {
        let candidate = SizedInteger(width: width, truncating: value)
        guard candidate.intValue == value, candidate.isNegative == (value < 0) else { return nil }
        self = candidate
    }

    public var isNegative: Bool { width.isSigned && Int64(bitPattern: bits) < 0 }

    /// The value as an `Int`, when it fits (all but the top half of `UInt`/`UInt64`).
    public var intValue: Int? {
        if width.isSigned { return Int(Int64(bitPattern: bits)) }
        return bits <= UInt64(Int.max) ? Int(bits) : nil
    }

    public var doubleValue: Double { width.isSigned ? Double(Int64(bitPattern: bits)) : Double(bits) }

    public var description: String { width.isSigned ? String(Int64(bitPattern: bits)) : String(bits) }

    public func description(radix: Int, uppercase: Bool) -> String {
        width.isSigned ? String(Int64(bitPattern: bits), radix: radix, uppercase: uppercase)
                       : String(bits, radix: radix, uppercase: uppercase)
    }

    /// Three-way comparison of the numbers (of any widths, as Swift's heterogeneous `<`).
    public func compare(_ other: SizedInteger) -> Int {
        switch (isNegative, other.isNegative) {
        case (true, false): return -1
        case (false, true): return 1
        case (true, true):
            let a = Int64(bitPattern: bits), b = Int64(bitPattern: other.bits)
            return a < b ? -1 : (a == b ? 0 : 1)
        case (false, false): return bits < other.bits ? -1 : (bits == other.bits ? 0 : 1)
        }
    }

    /// The same number at another width, or nil when it does not fit.
    public func converted(to target: IntegerWidth) -> SizedInteger? {
        let result = SizedInteger(width: target, canonical: bits)
        return result.compare(self) == 0 ? result : nil
    }

    /// `value` (an Int) compared with this number.
    public func compare(int value: Int) -> Int {
        compare(SizedInteger(width: .int64, bits: UInt64(bitPattern: Int64(value))))
    }
}

/// `UInt8(250)...255`: the numbers of a bounded range of a fixed-width integer type.
enum SizedRanges {
    /// Longer ranges are not built (nil): the caller reports it as no sequence.
    static let longest: UInt64 = 10_000_000

    static func elements(of range: RangeValue) -> [Value]? {
        guard range.kind == .halfOpen || range.kind == .closed,
              case .sized(let lower)? = range.lower, let upperValue = range.upper else { return nil }
        let upper: SizedInteger
        switch upperValue {
        case .sized(let number) where number.width == lower.width: upper = number
        case .int(let number): guard let typed = SizedInteger(width: lower.width, exactly: number) else { return nil }; upper = typed
        default: return nil
        }
        guard lower.compare(upper) <= 0 else { return [] }
        let span = upper.bits &- lower.bits
        guard span < longest else { return nil }
        let count = range.kind == .closed ? span + 1 : span
        return (0..<count).map { .sized(SizedInteger(width: lower.width, canonical: lower.bits &+ $0)) }
    }
}
