import Testing
import ViewScriptRuntime
@testable import ViewScriptUI

/// `@EnvironmentObject` / `.environmentObject`, `@Environment(\.key)` / `.environment`, and
/// `@Environment(Model.self)` / `.environment(model)`.
@Suite struct EnvironmentTests {
    static let settings = """
    final class Settings: ObservableObject {
        @Published var volume = 1
        @Published var unread = 0
    }

    struct Leaf: View {
        @EnvironmentObject var settings: Settings
        var body: some View {
            let _ = print("Leaf body")
            Text("Volume \\(settings.volume)")
        }
    }

    struct Middle: View {
        var body: some View {
            let _ = print("Middle body")
            Leaf()
        }
    }

    struct ContentView: View {
        @StateObject var settings = Settings()
        var body: some View {
            VStack {
                Middle()
                Button("Louder") { settings.volume += 1 }
                Button("Mail") { settings.unread += 1 }
            }
            .environmentObject(settings)
        }
    }

    """

    @Test func anEnvironmentObjectReachesDescendantsAndInvalidatesOnlyItsHolders() throws {
        let (graph, interpreter) = try InterpretedViewTests().mount(Self.settings, root: "ContentView()")
        defer { interpreter.executor.shutdown() }
        #expect(interpreter.takeOutput() == "Middle body\nLeaf body\n")
        #expect(graph.visibleTexts == ["Volume 1"])
        try graph.tap("Louder")
        // ContentView holds it through @StateObject (its body runs), Leaf through
        // @EnvironmentObject; Middle holds nothing and its input did not change.
        #expect(interpreter.takeOutput() == "Leaf body\n")
        #expect(graph.visibleTexts == ["Volume 2"])
        // Leaf does not read `unread`, but any @Published change reaches every holder (B6).
        try graph.tap("Mail")
        #expect(interpreter.takeOutput() == "Leaf body\n")
    }

    @Test func aMissingEnvironmentObjectTrapsWithSwiftUIsMessage() throws {
        do {
            _ = try InterpretedViewTests().mount(Self.settings, root: "Middle()")
            Issue.record("expected a trap")
        } catch let error as RuntimeError {
            guard case .trap(let message) = error.kind else { Issue.record("\(error)"); return }
            #expect(message == "Fatal error: No ObservableObject of type Settings found. A View.environmentObject(_:) for Settings may be missing as an ancestor of this view.")
        }
    }

    @Test func environmentValuesHaveDefaultsAndFollowModifiers() throws {
        let source = """
        struct Probe: View {
            @Environment(\\.isEnabled) private var isEnabled
            var body: some View {
                let _ = print("Probe body", isEnabled)
                Text("enabled: \\(isEnabled)")
            }
        }
        struct Other: View {
            var body: some View {
                let _ = print("Other body")
                Text("other")
            }
        }
        struct ContentView: View {
            @State private var enabled = true
            var body: some View {
                VStack {
                    Probe().environment(\\.isEnabled, enabled)
                    Other()
                    Probe()
                    Button("Disable") { enabled = false }
                }
            }
        }

        """
        let (graph, interpreter) = try InterpretedViewTests().mount(source, root: "ContentView()")
        defer { interpreter.executor.shutdown() }
        #expect(interpreter.takeOutput() == "Probe body true\nOther body\nProbe body true\n")
        try graph.tap("Disable")
        #expect(interpreter.takeOutput() == "Probe body false\n")
        #expect(graph.visibleTexts == ["enabled: false", "other", "enabled: true"])
    }

    @Test func anObservableInTheEnvironmentIsTrackedPerProperty() throws {
        let source = """
        @Observable final class Library {
            var books = 0
            var readers = 0
        }
        struct Books: View {
            @Environment(Library.self) private var library
            var body: some View {
                let _ = print("Books body")
                Text("books \\(library.books)")
            }
        }
        struct Readers: View {
            @Environment(Library.self) private var library
            var body: some View {
                let _ = print("Readers body")
                Text("readers \\(library.readers)")
            }
        }
        struct ContentView: View {
            @State private var library = Library()
            var body: some View {
                VStack {
                    Books()
                    Readers()
                    Button("Add book") { library.books += 1 }
                }
                .environment(library)
            }
        }

        """
        let (graph, interpreter) = try InterpretedViewTests().mount(source, root: "ContentView()")
        defer { interpreter.executor.shutdown() }
        #expect(interpreter.takeOutput() == "Books body\nReaders body\n")
        try graph.tap("Add book")
        #expect(interpreter.takeOutput() == "Books body\n")
        #expect(graph.visibleTexts == ["books 1", "readers 0"])
    }
}
