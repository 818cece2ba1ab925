import Testing
@testable import ViewScriptScenario

/// Views of Apple's other frameworks: on screen as the system draws them, and a tap whose
/// effect is the system's is an error that says so, never a silent nothing.
@Suite struct FrameworkViewTests {
    @Test func aTapOnSignInWithAppleIsNotSimulated() {
        let source = """
        struct Login: View {
            var body: some View {
                SignInWithAppleButton(.continue) { _ in } onCompletion: { _ in print("done") }
            }
        }
        scenario "s" {
            show Login()
            tap "Continue with Apple"
        }

        """
        #expect(scenarioFailures(source) == [
            "tapping the SignInWithAppleButton \"Continue with Apple\" is not simulated by ViewScript yet",
        ])
    }

    @Test func mapsAndPlayersAreBoxesThatTakeTheOfferedSpace() {
        let source = """
        struct Screen: View {
            var body: some View {
                VStack {
                    Map()
                    VideoPlayer(player: nil)
                    Text("Below")
                }
            }
        }
        scenario "s" {
            show Screen()
            expect visible "Below"
        }

        """
        #expect(scenarioFailures(source) == [])
    }
}
