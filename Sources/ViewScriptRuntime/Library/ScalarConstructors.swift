/// `Int(...)`, `Double(...)`, `Bool(...)`, `String(...)`, `Character(...)` and their kin:
/// conversions and parsing done by Swift's own initializers, with Swift's traps.
/// `CGFloat` is a `Double`; `Float` and `Int8`...`UInt64` are `SizedConstructors`';
/// `Unicode.Scalar` is a one-scalar `Character`.
enum ScalarConstructors {
    /// The value, or nil when `typeName(...)` with these labels is not a scalar
    /// initializer (`String(describing:)` is the output's; user types are the interpreter's).
    static func constructScalar(_ typeName: String, labels: [String?], arguments: [Value],
                                _ context: CallContext) throws -> Value? {
        if let failable = try SizedConstructors.failable(typeName, labels: labels, arguments: arguments, context) { return failable }
        if let sized = try SizedConstructors.construct(typeName, labels: labels, arguments: arguments, context) { return sized }
        switch typeName {
        case "Int": return try integer(typeName, bounds: (.min, .max), labels: labels, arguments, context)
        case "Double", "CGFloat", "Float64": return try double(labels: labels, arguments, context)
        case "Bool": return try bool(labels: labels, arguments, context)
        case "String", "Substring": return try string(labels: labels, arguments, context)
        case "Character": return try character(labels: labels, arguments, context)
        case "UnicodeScalar", "Unicode.Scalar": return try unicodeScalar(labels: labels, arguments, context)
        case "CharacterSet":
            guard labels == ["charactersIn"] else { return nil }
            return StringLibrary.characterSet(charactersIn: try ScalarArguments.string(arguments[0], context))
        default:
            return nil
        }
    }

    // MARK: Integers

    static func integer(_ typeName: String, bounds: (min: Int, max: Int), labels: [String?], _ arguments: [Value],
                        _ context: CallContext) throws -> Value? {
        switch (labels, arguments.first) {
        case ([], _): return .int(0)
        case (["truncatingIfNeeded"], .int(let number)?) where typeName == "Int": return .int(number)
        case ([nil], .int(let number)?):
            guard number >= bounds.min else {
                throw context.trap(bounds.min == 0 ? "Fatal error: Negative value is not representable"
                                                   : "Fatal error: Not enough bits to represent the passed value")
            }
            guard number <= bounds.max else { throw context.trap("Fatal error: Not enough bits to represent the passed value") }
            return .int(number)
        case (["clamping"], .int(let number)?): return .int(Swift.min(Swift.max(number, bounds.min), bounds.max))
        case ([nil], .double(let number)?): return .int(try truncating(number, typeName, bounds, context))
        case (["exactly"], .double(let number)?):
            guard let exact = Int(exactly: number), exact >= bounds.min, exact <= bounds.max else { return Value.none }
            return Value.some(.int(exact))
        case (["exactly"], .int(let number)?):
            return number >= bounds.min && number <= bounds.max ? Value.some(.int(number)) : Value.none
        case ([nil], .string(let text)?), ([nil, "radix"], .string(let text)?):
            let radix = labels.count == 2 ? try ScalarArguments.int(arguments[1], context) : 10
            guard (2...36).contains(radix) else { throw context.trap("Fatal error: Radix not in range 2...36") }
            guard let number = Int(text, radix: radix), number >= bounds.min, number <= bounds.max else { return Value.none }
            return Value.some(.int(number))
        default:
            return nil
        }
    }

    /// `Int(3.9)`: truncation toward zero, trapping as Swift does when the result does not fit.
    static func truncating(_ number: Double, _ typeName: String, _ bounds: (min: Int, max: Int),
                           _ context: CallContext) throws -> Int {
        let prefix = "Fatal error: Double value cannot be converted to \(typeName) because "
        guard number.isFinite else { throw context.trap(prefix + "it is either infinite or NaN") }
        let whole = number.rounded(.towardZero)
        if whole < 0, Int(exactly: whole).map({ $0 < bounds.min }) ?? true {
            throw context.trap(prefix + "the result would be less than \(typeName).min")
        }
        guard let result = Int(exactly: whole), result <= bounds.max else {
            throw context.trap(prefix + "the result would be greater than \(typeName).max")
        }
        return result
    }

    // MARK: Double and Bool

    static func double(labels: [String?], _ arguments: [Value], _ context: CallContext) throws -> Value? {
        switch (labels, arguments.first) {
        case ([], _): return .double(0)
        case ([nil], .int(let number)?): return .double(Double(number))
        case ([nil], .double(let number)?): return .double(number)
        case ([nil], .string(let text)?): return ScalarArguments.optional(Double(text).map { .double($0) })
        case (["exactly"], .int(let number)?): return ScalarArguments.optional(Double(exactly: number).map { .double($0) })
        case (["exactly"], .double(let number)?): return number.isNaN ? Value.none : Value.some(.double(number))
        default: return nil
        }
    }

    static func bool(labels: [String?], _ arguments: [Value], _ context: CallContext) throws -> Value? {
        switch (labels, arguments.first) {
        case ([], _): return .bool(false)
        case ([nil], .bool(let flag)?): return .bool(flag)
        case ([nil], .string(let text)?): return ScalarArguments.optional(Bool(text).map { .bool($0) })
        default: return nil
        }
    }

    // MARK: String and Character

    static func string(labels: [String?], _ arguments: [Value], _ context: CallContext) throws -> Value? {
        if labels.first == "localized" { return try Localization.string(labels: labels, arguments, context) }
        if labels.first == "format" {
            var formatArguments = Array(arguments.dropFirst())
            if labels == ["format", "arguments"], case .array(let array)? = arguments.last { formatArguments = array.elements }
            guard labels.dropFirst().allSatisfy({ $0 == nil }) || labels == ["format", "arguments"] else { return nil }
            let format = try ScalarArguments.string(arguments[0], context)
            return .string(try StringFormat.format(format, formatArguments, context))
        }
        if let text = DataObject.string(labels: labels, arguments) { return text }
        if let text = try FileLibrary.constructString(labels, arguments, context) { return text }
        switch (labels, arguments.first) {
        case ([], _): return .string("")
        case ([nil], .string(let text)?): return .string(text)
        case ([nil], .character(let character)?): return .string(String(character))
        case ([nil], .int(let number)?): return .string(FastText.decimal(number))
        case ([nil], .double(let number)?): return .string(String(number))
        case ([nil], .bool(let flag)?): return .string(String(flag))
        case ([nil], .array(let array)?):
            var text = ""
            for element in array.elements { text.append(contentsOf: try ScalarArguments.string(element, context)) }
            return .string(text)
        case ([nil, "radix"], .int(let number)?), ([nil, "radix", "uppercase"], .int(let number)?):
            let radix = try ScalarArguments.int(arguments[1], context)
            guard (2...36).contains(radix) else { throw context.trap("Fatal error: Radix must be between 2 and 36") }
            let uppercase = labels.count == 3 ? try ScalarArguments.bool(arguments[2], context) : false
            return .string(String(number, radix: radix, uppercase: uppercase))
        case (["repeating", "count"], let repeated?):
            let count = try ScalarArguments.int(arguments[1], context)
            guard count >= 0 else { throw context.trap("Fatal error: Negative count not allowed") }
            return .string(String(repeating: try ScalarArguments.string(repeated, context), count: count))
        default:
            return nil
        }
    }

    static func character(labels: [String?], _ arguments: [Value], _ context: CallContext) throws -> Value? {
        switch (labels, arguments.first) {
        case ([nil], .character(let character)?): return .character(character)
        case ([nil], .string(let text)?):
            guard text.count == 1 else {
                throw context.trap(text.isEmpty
                    ? "Fatal error: Can't form a Character from an empty String"
                    : "Fatal error: Can't form a Character from a String containing more than one extended grapheme cluster")
            }
            return .character(text[text.startIndex])
        default: return nil
        }
    }

    /// `Unicode.Scalar(65)` is the non-failable `UInt8` initializer in Swift (a literal that
    /// fits a byte); larger numbers go through the failable `UInt32` one and give an Optional.
    static func unicodeScalar(labels: [String?], _ arguments: [Value], _ context: CallContext) throws -> Value? {
        guard labels == [nil], let argument = arguments.first else { return nil }
        switch argument {
        case .sized(let number) where number.width == .uint8:
            return .character(Character(Unicode.Scalar(UInt8(truncatingIfNeeded: number.bits))))
        case .sized(let number) where number.width == .uint32:
            return ScalarArguments.optional(Unicode.Scalar(UInt32(truncatingIfNeeded: number.bits)).map { .character(Character($0)) })
        case .int(let number):
            if (0...255).contains(number), let scalar = Unicode.Scalar(UInt32(number)) { return .character(Character(scalar)) }
            guard let code = UInt32(exactly: number), let scalar = Unicode.Scalar(code) else { return Value.none }
            return Value.some(.character(Character(scalar)))
        case .character, .string:
            let text = try ScalarArguments.string(argument, context)
            guard text.unicodeScalars.count == 1, let scalar = text.unicodeScalars.first else {
                throw ScalarArguments.mismatch(argument, "Unicode.Scalar", context)
            }
            return .character(Character(scalar))
        default:
            return nil
        }
    }
}
