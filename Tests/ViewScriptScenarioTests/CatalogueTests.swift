import Foundation
import Testing
@testable import ViewScriptRuntime
import ViewScriptSyntax
@testable import ViewScriptScenario

/// Every entry of the catalogue, run: a modelled or inert entry's example runs in a
/// view without changing what else is on screen; a not-simulated one is an error naming it;
/// a modelled view or modifier is used by at least one sample, which states its behaviour.
@Suite struct CatalogueTests {
    /// Declarations the examples use.
    static let support = """
    final class CatalogueModel: ObservableObject { @Published var n = 0 }
    struct CatalogueModifier: ViewModifier { func body(content: Content) -> some View { content } }
    struct CatalogueKey: PreferenceKey {
        static var defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value = nextValue() }
    }

    """

    /// Whether an entry's example is a declaration (an attribute's use, `@Model class`).
    static func isDeclaration(_ entry: Catalogue.Entry) -> Bool { entry.kind == .type && entry.example.hasPrefix("@") }

    /// Whether an entry's example is a type of the program conforming to it (`struct T: Tip {}`).
    static func isConformance(_ entry: Catalogue.Entry) -> Bool { entry.kind == .type && entry.example.hasPrefix("struct ") }

    static func source(for entry: Catalogue.Entry) -> String {
        let content: String
        var holder = ""
        switch entry.kind {
        case .view: content = "VStack { Text(\"anchor\"); \(entry.example) }"
        case .modifier: content = "Text(\"anchor\").\(entry.example)"
        case .valueType: content = "Text(\"anchor\").onAppear { _ = \(entry.example) }"
        case .type where isDeclaration(entry):
            content = "Text(\"anchor\")"
            holder = "struct CatalogueHolder { \(entry.example) }\n"
        case .type where isConformance(entry):
            content = "Text(\"anchor\")"
            holder = entry.example + "\n"
        case .type where !entry.example.isEmpty: content = "Text(\"anchor\").onAppear { _ = \(entry.example) }"
        case .type: content = "Text(\"anchor\")"
        }
        return support + holder + """
        struct CatalogueView: View {
            @Namespace private var catalogueNamespace
            var body: some View { \(content) }
        }
        scenario "\(entry.name)" { show CatalogueView(); expect visible "anchor" }

        """
    }

    static let names = Catalogue.entries.map { "\($0.kind) \($0.name)" }

    @Test func namesAreUnique() {
        var seen = Set<String>()
        for name in Self.names { #expect(seen.insert(name).inserted, "\(name) is in the catalogue twice") }
    }

    @Test(arguments: Catalogue.entries.indices)
    func entryRuns(_ index: Int) {
        let entry = Catalogue.entries[index]
        let parsed = Parser.parse(SourceFile(path: "catalogue.view", text: Self.source(for: entry)))
        #expect(!parsed.hasErrors, "\(entry.name): \(entry.example) does not parse")
        // An entry newer than the standard release runs under the release that introduced it.
        let run = ScenarioRunner(release: max(entry.introduced ?? .standard, .standard)).run(parsed)
        let messages = run.scenarios.flatMap(failureMessages) + run.diagnostics.map(\.message.text)
        if let later = entry.introducedAfterProfiles {
            // Newer than every simulated release: swiftc's availability error under each.
            #expect(messages == ["'\(entry.name)' is only available in iOS \(later).0 or newer"], "\(entry.kind) \(entry.name)")
            return
        }
        switch entry.state {
        case .modelled, .inert:
            #expect(messages == [], "\(entry.kind) \(entry.name): \(entry.example)")
            #expect(run.scenarios.count == 1)
        case .notSimulated:
            let name = Self.isDeclaration(entry) ? "@" + entry.name : entry.name
            #expect(messages == ["'\(name)' is not simulated by ViewScript yet"], "\(entry.kind) \(entry.name)")
        }
    }

    /// The names of the modelled views and modifiers the samples do not use.
    @Test func modelledEntriesHaveSamples() throws {
        let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Samples").standardized
        var text = ""
        let files = FileManager.default.enumerator(at: samples, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            if file.pathExtension == "view" || file.pathExtension == "swift" { text += try String(contentsOf: file, encoding: .utf8) }
        }
        #expect(!text.isEmpty)
        let unused = Catalogue.entries.filter { entry in
            guard entry.state == .modelled else { return false }
            switch entry.kind {
            case .view: return !text.contains("\(entry.name)(") && !text.contains("\(entry.name) {") && !text.contains("\(entry.name).")
            case .modifier: return !text.contains(".\(entry.name)(") && !text.contains(".\(entry.name) {")
            case .valueType, .type: return false
            }
        }
        #expect(unused.map(\.name) == [])
    }

    /// SwiftUI's modelled types (protocols, property wrappers, helper types) have no example of their
    /// own: each is named by a sample, or by a test of this target, that uses it.
    @Test func modelledTypesAreUsedBySamplesOrTests() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        var text = ""
        for folder in [root.appendingPathComponent("../../Samples").standardized, root] {
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            while let file = files?.nextObject() as? URL {
                if ["view", "swift"].contains(file.pathExtension) { text += try String(contentsOf: file, encoding: .utf8) }
            }
        }
        let words = Set(text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
        let unused = Catalogue.entries.filter { $0.kind == .type && $0.framework == .swiftUI && $0.state == .modelled && $0.example.isEmpty
            && !words.contains($0.name) }
        #expect(unused.map(\.name) == [])
    }

    /// A misspelled modifier on a library view is swiftc's error when the file is compiled,
    /// even in a view no scenario shows; on a view the compiler cannot see the type of (a
    /// function's result), when the view is rendered.
    @Test func unknownModifierIsAnError() {
        let compiled = runScenarios("""
        struct V: View { var body: some View { Text("a").paddingg(3) } }
        struct W: View { var body: some View { VStack { }.padding().nAppear { print("x") } } }
        struct Chip: View {
            let action: () -> Void
            var body: some View { Text("chip") }
        }
        extension Text { func caption() -> some View { font(.caption) } }
        struct X: View { var body: some View { Text("b").caption() } }
        scenario "s" { show X() }
        """)
        #expect(compiled.diagnostics.map(\.message.text) == ["value of type 'Text' has no member 'paddingg'",
                                                              "value of type 'some View' has no member 'nAppear'"])
        let run = runScenarios("""
        struct V: View {
            func content() -> some View { Text("a") }
            var body: some View { content().paddingg(3) }
        }
        scenario "s" { show V() }
        """)
        #expect(run.diagnostics.isEmpty)
        #expect(failureMessages(run.scenarios[0]) == ["value of type 'Text' has no member 'paddingg'"])
    }

    /// A static member a SwiftUI value type does not have is swiftc's error when the file is
    /// compiled, written with the type name or as an implicit member of a style parameter; the
    /// program's own members count.
    @Test func unknownStyleMemberIsAnError() {
        let run = runScenarios("""
        extension Color { static let brand = Color(red: 0.1, green: 0.2, blue: 0.3) }
        struct V: View {
            var body: some View {
                Text("a").foregroundStyle(Color.mintt).font(.titel).fontWeight(Font.Weight.bolld)
                    .foregroundStyle(.redd).padding(.horizontall, 4).tint(Color.brand).animation(.easeInOut, value: 1)
            }
        }
        scenario "s" { show V() }
        """)
        #expect(run.diagnostics.map(\.message.text).sorted() == [
            "type 'Color' has no member 'mintt'", "type 'Font' has no member 'titel'",
            "type 'Font.Weight' has no member 'bolld'", "type 'ShapeStyle' has no member 'redd'",
            "type 'Edge.Set' has no member 'horizontall'",
        ].sorted())
    }

    /// `UIApplication.shared.sendAction` with `resignFirstResponder` dismisses the keyboard
    /// (Samples/views/apps4/15-hide-keyboard); another action reaches responders that are not
    /// simulated, which is said, not skipped.
    @Test func sendActionOtherThanResigningIsNotSimulated() {
        let run = runScenarios("""
        struct V: View {
            var body: some View {
                Button("Copy") { UIApplication.shared.sendAction(#selector(UIResponderStandardEditActions.copy(_:)), to: nil, from: nil, for: nil) }
            }
        }
        scenario "s" { show V(); tap "Copy" }
        """)
        #expect(failureMessages(run.scenarios[0])
            == ["'UIApplication.sendAction(_:to:from:for:) of another action than resignFirstResponder' is not simulated by ViewScript yet"])
    }

    /// Apple's frameworks' names the catalogue does not list are "not simulated yet", never
    /// `cannot find`: a type spelled as UIKit spells its types, and a missing member of a
    /// Foundation or UIKit type. A user's type of that spelling keeps swiftc's errors.
    @Test func unlistedFrameworkNamesAreNotSimulated() {
        let compiled = runScenarios("""
        struct UIThing { var n = 1 }
        struct V: View {
            var body: some View {
                Text("a").onAppear {
                    let controller = UIActivityViewController(activityItems: [], applicationActivities: nil)
                    print(UIThing().n, controller)
                }
            }
        }
        scenario "s" { show V() }
        """)
        #expect(compiled.diagnostics.map(\.message.text) == ["'UIActivityViewController' is not simulated by ViewScript yet"])
        let run = runScenarios("""
        struct V: View {
            var version: String { Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "?" }
            var body: some View { Text(version) }
        }
        struct W: View { var body: some View { Text("a").onAppear { print(UIDevice.current.batteryLevell) } } }
        scenario "s" { show V() }
        scenario "t" { show W() }
        """)
        #expect(run.diagnostics.isEmpty)
        #expect(run.scenarios.map(failureMessages) == [["'Bundle.infoDictionary' is not simulated by ViewScript yet"],
                                                       ["'UIDevice.batteryLevell' is not simulated by ViewScript yet"]])
    }

    @Test func unknownAttributeIsAnErrorAndAProgramWrapperIsNot() {
        let run = runScenarios("""
        @propertyWrapper struct Clamped { var wrappedValue: Int }
        struct V: View {
            @Clampd var a = 1
            @Clamped var b = 2
            var body: some View { Text("a") }
        }
        scenario "s" { show V() }
        """)
        #expect(run.diagnostics.map(\.message.text) == ["unknown attribute 'Clampd'"])
    }

    @Test func aModelContextWithNoContainerAboveIsNotSimulated() {
        let run = runScenarios("""
        struct V: View {
            @Environment(\\.modelContext) private var context
            var body: some View { Text("a") }
        }
        scenario "s" { show V() }
        """)
        #expect(failureMessages(run.scenarios[0]) == ["'@Environment(\\.modelContext) without a .modelContainer above' is not simulated by ViewScript yet"])
    }
}
