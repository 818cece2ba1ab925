/// Initializers of the fixed-width integers and `Float`, and the conversions of their values
/// to `Int`, `Double` and `String`: Swift's own initializers at each width, with its traps.
enum SizedConstructors {
    /// Nil when this is not a call these initializers answer (the `Int`/`Double` ones do).
    static func construct(_ typeName: String, labels: [String?], arguments: [Value], _ context: CallContext) throws -> Value? {
        if typeName == "Float" || typeName == "Float32" { return try float(labels: labels, arguments, context) }
        if let width = IntegerWidth(name: typeName) {
            return try integer(width, labels: labels, arguments, context).map(Value.sized)
        }
        guard let first = arguments.first else { return nil }
        switch (typeName, first) {
        case ("Int", .sized), ("Int", .float):
            guard let result = try integer(.int64, labels: labels, arguments, context) else { return nil }
            return .int(Int(Int64(bitPattern: result.bits)))
        case ("Double", .sized(let number)) where labels == [nil]: return .double(number.doubleValue)
        case ("Double", .float(let number)) where labels == [nil]: return .double(Double(number))
        case ("String", .sized(let number)) where labels == [nil]: return .string(number.description)
        case ("String", .float(let number)) where labels == [nil]: return .string(number.description)
        case ("String", .sized(let number)) where labels == [nil, "radix"] || labels == [nil, "radix", "uppercase"]:
            let radix = try ScalarArguments.int(arguments[1], context)
            guard (2...36).contains(radix) else { throw context.trap("Fatal error: Radix must be between 2 and 36") }
            let uppercase = labels.count == 3 ? try ScalarArguments.bool(arguments[2], context) : false
            return .string(number.description(radix: radix, uppercase: uppercase))
        default:
            return nil
        }
    }

    /// `T()`, `T(x)`, `T(truncatingIfNeeded:)`, `T(clamping:)`, `T(exactly:)`, `T(bitPattern:)`,
    /// `T("12")`, `T("ff", radix: 16)` (those two give an optional, as `.some`/`.none`).
    private static func integer(_ width: IntegerWidth, labels: [String?], _ arguments: [Value],
                                _ context: CallContext) throws -> SizedInteger? {
        func source(_ value: Value) -> SizedInteger? {
            switch value {
            case .int(let number): return SizedInteger(width: .int64, truncating: number)
            case .sized(let number): return number
            default: return nil
            }
        }
        switch (labels, arguments.first) {
        case ([], _): return SizedInteger(width: width, bits: 0)
        case ([nil], let argument?):
            if let number = source(argument) {
                if let result = number.converted(to: width) { return result }
                throw context.trap(number.isNegative && !width.isSigned ? "Fatal error: Negative value is not representable"
                                                                        : "Fatal error: Not enough bits to represent the passed value")
            }
            if let number = floating(argument) { return try truncating(number, width, context) }
            return nil
        case (["truncatingIfNeeded"], let argument?), (["bitPattern"], let argument?):
            return source(argument).map { SizedInteger(width: width, canonical: $0.bits) }
        case (["ascii"], let argument?) where width == .uint8:
            let text = try ScalarArguments.string(argument, context)
            guard text.unicodeScalars.count == 1, let scalar = text.unicodeScalars.first else { return nil }
            guard scalar.isASCII else { throw context.trap("Fatal error: Code point value does not fit into ASCII") }
            return SizedInteger(width: .uint8, bits: UInt64(scalar.value))
        case (["clamping"], let argument?):
            guard let number = source(argument) else { return nil }
            if let result = number.converted(to: width) { return result }
            return number.isNegative ? width.min : width.max
        default:
            return nil
        }
    }

    /// The optional-returning initializers: `T(exactly:)`, `T(text)`, `T(text, radix:)`.
    static func failable(_ typeName: String, labels: [String?], arguments: [Value], _ context: CallContext) throws -> Value? {
        guard let width = IntegerWidth(name: typeName) ?? (typeName == "Int" ? .int64 : nil), let first = arguments.first else {
            return nil
        }
        func wrap(_ number: SizedInteger?) -> Value {
            guard let number else { return Value.none }
            return Value.some(typeName == "Int" ? .int(Int(Int64(bitPattern: number.bits))) : .sized(number))
        }
        switch (labels, first) {
        case (["exactly"], .int(let number)): return typeName == "Int" ? nil : wrap(SizedInteger(width: width, exactly: number))
        case (["exactly"], .sized(let number)): return wrap(number.converted(to: width))
        case (["exactly"], let argument):
            guard typeName != "Int" || argument.isFloat, let number = floating(argument) else { return nil }
            guard number.isFinite, number == number.rounded(.towardZero) else { return Value.none }
            return wrap(try? truncating(number, width, context))
        case ([nil], .string(let text)), ([nil, "radix"], .string(let text)):
            guard typeName != "Int" else { return nil }
            let radix = labels.count == 2 ? try ScalarArguments.int(arguments[1], context) : 10
            guard (2...36).contains(radix) else { throw context.trap("Fatal error: Radix not in range 2...36") }
            return wrap(parse(text, radix: radix, width))
        default:
            return nil
        }
    }

    private static func floating(_ value: Value) -> Double? {
        switch value {
        case .double(let number): return number
        case .float(let number): return Double(number)
        default: return nil
        }
    }

    /// `UInt8(3.9)`: truncation toward zero, trapping as Swift does when it does not fit.
    private static func truncating(_ number: Double, _ width: IntegerWidth, _ context: CallContext) throws -> SizedInteger {
        let name = width == .int64 ? "Int" : width.name
        let prefix = "Fatal error: Double value cannot be converted to \(name) because "
        guard number.isFinite else { throw context.trap(prefix + "it is either infinite or NaN") }
        let whole = number.rounded(.towardZero)
        if whole < 0 {
            guard width.isSigned, let value = Int64(exactly: whole),
                  let result = SizedInteger(width: .int64, bits: UInt64(bitPattern: value)).converted(to: width) else {
                throw context.trap(prefix + "the result would be less than \(name).min")
            }
            return result
        }
        guard let value = UInt64(exactly: whole), let result = SizedInteger(width: .uint64, bits: value).converted(to: width) else {
            throw context.trap(prefix + "the result would be greater than \(name).max")
        }
        return result
    }

    private static func parse(_ text: String, radix: Int, _ width: IntegerWidth) -> SizedInteger? {
        func typed<T: FixedWidthInteger>(_ type: T.Type) -> SizedInteger? {
            T(text, radix: radix).map { SizedInteger(width: width, bits: UInt64(truncatingIfNeeded: $0)) }
        }
        switch width {
        case .int8: return typed(Int8.self)
        case .int16: return typed(Int16.self)
        case .int32: return typed(Int32.self)
        case .int64: return typed(Int64.self)
        case .uint, .uint64: return typed(UInt64.self)
        case .uint8: return typed(UInt8.self)
        case .uint16: return typed(UInt16.self)
        case .uint32: return typed(UInt32.self)
        }
    }

    // MARK: Float

    private static func float(labels: [String?], _ arguments: [Value], _ context: CallContext) throws -> Value? {
        switch (labels, arguments.first) {
        case ([], _): return .float(0)
        case ([nil], .int(let number)?): return .float(Float(number))
        case ([nil], .double(let number)?): return .float(Float(number))
        case ([nil], .float(let number)?): return .float(number)
        case ([nil], .sized(let number)?): return .float(number.width.isSigned ? Float(Int64(bitPattern: number.bits)) : Float(number.bits))
        case ([nil], .string(let text)?): return ScalarArguments.optional(Float(text).map { .float($0) })
        default: return nil
        }
    }
}

extension Value {
    var isFloat: Bool { if case .float = self { return true } else { return false } }

    /// A `Float`, or an untyped literal meeting one.
    var floatValue: Float? {
        switch self {
        case .float(let number): return number
        case .int(let number): return Float(number)
        case .double(let number): return Float(number)
        default: return nil
        }
    }
}
