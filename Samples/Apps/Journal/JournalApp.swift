// A SwiftData app: `@Model` entries, a `@Query` list sorted by date, the App's model
// container (docs/apps.md). Its scenarios are in Scenarios/, its sources named by
// viewscript.json.
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
