// A SwiftData app that ViewScript cannot run yet: `viewscript coverage` says what it lacks
// (README, "Apps"). It has no scenarios, so `check` does not run it.
import SwiftUI
import SwiftData

@Model
final class Entry {
    var title: String
    var date: Date

    init(title: String, date: Date = .now) {
        self.title = title
        self.date = date
    }
}

@main
struct JournalApp: App {
    var body: some Scene {
        WindowGroup {
            EntryListView()
        }
        .modelContainer(for: Entry.self)
    }
}
