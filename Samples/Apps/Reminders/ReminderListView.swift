import SwiftUI
import SwiftData
import UserNotifications

struct ReminderListView: View {
    @Environment(\.modelContext) private var context
    @Query(sort: \Reminder.due) private var reminders: [Reminder]

    var body: some View {
        NavigationStack {
            List(reminders) { reminder in
                Text(reminder.title)
            }
            .navigationTitle("Reminders")
            .toolbar {
                Button("Remind Me") { schedule("Stretch", in: 3600) }
            }
        }
    }

    private func schedule(_ title: String, in seconds: TimeInterval) {
        context.insert(Reminder(title: title, due: Date().addingTimeInterval(seconds)))
        let content = UNMutableNotificationContent()
        content.title = title
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: seconds, repeats: false)
        let request = UNNotificationRequest(identifier: title, content: content, trigger: trigger)
        UNUserNotificationCenter.current().add(request)
    }
}
