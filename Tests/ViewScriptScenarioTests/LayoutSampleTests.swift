import Foundation
import Testing
import ViewScriptSyntax
@testable import ViewScriptScenario

/// The samples of the layout phase, geometry and the UIKit bridge, run end to end: every
/// scenario in them passes.
@Suite struct LayoutSampleTests {
    static let samples = [
        "seeds/onappear-timing/LayoutTest.view",
        "seeds/onappear-timing/EvaluateProbe.view",
        "seeds/onappear-timing/WordsVStack.view",
        "seeds/onappear-timing/WordsList.view",
        "seeds/onappear-timing/WordsVStackFixed.view",
        "seeds/lifecycle-logs-ko/UIKitBridge.view",
        "seeds/lifecycle-logs-ko/OnAppearSleep.view",
        "behaviours/B9-scrollview-eager.view",
        "behaviours/B10-list-lazy-rows.view",
        "behaviours/B35-lazyvgrid-keeps-cell-state.view",
        "behaviours/B35-lazyvstack-keeps-row-state.view",
        "behaviours/B35-list-keeps-row-state.view",
    ]

    @Test(arguments: samples)
    func samplePasses(_ path: String) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Samples").appendingPathComponent(path)
        let run = runScenarios(try String(contentsOf: url, encoding: .utf8))
        #expect(!run.scenarios.isEmpty)
        for report in run.scenarios {
            #expect(report.passed, "\(report.name): \(failureMessages(report))")
        }
    }

    @Test func customLayoutPlacesSubviewsWhereItSays() {
        let run = runScenarios("""
        struct Column: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
                print("sizes", sizes.map { $0.height })
                return CGSize(width: proposal.width ?? 0, height: sizes.reduce(0) { $0 + $1.height })
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                var y = bounds.minY
                for subview in subviews {
                    subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
                    y += 2000
                }
            }
        }
        struct ContentView: View {
            var body: some View {
                Column {
                    Text("First")
                    Text("Far away")
                }
            }
        }
        scenario "placed 2000 points apart" {
            show ContentView()
            expect \"\"\"
                sizes [20.0, 20.0]
                \"\"\"
            expect visible "First"
            expect not visible "Far away"
        }
        """)
        for report in run.scenarios { #expect(report.passed, "\(failureMessages(report))") }
    }
}
