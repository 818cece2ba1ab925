import ViewScriptSyntax

/// How deeply values nest: freeing, comparing and printing a value recurse once per level,
/// so a value nested without bound (`a = [a]` in a loop, a million-node linked list of an
/// `indirect enum`) would overflow the stack. Each collection, tuple, struct and enum value
/// records its depth where the program builds it, and building one deeper than
/// `maximumValueDepth` is a positioned error instead.
enum ValueDepth {
    static let maximumValueDepth: Int32 = 10_000

    /// The recorded depth of a value (0 for scalars).
    static func of(_ value: Value) -> Int32 {
        switch value {
        case .array(let array): return array.depth
        case .tuple(let tuple): return tuple.depth
        case .structValue(let structValue): return structValue.depth
        case .enumValue(let enumValue): return enumValue.depth
        case .some(let wrapped): return of(wrapped) + 1
        default: return 0
        }
    }

    /// 1 + the deepest of `children`, or a failure when that is too deep.
    static func check(_ children: [Value], _ interpreter: Interpreter, at range: SourceRange) throws -> Int32 {
        var deepest: Int32 = 0
        for child in children {
            let depth = of(child)
            if depth > deepest { deepest = depth }
        }
        if deepest >= maximumValueDepth {
            throw interpreter.failure(.valueTooDeep(Int(maximumValueDepth)), at: range)
        }
        return deepest + 1
    }
}

extension DiagnosticMessage {
    static func valueTooDeep(_ limit: Int) -> DiagnosticMessage {
        DiagnosticMessage("value-too-deep", .error, "this value would nest more than \(limit) levels deep")
    }
}
