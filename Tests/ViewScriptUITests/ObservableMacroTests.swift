import Testing
import ViewScriptRuntime
@testable import ViewScriptUI

/// `@Observable` classes: a body depends on the properties it read, nothing else (B27).
@Suite struct ObservableMacroTests {
    static let profile = """
    @Observable
    final class Profile {
        var name = "Ada"
        var score = 0
        @ObservationIgnored var ignored = 0
    }

    struct NameView: View {
        let profile: Profile
        var body: some View {
            let _ = print("NameView body")
            Text("Name: \\(profile.name)")
        }
    }

    struct ScoreField: View {
        @Binding var value: Int
        var body: some View { Text("Step") }
    }

    struct ScoreView: View {
        @Bindable var profile: Profile
        var body: some View {
            let _ = print("ScoreView body")
            VStack {
                Text("Score: \\(profile.score)")
                ScoreField(value: $profile.score)
                Button("Ignored") { profile.ignored += 1 }
            }
        }
    }

    struct ContentView: View {
        @State private var profile = Profile()
        var body: some View {
            let _ = print("ContentView body")
            VStack {
                NameView(profile: profile)
                ScoreView(profile: profile)
                Button("Add point") { profile.score += 1 }
                Button("Rename") { profile.name = "Grace" }
                Button("Log") { print("score is", profile.score) }
            }
        }
    }

    """

    @Test func onlyBodiesThatReadTheChangedPropertyRunAgain() throws {
        let (graph, interpreter) = try InterpretedViewTests().mount(Self.profile, root: "ContentView()")
        defer { interpreter.executor.shutdown() }
        #expect(interpreter.takeOutput() == "ContentView body\nNameView body\nScoreView body\n")
        try graph.tap("Add point")
        #expect(interpreter.takeOutput() == "ScoreView body\n")
        #expect(graph.visibleTexts.contains("Score: 1"))
        try graph.tap("Rename")
        #expect(interpreter.takeOutput() == "NameView body\n")
        #expect(graph.visibleTexts.contains("Name: Grace"))
    }

    @Test func readsInActionsRecordNothing() throws {
        let (graph, interpreter) = try InterpretedViewTests().mount(Self.profile, root: "ContentView()")
        defer { interpreter.executor.shutdown() }
        _ = interpreter.takeOutput()
        // The action reads `score`; ContentView's body never did.
        try graph.tap("Log")
        #expect(interpreter.takeOutput() == "score is 0\n")
        try graph.tap("Add point")
        #expect(interpreter.takeOutput() == "ScoreView body\n")
    }

    @Test func observationIgnoredPropertiesAreNotTracked() throws {
        let (graph, interpreter) = try InterpretedViewTests().mount(Self.profile, root: "ContentView()")
        defer { interpreter.executor.shutdown() }
        _ = interpreter.takeOutput()
        try graph.tap("Ignored")
        #expect(interpreter.takeOutput() == "")
    }

    @Test func aReadInAChildInitCountsForTheParentBody() throws {
        // The child's init runs while the parent's body runs, so its read is the parent's
        // dependency; the parent then makes a new model that @State ignores, so the next
        // change of the first model re-evaluates only the child. (Reported against SwiftUI:
        // "Observable Weirdness", github.com/jasonjitekmetric: `ContentView: @dependencies
        // changed.` on the first tap only.)
        let source = """
        @Observable
        final class ViewModel {
            var amount = 75
            init() {
                print("ViewModel.init")
                let _ = amount
            }
            func mutate() { amount += 1 }
        }
        struct ChildView: View {
            @State var viewModel = ViewModel()
            var body: some View {
                let _ = Self._printChanges()
                Button("Mutate") { viewModel.mutate() }
                Text("\\(viewModel.amount)")
            }
        }
        struct ContentView: View {
            var body: some View {
                let _ = Self._printChanges()
                ChildView()
            }
        }

        """
        let (graph, interpreter) = try InterpretedViewTests().mount(source, root: "ContentView()")
        defer { interpreter.executor.shutdown() }
        #expect(interpreter.takeOutput() == """
            ContentView: @self changed.
            ViewModel.init
            ChildView: @self, @identity, _viewModel changed.

            """)
        try graph.tap("Mutate")
        #expect(interpreter.takeOutput() == """
            ContentView: @dependencies changed.
            ViewModel.init
            ChildView: @dependencies, @self changed.

            """)
        try graph.tap("Mutate")
        #expect(interpreter.takeOutput() == "ChildView: @dependencies changed.\n")
    }
}
