// An app ViewScript cannot run yet: it schedules local notifications (its reminders are
// SwiftData models, unique by title). `viewscript coverage` says what it lacks (README, "Apps"). It has no
// scenarios, so `check` does not run it.
import SwiftUI
import SwiftData
import UserNotifications

@Model
final class Reminder {
    @Attribute(.unique) var title: String
    var due: Date

    init(title: String, due: Date) {
        self.title = title
        self.due = due
    }
}

@main
struct RemindersApp: App {
    var body: some Scene {
        WindowGroup {
            ReminderListView()
        }
        .modelContainer(for: Reminder.self)
    }
}
