import ViewScriptTestSupport

/// The SwiftUI programs `viewscript-bench graph` shows, as `.view` source.
enum GraphPrograms {
    /// A `List` over `rows` texts: only the rows in the viewport are built.
    static func list(rows: Int) -> String {
        """
        struct Rows: View {
            var body: some View {
                List {
                    ForEach(0..<\(rows)) { Text("Row \\($0)") }
                }
            }
        }
        """
    }

    /// Issue 21's second workload (`BenchmarkPrograms.rowModelTree`, shared with the
    /// scaling tests): an eager `ScrollView { VStack { ForEach } }` of `rows` views, each
    /// showing its own `@Observable` row model.
    static func tree(rows: Int) -> String { BenchmarkPrograms.rowModelTree(rows: rows) }

    /// Tokamak's "update wide" benchmark view (TokamakUI/Tokamak,
    /// Sources/TokamakCoreBenchmark/main.swift: `UpdateWide`, a `VStack` of a `ForEach` of
    /// texts, one of which shows the state, and a `Button`), at 10,000 rows: the parent
    /// reads `tick`, so a tap re-evaluates its body and reconciles all 10,000 rows. Tokamak's
    /// benchmark calls the button's action directly; here the stack is in a `ScrollView`
    /// (eager: every row is still built) so that the button is on screen for a real tap.
    static let tickRow = 10

    static func tokamak(rows: Int) -> String {
        """
        struct TickBenchmark: View {
            @State var tick = 0
            var body: some View {
                ScrollView {
                    VStack {
                        Text("Ticks: \\(tick)")
                        Button("Tick") { tick += 1 }
                        ForEach(0..<\(rows)) { index in
                            if index == \(tickRow) {
                                Text("Shows tick \\(tick)")
                            } else {
                                Text("Row \\(index)")
                            }
                        }
                    }
                }
            }
        }
        """
    }
}
