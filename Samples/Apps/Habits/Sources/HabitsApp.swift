import SwiftUI
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        print("launched")
        return true
    }
}

@main
struct HabitsApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate
    @State private var tracker = HabitTracker(habits: Habit.starters)

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(tracker)
        }
        #if os(macOS)
        Settings {
            PreferencesView()
        }
        #endif
    }
}
