import ViewScriptSyntax

extension Compiler {
    /// Whether a name was written in backticks (`` Keyword.`self` ``): a keyword used as a
    /// plain name, which is not the keyword's meaning (`.self` of a type is the type itself).
    func isBackticked(_ name: Identifier) -> Bool {
        let start = Int(name.range.start)
        return start >= 0 && start < file.bytes.count && file.bytes[start] == UInt8(ascii: "`")
    }
}
