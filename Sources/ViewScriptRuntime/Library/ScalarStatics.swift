/// Static members of the scalar types (`Int.max`, `Double.pi`, `CharacterSet.whitespaces`),
/// their static methods (`Int.random(in:)`), and implicit members whose contextual type is
/// one of the library's small enums or `CharacterSet` (`.up`, `.minus`, `.whitespaces`).
enum ScalarStatics {
    static func staticMember(_ typeName: String, _ name: String, _ context: CallContext) throws -> Value? {
        switch typeName {
        case "Int": return integerMember(name, bounds: (.min, .max))
        case "Double", "CGFloat", "Float64": return doubleMember(name, Double.self)
        case "Float", "Float32": return doubleMember(name, Float.self).map { value in
            if case .double(let number) = value { return .float(Float(number)) } else { return value }
        }
        case "CharacterSet": return StringLibrary.characterSet(named: name)
        case "FloatingPointRoundingRule", "FloatingPointSign", "ComparisonResult", "UIUserInterfaceIdiom":
            return LibraryEnums.implicitMember(name, typeName: typeName)
        default:
            guard let width = IntegerWidth(name: typeName) else { return nil }
            switch name {
            case "max": return .sized(width.max)
            case "min": return .sized(width.min)
            case "zero": return .sized(SizedInteger(width: width, bits: 0))
            case "bitWidth": return .int(width.bitWidth)
            case "isSigned": return .bool(width.isSigned)
            default: return nil
            }
        }
    }

    /// `.whitespaces`, `.up`: `contextType` is the name of the contextual type when the
    /// interpreter knows it (`CharacterSet`), else nil (every enum is tried).
    static func implicitMember(_ name: String, contextType: String?) -> Value? {
        switch contextType {
        case "CharacterSet": return StringLibrary.characterSet(named: name)
        case nil: return LibraryEnums.implicitMember(name) ?? StringLibrary.characterSet(named: name)
        case let typeName?: return LibraryEnums.implicitMember(name, typeName: typeName)
        }
    }

    private static func integerMember(_ name: String, bounds: (min: Int, max: Int)) -> Value? {
        switch name {
        case "max": return .int(bounds.max)
        case "min": return .int(bounds.min)
        case "zero": return .int(0)
        case "bitWidth": return .int(Int.bitWidth)
        case "isSigned": return .bool(bounds.min < 0)
        default: return nil
        }
    }

    private static func doubleMember<F: BinaryFloatingPoint>(_ name: String, _ type: F.Type) -> Value? {
        let value: F
        switch name {
        case "pi": value = .pi
        case "infinity": value = .infinity
        case "nan": value = .nan
        case "signalingNaN": value = .signalingNaN
        case "greatestFiniteMagnitude": value = .greatestFiniteMagnitude
        case "leastNormalMagnitude": value = .leastNormalMagnitude
        case "leastNonzeroMagnitude": value = .leastNonzeroMagnitude
        case "ulpOfOne": value = .ulpOfOne
        case "zero": value = .zero
        case "radix": return .int(F.radix)
        default: return nil
        }
        return .double(Double(value))
    }

    // MARK: Static methods

    static func staticMethod(_ typeName: String, _ name: String, labels: [String?], arguments: [Value],
                             _ context: CallContext) throws -> Value? {
        switch (typeName, name, labels) {
        case ("Bool", "random", []):
            return .bool(Bool.random(using: &context.interpreter.random))
        case ("Int", "random", ["in"]):
            return .int(try randomInt(arguments[0], context))
        case ("Float", "random", ["in"]):
            return .float(Float(try randomDouble(arguments[0], context)))
        case (_, "random", ["in"]) where IntegerWidth(name: typeName) != nil:
            return try randomSized(IntegerWidth(name: typeName)!, arguments[0], context)
        case ("Double", "random", ["in"]), ("CGFloat", "random", ["in"]):
            return .double(try randomDouble(arguments[0], context))
        case ("Double", "maximum", [nil, nil]), ("Double", "minimum", [nil, nil]):
            let first = try ScalarArguments.double(arguments[0], context)
            let second = try ScalarArguments.double(arguments[1], context)
            return .double(name == "maximum" ? Double.maximum(first, second) : Double.minimum(first, second))
        default:
            return nil
        }
    }

    static let emptyRandomRange = "Fatal error: Can't get random value with an empty range"

    private static func randomInt(_ value: Value, _ context: CallContext) throws -> Int {
        guard case .range(let range) = value, case .int(let lower)? = range.lower, case .int(let upper)? = range.upper else {
            throw ScalarArguments.mismatch(value, "Range<Int>", context)
        }
        switch range.kind {
        case .halfOpen:
            guard lower < upper else { throw context.trap(emptyRandomRange) }
            return Int.random(in: lower..<upper, using: &context.interpreter.random)
        case .closed:
            guard lower <= upper else { throw context.trap("Fatal error: Range requires lowerBound <= upperBound") }
            return Int.random(in: lower...upper, using: &context.interpreter.random)
        default:
            throw ScalarArguments.mismatch(value, "Range<Int>", context)
        }
    }

    private static func randomDouble(_ value: Value, _ context: CallContext) throws -> Double {
        guard case .range(let range) = value, let lowerValue = range.lower, let upperValue = range.upper else {
            throw ScalarArguments.mismatch(value, "Range<Double>", context)
        }
        let lower = try ScalarArguments.double(lowerValue, context)
        let upper = try ScalarArguments.double(upperValue, context)
        guard (upper - lower).isFinite else {
            throw context.trap("Fatal error: There is no uniform distribution on an infinite range")
        }
        switch range.kind {
        case .halfOpen:
            guard lower < upper else { throw context.trap(emptyRandomRange) }
            return Double.random(in: lower..<upper, using: &context.interpreter.random)
        case .closed:
            guard lower <= upper else { throw context.trap("Fatal error: Range requires lowerBound <= upperBound") }
            return Double.random(in: lower...upper, using: &context.interpreter.random)
        default:
            throw ScalarArguments.mismatch(value, "Range<Double>", context)
        }
    }

    /// `UInt32.random(in: 1...6)`: Swift's own `random(in:using:)` at the width, on the seeded generator.
    private static func randomSized(_ width: IntegerWidth, _ value: Value, _ context: CallContext) throws -> Value {
        func bound(_ value: Value?) -> SizedInteger? {
            switch value {
            case .sized(let number)?: return number.converted(to: width)
            case .int(let number)?: return SizedInteger(width: width, exactly: number)
            default: return nil
            }
        }
        guard case .range(let range) = value, let lower = bound(range.lower), let upper = bound(range.upper),
              range.kind == .halfOpen || range.kind == .closed else {
            throw ScalarArguments.mismatch(value, "Range<\(width.name)>", context)
        }
        if range.kind == .halfOpen, lower.compare(upper) >= 0 { throw context.trap(emptyRandomRange) }
        if range.kind == .closed, lower.compare(upper) > 0 { throw context.trap("Fatal error: Range requires lowerBound <= upperBound") }
        func draw<T: FixedWidthInteger>(_ type: T.Type) -> UInt64 {
            let low = T(truncatingIfNeeded: lower.bits), high = T(truncatingIfNeeded: upper.bits)
            let result = range.kind == .closed ? T.random(in: low...high, using: &context.interpreter.random)
                                               : T.random(in: low..<high, using: &context.interpreter.random)
            return UInt64(truncatingIfNeeded: result)
        }
        let bits: UInt64
        switch width {
        case .int8: bits = draw(Int8.self)
        case .int16: bits = draw(Int16.self)
        case .int32: bits = draw(Int32.self)
        case .int64: bits = draw(Int64.self)
        case .uint, .uint64: bits = draw(UInt64.self)
        case .uint8: bits = draw(UInt8.self)
        case .uint16: bits = draw(UInt16.self)
        case .uint32: bits = draw(UInt32.self)
        }
        return .sized(SizedInteger(width: width, bits: bits))
    }
}
