/// SwiftUI programs that both the benchmark (`viewscript-bench`) and the scaling tests run,
/// kept in one place so that the tests count what the benchmark times.
public enum BenchmarkPrograms {
    /// Issue 21's second workload: an eager `ScrollView { VStack { ForEach } }` of `rows` views,
    /// each showing its own `@Observable` row model; tapping a row's button changes that model
    /// alone, so only that row reads what changed. The button is on screen once scrolled to.
    public static func rowModelTree(rows: Int) -> String {
        """
        @Observable class RowModel {
            let index: Int
            var isOn = false
            init(index: Int) { self.index = index }
        }

        struct Row: View {
            let model: RowModel
            var body: some View {
                Button(model.isOn ? "On \\(model.index)" : "Row \\(model.index)") { model.isOn.toggle() }
            }
        }

        struct Tree: View {
            @State var models = (0..<\(rows)).map { RowModel(index: $0) }
            var body: some View {
                ScrollView {
                    VStack {
                        ForEach(models, id: \\.index) { Row(model: $0) }
                    }
                }
            }
        }

        """
    }
}
