import SwiftUI

struct ItemDetailView: View {
    @EnvironmentObject private var store: GroceryStore
    let itemID: Int
    @State private var newName = ""

    private var item: GroceryItem? { store.items.first { $0.id == itemID } }

    var body: some View {
        if let item {
            Form {
                Section("Item") {
                    Text(item.name)
                    Text("Aisle: \(item.aisle.rawValue)")
                    Text("Quantity: \(item.quantity)")
                }
                Section("Rename") {
                    TextField("New name", text: $newName)
                    Button("Rename") {
                        store.rename(item, to: newName)
                        newName = ""
                    }
                    .disabled(newName.isEmpty)
                }
                Button(item.isBought ? "Mark as Needed" : "Mark as Bought") {
                    store.toggleBought(item)
                }
            }
            .navigationTitle(item.name)
        } else {
            Text("This item was deleted.")
        }
    }
}

#Preview {
    NavigationStack {
        ItemDetailView(itemID: 1)
    }
    .environmentObject(GroceryStore(items: GroceryItem.samples))
}
