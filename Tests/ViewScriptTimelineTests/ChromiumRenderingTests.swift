import Foundation
import Testing
@testable import ViewScriptTimeline

/// The timelines of samples as a browser shows them: headless Chromium renders each page,
/// the screenshot must not be blank and every lane's label must be in the rendered text.
/// Skipped when `chromium` (or `python3`, which decodes the screenshot) is not installed;
/// `.ci/run` installs Chromium from Debian's packages.
@Suite(.serialized) struct ChromiumRenderingTests {
    static let chromium = executable("chromium")
    static let python = executable("python3")

    /// B1's phase order (the seed's LayoutTest; the launch of Navigation.view shows B1's
    /// appear order on main, where LayoutTest's scenario needs the layout phase), the stale
    /// sheet (B5), task cancellation on pop (B15).
    static let samples = [
        "Samples/seeds/onappear-timing/LayoutTest.view",
        "Samples/seeds/lifecycle-logs-ko/Navigation.view",
        "Samples/seeds/state-injection-sheet/SheetStaleValue.view",
        "Samples/behaviours/B15-task-cancelled-on-pop.view",
    ]

    @Test(.enabled(if: chromium != nil && python != nil, "chromium or python3 is not installed"),
          .timeLimit(.minutes(3)), arguments: samples)
    func rendersWithEveryLaneLabel(_ sample: String) throws {
        let chromium = try #require(Self.chromium)
        let python = try #require(Self.python)
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let timelines = try timelines(ofSample: sample)
        let page = folder.appendingPathComponent("timeline.html")
        try TimelineDocument(title: sample, timelines: timelines).html().write(to: page, atomically: true, encoding: .utf8)
        let common = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                      "--user-data-dir=\(folder.appendingPathComponent("profile").path)"]

        let dom = try runProgram(chromium, common + ["--dump-dom", page.absoluteString])
        #expect(dom.status == 0)
        #expect(dom.output.contains("Lifecycle timeline: "))
        for timeline in timelines {
            #expect(dom.output.contains(Self.htmlText("scenario \"\(timeline.name)\"")))
            for lane in timeline.lanes {
                #expect(dom.output.contains(Self.htmlText(lane.name)), "lane \(lane.name)")
                #expect(dom.output.contains(Self.htmlText(lane.path)), "lane \(lane.path)")
            }
            for band in timeline.bands { #expect(dom.output.contains(Self.htmlText(band.label))) }
        }

        let screenshot = folder.appendingPathComponent("timeline.png")
        let shot = try runProgram(chromium, common + ["--window-size=1400,900", "--screenshot=\(screenshot.path)", page.absoluteString])
        #expect(shot.status == 0)
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("PNGCheck.py")
        let check = try runProgram(python, [script.path, screenshot.path])
        let counts = Dictionary(uniqueKeysWithValues: check.output.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { field -> (String, Int)? in
            let parts = field.split(separator: "=")
            guard parts.count == 2, let value = Int(parts[1]) else { return nil }
            return (String(parts[0]), value)
        })
        let pixels = try #require(counts["pixels"])
        let nonwhite = try #require(counts["nonwhite"])
        #expect(pixels == 1400 * 900)
        // Text, bars and marks: far from blank, and in more than a few colours.
        #expect(nonwhite * 100 > pixels, "\(check.output)")
        #expect((counts["colors"] ?? 0) > 20, "\(check.output)")
    }

    /// How Chromium serializes text: `&`, `<`, `>` escaped, quotes as they are.
    static func htmlText(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
