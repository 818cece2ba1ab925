import Testing
import ViewScriptRuntime
@testable import ViewScriptUI

/// `withAnimation` transactions (B38) written from a task, and how preference values are
/// combined: `reduce` gets siblings' values in tree order, a nested group's values combined
/// first, and views that set nothing add nothing.
@Suite struct TransactionAndPreferenceTests {
    @Test func aTaskWritesBeforeAndInsideWithAnimationAsTwoUpdates() throws {
        let app = try InterpretedApp("""
        struct Loader: View {
            @State private var phase = "idle"
            var body: some View {
                let _ = print("body", phase)
                Text(phase)
                    .task {
                        try? await Task.sleep(for: .seconds(1))
                        phase = "loaded"
                        withAnimation(.easeOut(duration: 0.5)) {
                            phase = "shown"
                        } completion: {
                            print("completed")
                        }
                    }
                    .onChange(of: phase) { old, new in print("change", old, new) }
            }
        }

        """, root: "Loader()")
        #expect(app.output() == ["body idle"])
        try app.advance(seconds: 1)
        #expect(app.output() == ["body loaded", "change idle loaded", "body shown", "change loaded shown"])
        try app.advance(seconds: 0.49)
        #expect(app.output() == [])
        try app.advance(seconds: 0.01)
        #expect(app.output() == ["completed"])
        #expect(app.graph.visibleTexts == ["shown"])
    }

    @Test func reduceCombinesSiblingsInTreeOrder() throws {
        let app = try InterpretedApp("""
        struct Key: PreferenceKey {
            static var defaultValue = ""
            static func reduce(value: inout String, nextValue: () -> String) {
                let next = nextValue()
                print("reduce", value, next)
                value += next
            }
        }
        struct Letters: View {
            var body: some View {
                VStack {
                    Text("a").preference(key: Key.self, value: "a")
                    Text("none")
                    HStack {
                        Text("b").preference(key: Key.self, value: "b")
                        Text("c").preference(key: Key.self, value: "c")
                    }
                    Text("d").preference(key: Key.self, value: "d")
                }
                .onPreferenceChange(Key.self) { print("value", $0) }
            }
        }

        """, root: "Letters()")
        #expect(app.output() == ["reduce b c", "reduce a bc", "reduce abc d", "value abcd"])
    }
}
