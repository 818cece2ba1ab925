import Foundation
import Testing
import ViewScriptSyntax
@testable import ViewScriptCommandLine

/// Multi-file fuzz inputs (`PipelineProbe+Modules.swift`): `//--- NAME` lines split an input
/// into an app's `.swift` sources and its scenario files, run as `check --sources`, `previews`
/// and `coverage` run them.
@Suite struct PipelineProbeModuleTests {
    static let app = """
    //--- Model.swift
    struct Item: Identifiable { let id: Int; var name: String }
    //--- ListView.swift
    import SwiftUI
    struct ListView: View {
        @State private var items = [Item(id: 1, name: "Milk")]
        var body: some View { List(items) { Text($0.name) } }
    }
    #Preview { ListView() }
    //--- list.view
    scenario "s" { show ListView(); expect visible "Milk" }

    """

    @Test func markersSplitAnInputIntoFiles() throws {
        let files = try #require(PipelineProbe.split(Array(Self.app.utf8)))
        #expect(files.map(\.path) == ["Model.swift", "ListView.swift", "list.view"])
        #expect(String(decoding: files[0].bytes, as: UTF8.self) == "struct Item: Identifiable { let id: Int; var name: String }\n")
        #expect(PipelineProbe.split(Array("struct A {}\n".utf8)) == nil)
    }

    @Test func anAppInputRunsItsScenariosPreviewsAndCoverage() {
        #expect(PipelineProbe().run(Array(Self.app.utf8)) == [])
        // An error in one file of the module is a diagnostic inside that file.
        let broken = Self.app.replacingOccurrences(of: "var name: String", with: "var name: Strin")
        #expect(PipelineProbe().run(Array(broken.utf8)) == [])
    }

    /// The sample apps as fuzz.sh seeds them: each of them runs with every diagnostic in place.
    @Test func theSampleAppsAsOneInputEach() throws {
        let apps = DocumentationTests.root.appendingPathComponent("Samples/Apps")
        for app in try FileManager.default.contentsOfDirectory(atPath: apps.path).sorted() {
            var input = ""
            let files = FileManager.default.enumerator(atPath: apps.appendingPathComponent(app).path)
            var paths: [String] = []
            while let path = files?.nextObject() as? String {
                if path.hasSuffix(".swift") || path.hasSuffix(".view") { paths.append(path) }
            }
            for path in paths.sorted() {
                input += "//--- \((path as NSString).lastPathComponent)\n"
                input += try String(contentsOf: apps.appendingPathComponent(app).appendingPathComponent(path), encoding: .utf8)
            }
            #expect(!paths.isEmpty)
            #expect(PipelineProbe().run(Array(input.utf8)) == [], "\(app)")
        }
    }
}
