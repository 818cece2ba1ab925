extension Value {
    /// The case of a value without its payload, for dispatching on an `inout` value.
    ///
    /// `switch receiver { case .array: mutate(&receiver) }` keeps a second reference to the
    /// receiver's payload for the whole case body, so an array (or string, dictionary, set)
    /// mutated there is copied on every call: appending in a loop becomes quadratic.
    /// Switching on this tag instead lets the mutation find its storage uniquely referenced.
    enum Family {
        case array, string, character, number, dictionary, set, range, other
    }

    var family: Family {
        switch self {
        case .array: return .array
        case .string: return .string
        case .character: return .character
        case .int, .double, .bool, .sized, .float: return .number
        case .dictionary: return .dictionary
        case .set: return .set
        case .range: return .range
        default: return .other
        }
    }
}
