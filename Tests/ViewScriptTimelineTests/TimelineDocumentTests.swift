import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import ViewScriptTimeline

/// The page: well-formed XML (XHTML syntax), self-contained, with a row per lane, the marks
/// and task spans of the known app of `TimelineTests`, and folding subtrees.
@Suite struct TimelineDocumentTests {
    static func page(_ source: String = TimelineTests.source) throws -> (html: String, document: XMLDocument) {
        let html = TimelineDocument(title: "Test.view", timelines: timelines(of: source)).html()
        return (html, try XMLDocument(xmlString: html, options: []))
    }

    /// XPath on the XHTML page: elements by local name and class.
    static func nodes(_ document: XMLDocument, _ element: String, class name: String) throws -> [XMLNode] {
        try document.nodes(forXPath: "//*[local-name()='\(element)'][contains(concat(' ', @class, ' '), ' \(name) ')]")
    }

    @Test func thePageIsWellFormedAndFetchesNothing() throws {
        let (html, document) = try Self.page()
        #expect(document.rootElement()?.name == "html")
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        for forbidden in ["<script", "<link", "src=", "url(", "@import", "@font-face"] {
            #expect(!html.contains(forbidden), "\(forbidden)")
        }
    }

    @Test func aSectionPerScenarioWithItsSteps() throws {
        let (_, document) = try Self.page()
        let sections = try Self.nodes(document, "section", class: "scenario")
        #expect(sections.count == 2)
        #expect(try document.nodes(forXPath: "//*[local-name()='h2']").map { $0.stringValue ?? "" }
                == ["scenario \"cancelled\"", "scenario \"finished\""])
        // Step rules across the timeline, step labels with their output.
        let first = sections[0]
        #expect(try first.nodes(forXPath: ".//*[local-name()='line'][@class='step']").count == 7)
        let labels = try first.nodes(forXPath: ".//*[local-name()='text'][@class='step']").map { $0.stringValue ?? "" }
        #expect(labels == ["show ContentView()", "tap \"Toggle\"", "advance 1s", "tap \"Toggle\"", "tap \"Add\"", "tap \"Sheet\"", "dismiss"])
        let output = try first.nodes(forXPath: ".//*[local-name()='text'][@class='output']").map { $0.stringValue ?? "" }
        #expect(output == ["task started", "task woke", "count changed"])
    }

    @Test func aLanePerViewWithNameAndPath() throws {
        let (_, document) = try Self.page()
        let section = try #require(Self.nodes(document, "section", class: "scenario").first)
        let lanes = try section.nodes(forXPath: ".//*[contains(concat(' ', @class, ' '), ' lane ')]")
        #expect(lanes.count == 5)
        let names = try section.nodes(forXPath: ".//*[local-name()='span'][@class='name']").map { $0.stringValue ?? "" }
        let paths = try section.nodes(forXPath: ".//*[local-name()='span'][@class='path']").map { $0.stringValue ?? "" }
        #expect(names == ["ContentView", "Row#0", "Row#1", "Detail", "Row"])
        #expect(paths.last == "ContentView/presentation 0/Row")
        // ContentView holds the others: its lane is a <details> (open: few lanes) whose
        // <summary> is its row.
        let details = try section.nodes(forXPath: ".//*[local-name()='details']")
        #expect(details.count == 1)
        #expect(try section.nodes(forXPath: ".//*[local-name()='details'][@open='open']").count == 1)
        #expect(try details[0].nodes(forXPath: "./*[local-name()='summary']//*[@class='name']").first?.stringValue == "ContentView")
        #expect(try details[0].nodes(forXPath: "./*[local-name()='div']").count == 4)
    }

    @Test func marksAndSpansOfALane() throws {
        let (_, document) = try Self.page()
        let section = try #require(Self.nodes(document, "section", class: "scenario").first)
        func lane(_ name: String) throws -> XMLNode {
            let found = try section.nodes(forXPath: ".//*[contains(concat(' ', @class, ' '), ' lane ')][.//*[@class='name'] = '\(name)']")
            guard let lane = found.first else { throw MissingLane(name: name) }
            return lane
        }
        let detail = try lane("Detail")
        #expect(try detail.nodes(forXPath: ".//*[local-name()='rect'][@class='life']").count == 1)
        #expect(try detail.nodes(forXPath: ".//*[local-name()='rect'][@class='screen']").count == 1)
        #expect(try detail.nodes(forXPath: ".//*[local-name()='g'][@class='mark']/*[local-name()='circle'][@class='body']").count == 1)
        #expect(try detail.nodes(forXPath: ".//*[local-name()='path'][@class='appear']").count == 1)
        #expect(try detail.nodes(forXPath: ".//*[local-name()='path'][@class='disappear']").count == 1)
        let task = try #require(detail.nodes(forXPath: ".//*[local-name()='g'][@class='task']").first)
        #expect(try task.nodes(forXPath: "./*[local-name()='rect'][@class='run']").count == 2)
        #expect(try task.nodes(forXPath: "./*[local-name()='path'][@class='cancel']").count == 1)
        #expect(try task.nodes(forXPath: "./*[local-name()='line'][@class='taskend']").count == 1)
        #expect(try task.nodes(forXPath: "./*[local-name()='title']").first?.stringValue?
            .hasPrefix("task Detail: started at 0.000s, cancelled at 1.000s, ended at 1.000s") == true)

        let root = try lane("ContentView")
        let tooltips = try root.nodes(forXPath: ".//*[local-name()='g'][@class='mark']/*[local-name()='title']").map { $0.stringValue ?? "" }
        #expect(tooltips.first == "body ContentView\nwhy: first evaluation")
        #expect(tooltips.contains("'count' of 'ContentView': 0 → 1"))
        #expect(try root.nodes(forXPath: ".//*[local-name()='path'][@class='onchange']").count == 1)

        let bands = try section.nodes(forXPath: ".//*[contains(concat(' ', @class, ' '), ' band ')]/*[@class='label']")
        #expect(bands.map { $0.stringValue ?? "" } == ["sheet Row"])
        #expect(try section.nodes(forXPath: ".//*[local-name()='line'][@class='frame']").count > 0)
    }

    @Test func aTrapIsARuleAndALabel() throws {
        let source = """
        struct Boom: View {
            var body: some View { Button("Boom") { let a: [Int] = []; print(a[1]) } }
        }
        scenario "trap" {
            show Boom()
            tap "Boom"
            expect crash "Index out of range"
        }
        """
        let (_, document) = try Self.page(source)
        #expect(try document.nodes(forXPath: "//*[local-name()='line'][@class='trap']").count == 1)
        #expect(try document.nodes(forXPath: "//*[local-name()='text'][@class='trap']").first?.stringValue
                == "trap: Fatal error: Index out of range")
    }

    /// 1,000 views: every one has a lane; the subtrees start folded.
    @Test func aThousandViewsFoldBySubtree() throws {
        let source = """
        struct Cell: View {
            let n: Int
            var body: some View { Text("cell \\(n)") }
        }
        struct Section: View {
            let s: Int
            var body: some View {
                VStack { ForEach(0..<99, id: \\.self) { n in Cell(n: n) } }
            }
        }
        struct ContentView: View {
            var body: some View {
                VStack { ForEach(0..<10, id: \\.self) { s in Section(s: s) } }
            }
        }
        scenario "many" { show ContentView() }
        """
        let (html, document) = try Self.page(source)
        let names = try document.nodes(forXPath: "//*[local-name()='span'][@class='name']")
        #expect(names.count == 1 + 10 + 990)
        #expect(try document.nodes(forXPath: "//*[local-name()='details']").count == 11)
        #expect(try document.nodes(forXPath: "//*[local-name()='details'][@open]").count == 1)
        #expect(html.utf8.count < 8_000_000)
    }

    struct MissingLane: Error { let name: String }

    @Test func textIsEscaped() {
        #expect(Markup.escape("a < b && \"c\" > 'd'") == "a &lt; b &amp;&amp; &quot;c&quot; &gt; &#39;d&#39;")
        #expect(Markup.escape("bell\u{7}") == "bell\u{FFFD}")
    }
}
