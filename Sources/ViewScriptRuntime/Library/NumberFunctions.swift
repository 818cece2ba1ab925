import Foundation

/// Free functions on numbers: `abs`, `min`, `max` (any `Comparable` of the library:
/// numbers, strings, characters) and Foundation's math (`sqrt`, `pow`, `floor`, ...).
extension NumberLibrary {
    /// The result, or nil when `name` is not one of these functions or the arguments are
    /// not built-in values (`min` of user `Comparable` types is the interpreter's).
    static func numberFunction(_ name: String, labels: [String?], arguments: [Value],
                               _ context: CallContext) throws -> Value? {
        guard labels.allSatisfy({ $0 == nil }), !arguments.isEmpty else { return nil }
        switch name {
        case "abs":
            guard arguments.count == 1 else { return nil }
            switch arguments[0] {
            case .int(let number):
                guard number != .min else { throw context.trap(arithmeticOverflow) }
                return .int(abs(number))
            case .double(let number): return .double(abs(number))
            case .float(let number): return .float(abs(number))
            case .sized(let number):
                guard number.isNegative else { return .sized(number) }
                guard number != number.width.min else { throw context.trap(arithmeticOverflow) }
                return .sized(SizedInteger(width: number.width, canonical: 0 &- number.bits))
            default: return nil
            }
        case "min", "max":
            guard arguments.count >= 2 else { return nil }
            return extreme(isMin: name == "min", arguments)
        default:
            if arguments.count == 1, let function = unaryFunctions[name] {
                return .double(function(try ScalarArguments.double(arguments[0], context)))
            }
            if arguments.count == 2, let function = binaryFunctions[name] {
                return .double(function(try ScalarArguments.double(arguments[0], context),
                                        try ScalarArguments.double(arguments[1], context)))
            }
            return nil
        }
    }

    /// `min`/`max` over values of one built-in comparable type; an `Int` literal among
    /// `Double`s is a `Double` (`max(3, 2.5)` is `3.0`).
    private static func extreme(isMin: Bool, _ arguments: [Value]) -> Value? {
        if arguments.allSatisfy({ $0.asInt != nil }) {
            return .int(extreme(isMin: isMin, arguments.compactMap(\.asInt)))
        }
        // A `Float` or fixed-width integer among untyped literals: the literals take its type.
        if arguments.contains(where: \.isFloat), arguments.allSatisfy({ $0.floatValue != nil }) {
            return .float(extreme(isMin: isMin, arguments.compactMap(\.floatValue)))
        }
        if case .sized(let first)? = arguments.first(where: { if case .sized = $0 { return true } else { return false } }) {
            let numbers = arguments.compactMap { value -> SizedInteger? in
                switch value {
                case .sized(let number): return number.width == first.width ? number : nil
                case .int(let number): return SizedInteger(width: first.width, exactly: number)
                default: return nil
                }
            }
            guard numbers.count == arguments.count else { return nil }
            return .sized(extreme(isMin: isMin, numbers))
        }
        if arguments.allSatisfy({ $0.asInt != nil || $0.asDouble != nil }) {
            return .double(extreme(isMin: isMin, arguments.map { $0.asDouble ?? Double($0.asInt ?? 0) }))
        }
        if arguments.allSatisfy({ $0.asString != nil }) {
            return .string(extreme(isMin: isMin, arguments.compactMap(\.asString)))
        }
        let characters = arguments.compactMap { value -> Character? in
            if case .character(let character) = value { return character } else { return nil }
        }
        if characters.count == arguments.count { return .character(extreme(isMin: isMin, characters)) }
        return nil
    }

    /// Swift's `min(_:_:_:_:)`/`max(_:_:_:_:)`: the same comparisons in the same order, so
    /// ties and NaN give Swift's answer (`min(nan, 1.0)` is `nan`).
    private static func extreme<T: Comparable>(isMin: Bool, _ values: [T]) -> T {
        func pick(_ x: T, _ y: T) -> T { isMin ? (y < x ? y : x) : (y >= x ? y : x) }
        var result = pick(values[0], values[1])
        guard values.count > 2 else { return result }
        result = pick(result, values[2])
        for value in values.dropFirst(3) where isMin ? value < result : value >= result { result = value }
        return result
    }

    private static let unaryFunctions: [String: @Sendable (Double) -> Double] = [
        "sqrt": { sqrt($0) }, "cbrt": { cbrt($0) }, "floor": { floor($0) }, "ceil": { ceil($0) },
        "round": { Foundation.round($0) }, "trunc": { trunc($0) }, "fabs": { fabs($0) },
        "exp": { exp($0) }, "exp2": { exp2($0) }, "expm1": { expm1($0) },
        "log": { Foundation.log($0) }, "log2": { log2($0) }, "log10": { log10($0) }, "log1p": { log1p($0) },
        "sin": { sin($0) }, "cos": { cos($0) }, "tan": { tan($0) },
        "asin": { asin($0) }, "acos": { acos($0) }, "atan": { atan($0) },
        "sinh": { sinh($0) }, "cosh": { cosh($0) }, "tanh": { tanh($0) },
        "asinh": { asinh($0) }, "acosh": { acosh($0) }, "atanh": { atanh($0) },
    ]

    private static let binaryFunctions: [String: @Sendable (Double, Double) -> Double] = [
        "pow": { pow($0, $1) }, "atan2": { atan2($0, $1) }, "hypot": { hypot($0, $1) },
        "fmod": { fmod($0, $1) }, "remainder": { Foundation.remainder($0, $1) },
        "copysign": { copysign($0, $1) }, "fmin": { fmin($0, $1) }, "fmax": { fmax($0, $1) },
    ]
}
