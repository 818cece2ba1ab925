import SwiftUI
import SwiftData

struct EntryListView: View {
    @Environment(\.modelContext) private var context
    @Query(sort: \Entry.date) private var entries: [Entry]

    var body: some View {
        NavigationStack {
            List(entries) { entry in
                Text(entry.title)
            }
            .navigationTitle("Journal")
            .toolbar {
                Button("New Entry") {
                    context.insert(Entry(title: "Today"))
                }
            }
        }
    }
}

#Preview {
    EntryListView()
        .modelContainer(for: Entry.self, inMemory: true)
}
