import Foundation

/// `String(format:_:...)`: each conversion is handed to Foundation with its own argument,
/// so numbers are formatted exactly as Swift does; an argument of the wrong kind for its
/// conversion (which makes real Swift read garbage) is converted first, never passed raw.
enum StringFormat {
    static func format(_ format: String, _ arguments: [Value], _ context: CallContext) throws -> String {
        var result = ""
        var remaining = arguments[...]
        var index = format.startIndex
        while index < format.endIndex {
            let character = format[index]
            guard character == "%" else {
                result.append(character)
                index = format.index(after: index)
                continue
            }
            guard let (specifier, conversion, end) = specifier(in: format, at: index) else {
                throw context.failure(.unsupported("the format '\(format[index...])'"))
            }
            index = end
            if conversion == "%" { result.append("%"); continue }
            guard let argument = remaining.popFirst() else {
                throw context.failure(.unsupported("String(format:) with fewer arguments than conversions"))
            }
            result += try formatted(specifier, conversion, argument, context)
        }
        return result
    }

    /// The conversion starting at `start` (`%-05.2f`): its text, its conversion character
    /// and the index after it.
    private static func specifier(in format: String, at start: String.Index)
        -> (String, Character, String.Index)? {
        var index = format.index(after: start)
        let allowed = Set("-+ #0'123456789.hlqLzjt")
        while index < format.endIndex, allowed.contains(format[index]) { index = format.index(after: index) }
        guard index < format.endIndex else { return nil }
        let conversion = format[index]
        guard "%@sdiuoxXcfFeEgGaA".contains(conversion) else { return nil }
        let end = format.index(after: index)
        return (String(format[start..<end]), conversion, end)
    }

    private static func formatted(_ specifier: String, _ conversion: Character, _ argument: Value,
                                  _ context: CallContext) throws -> String {
        switch conversion {
        case "d", "i", "u", "o", "x", "X", "c":
            let number: Int
            switch argument {
            case .int(let value): number = value
            case .double(let value) where value.isFinite && abs(value) < 9.2e18: number = Int(value)
            case .bool(let value): number = value ? 1 : 0
            default: throw ScalarArguments.mismatch(argument, "CVarArg", context)
            }
            return String(format: specifier, number)
        case "f", "F", "e", "E", "g", "G", "a", "A":
            return String(format: specifier, try ScalarArguments.double(argument, context))
        default:
            // `%@` (and `%s`, which real Swift cannot feed a Swift string): the text itself.
            let text: String
            switch argument {
            case .string(let value): text = value
            default: text = try context.interpreter.describe(argument)
            }
            var objectSpecifier = specifier
            objectSpecifier.removeLast()
            return String(format: objectSpecifier + "@", text)
        }
    }
}
