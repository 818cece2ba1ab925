/// Members of `Character`, answered by Swift's own `Character`. A `Unicode.Scalar` is
/// modelled as a one-scalar `Character` (see `StringLibrary`), so its `value` is here too.
enum CharacterLibrary {
    static func property(_ name: String, of character: Character) -> Value? {
        switch name {
        case "isLetter": return .bool(character.isLetter)
        case "isNumber": return .bool(character.isNumber)
        case "isWholeNumber": return .bool(character.isWholeNumber)
        case "isWhitespace": return .bool(character.isWhitespace)
        case "isNewline": return .bool(character.isNewline)
        case "isUppercase": return .bool(character.isUppercase)
        case "isLowercase": return .bool(character.isLowercase)
        case "isCased": return .bool(character.isCased)
        case "isPunctuation": return .bool(character.isPunctuation)
        case "isSymbol": return .bool(character.isSymbol)
        case "isMathSymbol": return .bool(character.isMathSymbol)
        case "isCurrencySymbol": return .bool(character.isCurrencySymbol)
        case "isASCII": return .bool(character.isASCII)
        case "isHexDigit": return .bool(character.isHexDigit)
        case "asciiValue": return ScalarArguments.optional(character.asciiValue.map { .sized(SizedInteger(width: .uint8, bits: UInt64($0))) })
        case "wholeNumberValue": return ScalarArguments.optional(character.wholeNumberValue.map { .int($0) })
        case "hexDigitValue": return ScalarArguments.optional(character.hexDigitValue.map { .int($0) })
        case "utf8": return ScalarArguments.sized(character.utf8, .uint8)
        case "utf16": return ScalarArguments.sized(character.utf16, .uint16)
        case "unicodeScalars": return ScalarArguments.characters(character.unicodeScalars.map { Character($0) })
        case "description": return .string(String(character))
        case "value":
            // `Unicode.Scalar.value`: only a one-scalar character stands for a scalar.
            let scalars = character.unicodeScalars
            guard scalars.count == 1, let scalar = scalars.first else { return nil }
            return .sized(SizedInteger(width: .uint32, bits: UInt64(scalar.value)))
        default: return nil
        }
    }

    static func method(_ name: String, labels: [String?], _ character: Character, _ arguments: [Value],
                       _ context: CallContext) throws -> Value? {
        switch (name, labels) {
        case ("uppercased", []): return .string(character.uppercased())
        case ("lowercased", []): return .string(character.lowercased())
        default: return nil
        }
    }
}
