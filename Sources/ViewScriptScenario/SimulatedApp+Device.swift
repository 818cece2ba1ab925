import ViewScriptSyntax
import ViewScriptRuntime
import ViewScriptUI

/// The steps that change the simulated device (docs/scenarios.md): each change is an update of
/// its own, then the app runs until idle.
/// Source: Apple, ScenePhase, https://developer.apple.com/documentation/swiftui/scenephase
/// (`.inactive`: "The scene is in the foreground but should pause its work"; an app moving to
/// the background passes through it, and so does one coming back). UIKit's
/// `UIApplication` lifecycle notifications are posted around the phase changes:
/// willResignActive, (inactive, background), didEnterBackground; willEnterForeground,
/// (inactive, active), didBecomeActive.
extension SimulatedApp {
    func changeDevice(_ step: ScenarioStepKind) throws {
        try drive { graph in
            switch step {
            case .set(.colorScheme(let dark)):
                graph.changeDevice(.colorScheme(dark: dark))
                try graph.render()
            case .set(.sizeClass(let regular)):
                graph.changeDevice(.sizeClass(regular: regular))
                try graph.render()
            case .background, .foreground:
                var target = DeviceChange.ScenePhase.active
                if case .background = step { target = .background }
                guard graph.scenePhase != target else { return }
                // UIKit's notifications around the phases (NotificationNames.swift): "will" before
                // the scene leaves its phase, "did" once it is in the new one.
                let (before, after): (AppLifecycleNotification, AppLifecycleNotification) =
                    target == .background ? (.willResignActive, .didEnterBackground) : (.willEnterForeground, .didBecomeActive)
                try interpreter.postAppLifecycle(before, at: SourceRange(0, 0))
                try graph.render()
                for phase in [DeviceChange.ScenePhase.inactive, target] {
                    graph.changeDevice(.scenePhase(phase))
                    try graph.render()
                }
                try interpreter.postAppLifecycle(after, at: SourceRange(0, 0))
                try graph.render()
            default:
                return
            }
        }
    }
}
