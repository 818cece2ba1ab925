import Testing
import ViewScriptSyntax
@testable import ViewScriptScenario

/// A `Toggle` labelled with a `Label` in a bar draws its icon only, named by its title; the
/// same toggle outside the bars draws its title (issue 20 audit).
@Suite struct BarToggleTests {
    static func view(_ toggle: String) -> String {
        """
        import SwiftUI
        struct V: View {
            @State private var on = false
            var body: some View {
                NavigationStack {
                    VStack {
                        Text(on ? "is on" : "is off")
                        \(toggle).labelStyle(.titleAndIcon)
                    }
                    .toolbar { \(toggle) }
                }
            }
        }

        """
    }

    @Test func aBarToggleShowsItsIconAndIsTappedByItsTitle() {
        let toggles = [
            #"Toggle(isOn: $on) { Label("Pin", systemImage: "pin") }"#,
            #"Toggle("Pin", systemImage: "pin", isOn: $on)"#,
        ]
        for toggle in toggles {
            let bar = toggle.replacingOccurrences(of: "Pin", with: "Bar pin")
            let run = runScenarios(Self.view(toggle).replacingOccurrences(of: ".toolbar { \(toggle) }", with: ".toolbar { \(bar) }") + """
            scenario "s" {
                show V()
                expect visible "Pin"
                expect not visible "Bar pin"
                tap "Bar pin"
                expect visible "is on"
            }
            """)
            #expect(failureMessages(run.scenarios[0]) == [], "\(toggle)")
        }
    }
}
