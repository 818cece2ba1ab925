import ViewScriptSyntax

extension Interpreter {
    /// `print(items..., separator:, terminator:)`: each item as `describe` shows it.
    public func printLine(_ items: [Value], separator: String = " ", terminator: String = "\n",
                          at range: SourceRange? = nil) throws {
        try writeItems(items, debug: false, separator: separator, terminator: terminator, at: range)
    }

    /// `debugPrint(items..., separator:, terminator:)`: each item as `debugDescribe` shows it.
    public func debugPrintLine(_ items: [Value], separator: String = " ", terminator: String = "\n",
                               at range: SourceRange? = nil) throws {
        try writeItems(items, debug: true, separator: separator, terminator: terminator, at: range)
    }

    /// Swift writes item by item: a `description` that itself prints shows its text after
    /// the items before it and before its own item (`print("a", x)` gives `a inner\nX`).
    private func writeItems(_ items: [Value], debug: Bool, separator: String, terminator: String,
                            at range: SourceRange?) throws {
        let formatter = formatter(at: range)
        for (index, item) in items.enumerated() {
            if index > 0 { write(separator) }
            write(try formatter.string(item, debug: debug))
        }
        write(terminator)
    }
}
