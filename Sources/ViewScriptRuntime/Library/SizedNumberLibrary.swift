/// Members of the fixed-width integers (`UInt8`...) and of `Float`, answered by Swift's own
/// arithmetic at their width.
enum SizedNumberLibrary {
    static func property(_ name: String, of value: Value, _ context: CallContext) throws -> Value? {
        switch value {
        case .sized(let number): return integerProperty(name, number)
        case .float(let number):
            switch name {
            case "description": return .string(number.description)
            case "ulp": return .float(number.ulp)
            case "nextUp": return .float(number.nextUp)
            case "nextDown": return .float(number.nextDown)
            default: return NumberLibrary.doubleProperty(name, Double(number)).map(asFloat)
            }
        default: return nil
        }
    }

    static func method(_ name: String, labels: [String?], receiver: inout Value, arguments: [Value],
                       _ context: CallContext) throws -> Value? {
        switch receiver {
        case .sized(let number):
            return try integerMethod(name, labels: labels, &receiver, number, arguments, context)
        case .float(let number):
            var promoted = Value.double(Double(number))
            let promotedArguments = arguments.map { argument -> Value in
                if case .float(let float) = argument { return .double(Double(float)) }
                return argument
            }
            guard let result = try NumberLibrary.doubleMethod(name, labels: labels, &promoted, Double(number),
                                                              promotedArguments, context) else { return nil }
            if NumberLibrary.mutatingMethods.contains(name) { receiver = asFloat(promoted) }
            return asFloat(result)
        default:
            return nil
        }
    }

    private static func asFloat(_ value: Value) -> Value {
        if case .double(let number) = value { return .float(Float(number)) }
        return value
    }

    // MARK: Integers

    private static func integerProperty(_ name: String, _ number: SizedInteger) -> Value? {
        let width = number.width
        let mask = width.bitWidth == 64 ? UInt64.max : (UInt64(1) << UInt64(width.bitWidth)) - 1
        switch name {
        case "description": return .string(number.description)
        case "bitWidth": return .int(width.bitWidth)
        case "nonzeroBitCount": return .int((number.bits & mask).nonzeroBitCount)
        case "leadingZeroBitCount": return .int((number.bits & mask).leadingZeroBitCount - (64 - width.bitWidth))
        case "trailingZeroBitCount": return .int(number.bits & mask == 0 ? width.bitWidth : number.bits.trailingZeroBitCount)
        case "magnitude":
            guard width.isSigned else { return .sized(number) }
            let magnitude = Int64(bitPattern: number.bits).magnitude
            return .sized(SizedInteger(width: width.unsigned, bits: magnitude))
        case "byteSwapped", "bigEndian":
            func swapped<T: FixedWidthInteger>(_ value: T) -> UInt64 { UInt64(truncatingIfNeeded: value.byteSwapped) }
            return .sized(SizedInteger(width: width, bits: swapped(number.typed)))
        case "littleEndian": return .sized(number)
        default: return nil
        }
    }

    private static func integerMethod(_ name: String, labels: [String?], _ receiver: inout Value, _ number: SizedInteger,
                                      _ arguments: [Value], _ context: CallContext) throws -> Value? {
        let width = number.width
        func other() throws -> SizedInteger {
            switch arguments[0] {
            case .sized(let value) where value.width == width: return value
            case .int(let value):
                if let typed = SizedInteger(width: width, exactly: value) { return typed }
                throw context.failure(.typeMismatch("integer literal '\(value)' overflows when stored into '\(width.name)'"))
            default: throw ScalarArguments.mismatch(arguments[0], width.name, context)
            }
        }
        func sized(_ bits: UInt64) -> Value { .sized(SizedInteger(width: width, bits: bits)) }
        switch (name, labels) {
        case ("signum", []): return sized(number.isNegative ? UInt64.max : (number.bits == 0 ? 0 : 1))
        case ("isMultiple", ["of"]):
            func multiple<T: FixedWidthInteger>(_ value: T, _ divisor: UInt64) -> Bool { value.isMultiple(of: T(truncatingIfNeeded: divisor)) }
            return .bool(multiple(number.typed, try other().bits))
        case ("addingReportingOverflow", [nil]), ("subtractingReportingOverflow", [nil]),
             ("multipliedReportingOverflow", ["by"]), ("dividedReportingOverflow", ["by"]):
            func report<T: FixedWidthInteger>(_ value: T, _ operand: UInt64) -> (UInt64, Bool) {
                let rhs = T(truncatingIfNeeded: operand)
                let result = switch name {
                case "addingReportingOverflow": value.addingReportingOverflow(rhs)
                case "subtractingReportingOverflow": value.subtractingReportingOverflow(rhs)
                case "multipliedReportingOverflow": value.multipliedReportingOverflow(by: rhs)
                default: value.dividedReportingOverflow(by: rhs)
                }
                return (UInt64(truncatingIfNeeded: result.partialValue), result.overflow)
            }
            let (bits, overflow) = report(number.typed, try other().bits)
            return .tuple(TupleValue([sized(bits), .bool(overflow)], labels: ["partialValue", "overflow"]))
        case ("quotientAndRemainder", ["dividingBy"]):
            let divisor = try other()
            guard divisor.bits != 0 else { throw context.trap("Fatal error: Division by zero") }
            guard !(width.isSigned && number == width.min && divisor.bits == UInt64.max) else {
                throw context.trap("Fatal error: Division results in an overflow")
            }
            func divide<T: FixedWidthInteger>(_ value: T, _ operand: UInt64) -> (UInt64, UInt64) {
                let (quotient, remainder) = value.quotientAndRemainder(dividingBy: T(truncatingIfNeeded: operand))
                return (UInt64(truncatingIfNeeded: quotient), UInt64(truncatingIfNeeded: remainder))
            }
            let (quotient, remainder) = divide(number.typed, divisor.bits)
            return .tuple(TupleValue([sized(quotient), sized(remainder)], labels: ["quotient", "remainder"]))
        default:
            return nil
        }
    }
}

extension IntegerWidth {
    /// `Magnitude`: the unsigned type of the same width.
    var unsigned: IntegerWidth {
        switch self {
        case .int8: return .uint8
        case .int16: return .uint16
        case .int32: return .uint32
        case .int64: return .uint64
        default: return self
        }
    }
}

extension SizedInteger {
    /// The number as a value of its Swift type, for generic code over `FixedWidthInteger`.
    var typed: any FixedWidthInteger {
        switch width {
        case .int8: return Int8(truncatingIfNeeded: bits)
        case .int16: return Int16(truncatingIfNeeded: bits)
        case .int32: return Int32(truncatingIfNeeded: bits)
        case .int64: return Int64(truncatingIfNeeded: bits)
        case .uint: return UInt(truncatingIfNeeded: bits)
        case .uint64: return bits
        case .uint8: return UInt8(truncatingIfNeeded: bits)
        case .uint16: return UInt16(truncatingIfNeeded: bits)
        case .uint32: return UInt32(truncatingIfNeeded: bits)
        }
    }
}
