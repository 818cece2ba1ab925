/// Members of `Int`, `Double` (also standing for `Float` and `CGFloat`) and `Bool`, answered
/// by Swift's own arithmetic. A `Double`-only member on an `Int` receiver (`2.squareRoot()`,
/// where Swift typed the literal as `Double`) works on the receiver as a `Double`.
enum NumberLibrary {
    static let mutatingMethods: Set<String> = [
        "round", "negate", "formSquareRoot", "formTruncatingRemainder", "formRemainder", "toggle",
    ]

    static func property(_ name: String, of value: Value, _ context: CallContext) throws -> Value? {
        switch value {
        case .int(let number):
            return try intProperty(name, number, context) ?? doubleProperty(name, Double(number))
        case .double(let number): return doubleProperty(name, number)
        case .bool(let flag): return name == "description" ? .string(String(flag)) : nil
        case .sized, .float: return try SizedNumberLibrary.property(name, of: value, context)
        default: return nil
        }
    }

    static func method(_ name: String, labels: [String?], receiver: inout Value, arguments: [Value],
                       _ context: CallContext) throws -> Value? {
        if name == "formatted" {
            return try FormatStyleBridge.formatted(receiver, labels: labels, arguments, context).map(Value.string)
        }
        switch receiver {
        case .bool(let flag):
            guard name == "toggle", labels.isEmpty else { return nil }
            receiver = .bool(!flag)
            return .void
        case .int(let number):
            if let result = try intMethod(name, labels: labels, &receiver, number, arguments, context) { return result }
            var promoted = Value.double(Double(number))
            guard let result = try doubleMethod(name, labels: labels, &promoted, Double(number), arguments, context) else {
                return nil
            }
            if mutatingMethods.contains(name) { receiver = promoted }
            return result
        case .double(let number):
            return try doubleMethod(name, labels: labels, &receiver, number, arguments, context)
        case .sized, .float:
            return try SizedNumberLibrary.method(name, labels: labels, receiver: &receiver, arguments: arguments, context)
        default:
            return nil
        }
    }

    // MARK: Int

    static func intProperty(_ name: String, _ number: Int, _ context: CallContext) throws -> Value? {
        switch name {
        case "description": return .string(String(number))
        case "magnitude":
            guard number != .min else { throw context.failure(.unsupported("UInt (the magnitude of Int.min)")) }
            return .int(abs(number))
        case "bitWidth": return .int(Int.bitWidth)
        case "nonzeroBitCount": return .int(number.nonzeroBitCount)
        case "leadingZeroBitCount": return .int(number.leadingZeroBitCount)
        case "trailingZeroBitCount": return .int(number.trailingZeroBitCount)
        case "byteSwapped": return .int(number.byteSwapped)
        default: return nil
        }
    }

    static func intMethod(_ name: String, labels: [String?], _ receiver: inout Value, _ number: Int,
                          _ arguments: [Value], _ context: CallContext) throws -> Value? {
        func other() throws -> Int { try ScalarArguments.int(arguments[0], context) }
        switch (name, labels) {
        case ("signum", []): return .int(number.signum())
        case ("isMultiple", ["of"]): return .bool(number.isMultiple(of: try other()))
        case ("quotientAndRemainder", ["dividingBy"]):
            let divisor = try other()
            guard divisor != 0 else { throw context.trap("Fatal error: Division by zero") }
            guard !(number == .min && divisor == -1) else { throw context.trap("Fatal error: Division results in an overflow") }
            let (quotient, remainder) = number.quotientAndRemainder(dividingBy: divisor)
            return .tuple(TupleValue([.int(quotient), .int(remainder)], labels: ["quotient", "remainder"]))
        case ("advanced", ["by"]):
            let (result, overflow) = number.addingReportingOverflow(try other())
            guard !overflow else { throw context.trap(arithmeticOverflow) }
            return .int(result)
        case ("distance", ["to"]):
            let (result, overflow) = (try other()).subtractingReportingOverflow(number)
            guard !overflow else { throw context.trap(arithmeticOverflow) }
            return .int(result)
        case ("negate", []):
            guard number != .min else { throw context.trap(arithmeticOverflow) }
            receiver = .int(-number)
            return .void
        case ("addingReportingOverflow", [nil]), ("subtractingReportingOverflow", [nil]),
             ("multipliedReportingOverflow", ["by"]):
            let operand = try other()
            let (partialValue, overflow) = switch name {
            case "addingReportingOverflow": number.addingReportingOverflow(operand)
            case "subtractingReportingOverflow": number.subtractingReportingOverflow(operand)
            default: number.multipliedReportingOverflow(by: operand)
            }
            return .tuple(TupleValue([.int(partialValue), .bool(overflow)], labels: ["partialValue", "overflow"]))
        default:
            return nil
        }
    }

    static let arithmeticOverflow = "Swift runtime failure: arithmetic overflow"

    // MARK: Double

    static func doubleProperty(_ name: String, _ number: Double) -> Value? {
        switch name {
        case "description": return .string(String(number))
        case "magnitude": return .double(number.magnitude)
        case "isNaN": return .bool(number.isNaN)
        case "isInfinite": return .bool(number.isInfinite)
        case "isFinite": return .bool(number.isFinite)
        case "isZero": return .bool(number.isZero)
        case "isNormal": return .bool(number.isNormal)
        case "isSubnormal": return .bool(number.isSubnormal)
        case "isSignalingNaN": return .bool(number.isSignalingNaN)
        case "sign": return LibraryEnums.sign.value(number.sign)
        case "ulp": return .double(number.ulp)
        case "nextUp": return .double(number.nextUp)
        case "nextDown": return .double(number.nextDown)
        case "significand": return .double(number.significand)
        case "exponent":
            // `Int.min`/`Int.max` for zero, infinity and NaN, as Swift answers.
            return .int(number.exponent)
        default: return nil
        }
    }

    static func doubleMethod(_ name: String, labels: [String?], _ receiver: inout Value, _ number: Double,
                             _ arguments: [Value], _ context: CallContext) throws -> Value? {
        func other() throws -> Double { try ScalarArguments.double(arguments[0], context) }
        func rule() throws -> FloatingPointRoundingRule {
            guard let rule = LibraryEnums.roundingRule.wrapped(arguments[0]) else {
                throw ScalarArguments.mismatch(arguments[0], "FloatingPointRoundingRule", context)
            }
            return rule
        }
        switch (name, labels) {
        case ("rounded", []): return .double(number.rounded())
        case ("rounded", [nil]): return .double(number.rounded(try rule()))
        case ("round", []): receiver = .double(number.rounded()); return .void
        case ("round", [nil]): receiver = .double(number.rounded(try rule())); return .void
        case ("squareRoot", []): return .double(number.squareRoot())
        case ("formSquareRoot", []): receiver = .double(number.squareRoot()); return .void
        case ("truncatingRemainder", ["dividingBy"]): return .double(number.truncatingRemainder(dividingBy: try other()))
        case ("formTruncatingRemainder", ["dividingBy"]):
            receiver = .double(number.truncatingRemainder(dividingBy: try other()))
            return .void
        case ("remainder", ["dividingBy"]): return .double(number.remainder(dividingBy: try other()))
        case ("formRemainder", ["dividingBy"]):
            receiver = .double(number.remainder(dividingBy: try other()))
            return .void
        case ("negate", []): receiver = .double(-number); return .void
        case ("isLess", ["than"]): return .bool(number.isLess(than: try other()))
        case ("isLessThanOrEqualTo", [nil]): return .bool(number.isLessThanOrEqualTo(try other()))
        case ("isEqual", ["to"]): return .bool(number.isEqual(to: try other()))
        case ("isTotallyOrdered", ["belowOrEqualTo"]): return .bool(number.isTotallyOrdered(belowOrEqualTo: try other()))
        case ("advanced", ["by"]): return .double(number.advanced(by: try other()))
        case ("distance", ["to"]): return .double(number.distance(to: try other()))
        case ("addingProduct", [nil, nil]):
            return .double(number.addingProduct(try other(), try ScalarArguments.double(arguments[1], context)))
        default: return nil
        }
    }

    /// `.up` where the contextual type is `FloatingPointRoundingRule`.
    static func roundingRule(named name: String) -> Value? { LibraryEnums.roundingRule.value(named: name) }
}
