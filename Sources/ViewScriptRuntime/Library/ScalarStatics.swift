/// Static members of the scalar types (`Int.max`, `Double.pi`, `CharacterSet.whitespaces`),
/// their static methods (`Int.random(in:)`), and implicit members whose contextual type is
/// one of the library's small enums or `CharacterSet` (`.up`, `.minus`, `.whitespaces`).
enum ScalarStatics {
    static func staticMember(_ typeName: String, _ name: String, _ context: CallContext) throws -> Value? {
        switch typeName {
        case "Int": return integerMember(name, bounds: (.min, .max))
        case "Double", "CGFloat", "Float64": return doubleMember(name, Double.self)
        case "Float", "Float32": return doubleMember(name, Float.self)
        case "CharacterSet": return StringLibrary.characterSet(named: name)
        case "FloatingPointRoundingRule", "FloatingPointSign", "ComparisonResult":
            return LibraryEnums.implicitMember(name, typeName: typeName)
        default:
            guard let bounds = ScalarConstructors.sizedIntegerBounds[typeName] else { return nil }
            if name == "max", typeName == "UInt" || typeName == "UInt64" {
                throw context.failure(.unsupported("\(typeName).max (larger than Int.max)"))
            }
            if name == "bitWidth" { return .int(typeName.hasSuffix("8") ? 8 : typeName.hasSuffix("16") ? 16
                                           : typeName.hasSuffix("32") ? 32 : 64) }
            return integerMember(name, bounds: bounds)
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
        case ("Double", "random", ["in"]), ("Float", "random", ["in"]), ("CGFloat", "random", ["in"]):
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
}
