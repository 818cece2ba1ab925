import ViewScriptScenario
import ViewScriptSyntax

/// `viewscript-bench app`: what an app's other source files add to checking its scenarios
/// (issue 17: "an app folder of 100 source files checks in well under a second more than
/// its scenarios take"). It generates an app of `files` `.swift` files (a model, a store and
/// a view each, with a preview) and a scenario file that drives five of the views, then
/// checks the scenarios compiled with the whole app (`--sources`) and with only the five
/// files they use; prints the medians of `runs` and the difference.
struct AppBenchmark {
    let files: Int
    let runs: Int

    static func source(_ index: Int) -> String {
        """
        import SwiftUI

        struct Model\(index): Identifiable { let id: Int; var name: String; var count = 0 }

        final class Store\(index): ObservableObject {
            @Published var items = (0..<5).map { Model\(index)(id: $0, name: "Item \\($0)") }
            func bump(_ index: Int) { items[index].count += 1 }
        }

        struct View\(index): View {
            @StateObject private var store = Store\(index)()
            @State private var text = ""
            var body: some View {
                VStack {
                    Text("Screen \(index)")
                    ForEach(store.items) { item in
                        HStack { Text(item.name); Text("\\(item.count)") }
                    }
                    Button("Bump") { store.bump(0) }
                    TextField("Name", text: $text)
                }
            }
        }

        #Preview { View\(index)() }

        """
    }

    static let used = 1...5

    static var scenarios: String {
        used.map { "scenario \"screen \($0)\" {\n    show View\($0)()\n    tap \"Bump\"\n    expect visible \"Screen \($0)\"\n}\n" }
            .joined(separator: "\n")
    }

    /// Parses and runs the scenarios with `sources`; the number of scenarios that passed.
    static func check(_ sources: [SourceFile]) -> Int {
        let file = SourceFile(module: "app.view", joining: [SourceFile(path: "app.view", text: scenarios)] + sources)
        return ScenarioRunner().run(Parser.parse(file)).scenarios.count(where: \.passed)
    }

    func run() -> (lines: [String], problem: String?) {
        let all = (1...max(files, Self.used.upperBound)).map { SourceFile(path: "App/View\($0).swift", text: Self.source($0)) }
        let only = Array(all[0..<Self.used.count])
        var withApp: [Double] = []
        var alone: [Double] = []
        for _ in 0..<runs {
            let app = Measurement.time { Self.check(all) }
            let few = Measurement.time { Self.check(only) }
            if app.result != Self.used.count || few.result != Self.used.count {
                return ([], "the scenarios did not pass (\(app.result) and \(few.result) of \(Self.used.count))")
            }
            withApp.append(app.seconds)
            alone.append(few.seconds)
        }
        let (big, small) = (GraphBenchmark.median(withApp), GraphBenchmark.median(alone))
        return ([
            "app of \(all.count) files, \(Self.used.count) scenarios (median of \(runs)):",
            "  with the whole app:           \(Measurement.milliseconds(big)) ms",
            "  with the 5 files they use:    \(Measurement.milliseconds(small)) ms",
            "  what the other files add:     \(Measurement.milliseconds(big - small)) ms",
        ], nil)
    }
}
