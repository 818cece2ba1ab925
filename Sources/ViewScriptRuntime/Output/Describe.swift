import ViewScriptSyntax

/// How values become text, exactly as Swift shows them: `print`, interpolation and
/// `String(describing:)` use `describe`; `debugPrint`, `String(reflecting:)` use
/// `debugDescribe`. Both throw because a user type's `description` runs user code.
extension Interpreter {
    /// `print(value)`, `"\(value)"`, `String(describing: value)`.
    public func describe(_ value: Value, at range: SourceRange? = nil) throws -> String {
        // The values most texts and interpolations show, without making a formatter (as
        // `ValueFormatter.write` prints them).
        switch value {
        case .string(let text): return text
        case .int(let number): return FastText.decimal(number)
        default: return try formatter(at: range).string(value, debug: false)
        }
    }

    /// `debugPrint(value)`, `String(reflecting: value)`, and how a value prints inside
    /// collections, optionals, tuples, struct fields and enum payloads.
    public func debugDescribe(_ value: Value, at range: SourceRange? = nil) throws -> String {
        try formatter(at: range).string(value, debug: true)
    }

    /// How a tool shows a value (traces, trees, the timeline): like `print`, but a user
    /// type's own `description` is not called, so showing a value runs no program code
    /// (no output, no trap, no change) and tracing never changes what the program does.
    public func inspect(_ value: Value) -> String {
        (try? ValueFormatter(interpreter: self) { _, _ in nil }.string(value, debug: false)) ?? "?"
    }

    func formatter(at range: SourceRange?) -> ValueFormatter {
        ValueFormatter(interpreter: self, customDescription: { [unowned self] value, debug in
            try customDescription(of: value, debug: debug, at: range)
        }, place: range)
    }

    /// The `description` (or `debugDescription`) a user type provides, or nil when it
    /// conforms to neither `CustomStringConvertible` nor `CustomDebugStringConvertible`.
    /// Swift's `print` prefers `description`, `debugPrint` prefers `debugDescription`, and
    /// each falls back to the other.
    func customDescription(of value: Value, debug: Bool, at range: SourceRange? = nil) throws -> String? {
        guard let type = Self.userType(of: value),
              let property = Self.descriptionProperty(of: type, debug: debug) else { return nil }
        let place = range ?? callStack.last?.callSite ?? SourceRange(0, 0)
        let text = try getProperty(property, of: value, at: place)
        if case .string(let string) = text { return string }
        return try describe(text, at: range)
    }

    /// Which property prints a value of `type`: `description`, `debugDescription` or none.
    static func descriptionProperty(of type: NominalType, debug: Bool) -> String? {
        let plain = type.conforms(to: "CustomStringConvertible")
        let debugging = type.conforms(to: "CustomDebugStringConvertible")
        switch (debug, plain, debugging) {
        case (false, true, _), (true, true, false): return "description"
        case (_, _, true): return "debugDescription"
        default: return nil
        }
    }

    static func userType(of value: Value) -> NominalType? {
        switch value {
        case .structValue(let structValue): return structValue.type
        case .enumValue(let enumValue): return enumValue.type
        case .object(let instance): return instance.type
        default: return nil
        }
    }
}
