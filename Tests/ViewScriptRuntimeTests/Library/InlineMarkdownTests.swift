import Testing
@testable import ViewScriptRuntime

/// The text `Text("literal")` shows: the inline Markdown SwiftUI renders, reduced to its text.
@Suite struct InlineMarkdownTests {
    @Test(arguments: [
        ("**Bold** and *it*", "Bold and it"),
        ("__strong__ _em_", "strong em"),
        ("***both***", "both"),
        ("~~gone~~", "gone"),
        ("`**code**` stays", "**code** stays"),
        ("``a ` b``", "a ` b"),
        ("[Docs](https://example.com) here", "Docs here"),
        ("[**Bold** link](https://x.y)", "Bold link"),
        ("<https://example.com>", "https://example.com"),
        ("\\*not emphasis\\*", "*not emphasis*"),
        ("snake_case_name", "snake_case_name"),
        ("2 * 3 * 4", "2 * 3 * 4"),
        ("a ** b", "a ** b"),
        ("*unclosed", "*unclosed"),
        ("**nested *inner* text**", "nested inner text"),
        ("  spaces  kept\nand lines", "  spaces  kept\nand lines"),
        ("# Not a heading", "# Not a heading"),
        ("100%", "100%"),
    ])
    func rendersInlineMarkdown(_ markdown: String, _ shown: String) {
        #expect(InlineMarkdown.render(markdown) == shown)
    }

    /// Interpolated values are not Markdown; the literal around them is.
    @Test func interpolatedValuesAreShownAsWritten() {
        let key = LocalizedStringKeyValue([.literal("Hello **"), .argument("*raw*"), .literal("** and `"), .argument("x"), .literal("`")])
        #expect(key.rendered == "Hello *raw* and x")
        #expect(key.describe() == "Hello ***raw*** and `x`")
    }

    /// A literal without Markdown shows as written without being rendered; the renderer
    /// would show the same text (`isPlain` lists every character it reads).
    @Test(arguments: ["Row 12", "Ticks: 3", "  spaces  kept\nand lines", "# Not a heading", "100%", "a (b) {c} ]", ""])
    func plainLiteralsShowAsWritten(_ literal: String) {
        #expect(InlineMarkdown.isPlain(literal))
        let parts: [LocalizedStringKeyValue.Part] = [.literal(literal), .argument("*7*"), .literal(literal)]
        #expect(LocalizedStringKeyValue(parts).rendered == LocalizedStringKeyValue.renderedAsMarkdown(parts))
        #expect(LocalizedStringKeyValue(parts).describe() == literal + "*7*" + literal)
    }

    @Test(arguments: ["**b**", "_e_", "~~s~~", "`c`", "[t](u)", "<https://x.y>", "\\*", "café"])
    func markdownLiteralsAreRendered(_ literal: String) {
        #expect(!InlineMarkdown.isPlain(literal))
    }
}
