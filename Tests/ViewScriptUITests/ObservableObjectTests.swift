import Testing
import ViewScriptRuntime
@testable import ViewScriptUI

/// `ObservableObject`, `@Published`, `@StateObject`, `@ObservedObject` (B6, B26, B27).
@Suite struct ObservableObjectTests {
    static let profile = """
    final class Profile: ObservableObject {
        @Published var name = "Ada"
        @Published var score = 0
        var unpublished = 0
    }

    struct NameView: View {
        @ObservedObject var profile: Profile
        var body: some View {
            let _ = print("NameView body")
            Text("Name: \\(profile.name)")
        }
    }

    struct ContentView: View {
        @StateObject private var profile = Profile()
        var body: some View {
            let _ = print("ContentView body")
            VStack {
                NameView(profile: profile)
                Button("Add point") { profile.score += 1 }
                Button("Quiet") { profile.unpublished += 1 }
                Button("Send") { profile.objectWillChange.send() }
            }
        }
    }

    """

    @Test func aPublishedChangeReevaluatesEveryHolderWhateverItRead() throws {
        let (graph, interpreter) = try InterpretedViewTests().mount(Self.profile, root: "ContentView()")
        defer { interpreter.executor.shutdown() }
        #expect(interpreter.takeOutput() == "ContentView body\nNameView body\n")
        // Neither body reads `score`; both hold the object.
        try graph.tap("Add point")
        #expect(interpreter.takeOutput() == "ContentView body\nNameView body\n")
    }

    @Test func aPropertyThatIsNotPublishedInvalidatesNothing() throws {
        let (graph, interpreter) = try InterpretedViewTests().mount(Self.profile, root: "ContentView()")
        defer { interpreter.executor.shutdown() }
        _ = interpreter.takeOutput()
        try graph.tap("Quiet")
        #expect(interpreter.takeOutput() == "")
    }

    @Test func objectWillChangeSendByHand() throws {
        let (graph, interpreter) = try InterpretedViewTests().mount(Self.profile, root: "ContentView()")
        defer { interpreter.executor.shutdown() }
        _ = interpreter.takeOutput()
        try graph.tap("Send")
        #expect(interpreter.takeOutput() == "ContentView body\nNameView body\n")
    }

    static let owners = """
    final class Model: ObservableObject {
        let name: String
        @Published var count = 0
        init(_ name: String) {
            self.name = name
            print("\\(name) model created")
        }
    }

    struct Child: View {
        @StateObject private var owned = Model("StateObject")
        @ObservedObject var observed = Model("ObservedObject")
        var body: some View {
            let _ = print("Child body: owned \\(owned.count), observed \\(observed.count)")
            Button("Increment both") {
                owned.count += 1
                observed.count += 1
            }
        }
    }

    struct ContentView: View {
        @State private var ticks = 0
        @State private var generation = 0
        var body: some View {
            let _ = print("ContentView body")
            VStack {
                Text("ticks \\(ticks)")
                Button("Re-render parent") { ticks += 1 }
                Button("New identity") { generation += 1 }
                Child().id(generation)
            }
        }
    }

    """

    @Test func stateObjectIsMadeOncePerIdentityObservedObjectOnEveryParentEvaluation() throws {
        let (graph, interpreter) = try InterpretedViewTests().mount(Self.owners, root: "ContentView()")
        defer { interpreter.executor.shutdown() }
        #expect(interpreter.takeOutput() == """
            ContentView body
            ObservedObject model created
            StateObject model created
            Child body: owned 0, observed 0

            """)
        try graph.tap("Increment both")
        #expect(interpreter.takeOutput() == "Child body: owned 1, observed 1\n")
        try graph.tap("Re-render parent")
        #expect(interpreter.takeOutput() == "ContentView body\nObservedObject model created\nChild body: owned 1, observed 0\n")
        try graph.tap("New identity")
        #expect(interpreter.takeOutput() == """
            ContentView body
            ObservedObject model created
            StateObject model created
            Child body: owned 0, observed 0

            """)
    }

    @Test func stateObjectWrappedValueInitializerIsAnAutoclosure() throws {
        let source = """
        final class Model: ObservableObject {
            @Published var count = 0
            init(start: Int) { count = start; print("model created", start) }
        }
        struct Counter: View {
            let start: Int
            @StateObject private var model: Model
            init(start: Int) {
                self.start = start
                _model = StateObject(wrappedValue: Model(start: start))
                print("Counter init", start)
            }
            var body: some View {
                Button("Count: \\(model.count)") { model.count += 1 }
            }
        }
        struct ContentView: View {
            @State private var start = 10
            var body: some View {
                VStack {
                    Button("Next start") { start += 10 }
                    Counter(start: start)
                }
            }
        }

        """
        let (graph, interpreter) = try InterpretedViewTests().mount(source, root: "ContentView()")
        defer { interpreter.executor.shutdown() }
        #expect(interpreter.takeOutput() == "Counter init 10\nmodel created 10\n")
        try graph.tap("Count: 10")
        try graph.tap("Next start")
        #expect(interpreter.takeOutput() == "Counter init 20\n")
        #expect(graph.visibleTexts.isEmpty)
        try graph.tap("Count: 11")
    }

    @Test func publishingWhileABodyRunsIsReported() throws {
        let source = """
        final class Log: ObservableObject {
            @Published var lines = 0
        }
        struct Writer: View {
            let log: Log
            var body: some View {
                let _ = log.lines += 1
                Text("writer")
            }
        }
        struct ContentView: View {
            @StateObject var log = Log()
            var body: some View {
                let _ = print("ContentView body")
                Writer(log: log)
            }
        }

        """
        let (graph, interpreter) = try InterpretedViewTests().mount(source, root: "ContentView()")
        defer { interpreter.executor.shutdown() }
        // The write in Writer's body publishes to ContentView, which holds the object: the
        // warning, then ContentView's body again (Writer's input is the same object).
        #expect(interpreter.takeOutput() == "ContentView body\nContentView body\n")
        #expect(graph.events().filter { $0.hasPrefix("warning") } == [
            "warning [SwiftUI] Publishing changes from within view updates is not allowed, this will cause undefined behavior."])
    }

    @Test func projectedObservedObjectGivesBindingsToProperties() throws {
        let source = """
        final class Settings: ObservableObject {
            @Published var volume = 1
        }
        struct Slider: View {
            @Binding var value: Int
            var body: some View {
                Button("Louder") { value += 1 }
            }
        }
        struct ContentView: View {
            @StateObject var settings = Settings()
            var body: some View {
                VStack {
                    Text("Volume \\(settings.volume)")
                    Slider(value: $settings.volume)
                }
            }
        }

        """
        let (graph, interpreter) = try InterpretedViewTests().mount(source, root: "ContentView()")
        defer { interpreter.executor.shutdown() }
        try graph.tap("Louder")
        #expect(graph.visibleTexts == ["Volume 2"])
    }
}
