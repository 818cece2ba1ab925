import Testing
import ViewScriptSyntax
@testable import ViewScriptScenario

/// Pinch and rotation gestures, alone or combined with each other, are inert; combined with a
/// gesture a step performs they are not simulated (issue 20 audit).
@Suite struct InertGestureTests {
    @Test func pinchAndRotationCombinedStayInert() {
        let gestures = [
            "RotationGesture().onChanged { _ in print(\"r\") }.simultaneously(with: MagnificationGesture().onEnded { _ in })",
            "MagnifyGesture().sequenced(before: RotateGesture()).onEnded { _ in print(\"done\") }",
            "RotationGesture().exclusively(before: MagnificationGesture())",
        ]
        for gesture in gestures {
            let run = runScenarios(GestureStepTests.view(gesture) + """
            scenario "s" { show V(); expect visible "Target"; expect \"\"\"
                \"\"\" }
            """)
            #expect(failureMessages(run.scenarios[0]) == [], "\(gesture)")
        }
    }

    @Test func aPinchCombinedWithATapOrADragIsNotSimulated() {
        let cases = [
            ("MagnificationGesture().simultaneously(with: TapGesture())", "'gesture(TapGesture)' is not simulated by ViewScript yet"),
            ("DragGesture().simultaneously(with: RotationGesture())", "'DragGesture.simultaneously' is not simulated by ViewScript yet"),
        ]
        for (gesture, message) in cases {
            let run = runScenarios(GestureStepTests.view(gesture) + #"scenario "s" { show V() }"#)
            #expect(failureMessages(run.scenarios[0]).first?.hasPrefix(message) == true, "\(gesture)")
        }
    }
}
