import Foundation
import Testing
@testable import ViewScriptCommandLine

/// `viewscript help TOPIC` and docs/ say the same: each page holds its guide's Markdown between
/// `<!-- guide: TOPIC -->` and `<!-- end guide -->`, and `docs/viewscript.1` is the help as a
/// man page. `RECORD_SNAPSHOTS=1 swift test --filter GuideTests` rewrites them (and fails, so
/// that a recording never passes silently).
@Suite struct GuideTests {
    static let root = DocumentationTests.root
    static var recording: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil }

    /// The page's text with the guide's region replaced by `markdown`; nil when the page has no region.
    static func replacingRegion(of guide: Guide, in page: String) -> String? {
        let start = "<!-- guide: \(guide.rawValue) -->\n"
        let end = "<!-- end guide -->"
        guard let open = page.range(of: start), let close = page.range(of: end, range: open.upperBound..<page.endIndex) else { return nil }
        return String(page[..<open.upperBound]) + guide.markdown + "\n" + String(page[close.lowerBound...])
    }

    @Test(arguments: Guide.allCases)
    func pageHoldsTheGuide(_ guide: Guide) throws {
        let url = Self.root.appendingPathComponent(guide.page)
        let page = try String(contentsOf: url, encoding: .utf8)
        let expected = try #require(Self.replacingRegion(of: guide, in: page), "\(guide.page) has no <!-- guide: \(guide.rawValue) --> region")
        if Self.recording && expected != page {
            try expected.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("recorded the \(guide.rawValue) guide in \(guide.page); run again without RECORD_SNAPSHOTS")
            return
        }
        #expect(page == expected, "\(guide.page) differs from 'viewscript help \(guide.rawValue)': RECORD_SNAPSHOTS=1 swift test --filter GuideTests")
    }

    @Test func helpTopicPrintsTheGuide() {
        let run = runTool(["help", "steps"])
        #expect(run.output == Guide.steps.text)
        #expect(run.output.contains("  tap \"TEXT\""))
        #expect(!run.output.contains("`"), "the terminal text has no Markdown")
        for line in run.output.split(separator: "\n") { #expect(line.count <= PlainText.width, "\(line)") }
    }

    @Test func manPageIsCurrent() throws {
        let url = Self.root.appendingPathComponent("docs/viewscript.1")
        let expected = ManPage.document()
        if Self.recording {
            try expected.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("recorded docs/viewscript.1; run again without RECORD_SNAPSHOTS")
            return
        }
        let actual = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "docs/viewscript.1 is stale: RECORD_SNAPSHOTS=1 swift test --filter GuideTests")
    }
}
