import SwiftUI

struct ContentView: View {
    @EnvironmentObject private var store: GroceryStore
    @State private var query = ""
    @State private var isAdding = false

    var body: some View {
        NavigationStack {
            Group {
                if store.items.isEmpty {
                    EmptyListView()
                } else {
                    List {
                        ForEach(store.items(matching: query)) { item in
                            NavigationLink(value: item.id) {
                                ItemRow(item: item)
                            }
                        }
                        .onDelete { offsets in store.delete(at: offsets) }
                        SummaryView()
                    }
                }
            }
            .navigationTitle("Groceries")
            .navigationDestination(for: Int.self) { id in
                ItemDetailView(itemID: id)
            }
            .searchable(text: $query)
            .toolbar {
                Button("Add Item") { isAdding = true }
            }
            .sheet(isPresented: $isAdding) {
                AddItemView()
            }
        }
    }
}

#Preview {
    ContentView()
        .environmentObject(GroceryStore(items: GroceryItem.samples))
}

#Preview("Empty") {
    ContentView()
        .environmentObject(GroceryStore())
}
