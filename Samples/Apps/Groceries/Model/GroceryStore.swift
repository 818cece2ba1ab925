import Foundation

final class GroceryStore: ObservableObject {
    @Published private(set) var items: [GroceryItem]
    private var nextID: Int

    init(items: [GroceryItem] = []) {
        self.items = items
        nextID = (items.map(\.id).max() ?? 0) + 1
    }

    var remaining: Int { items.filter { !$0.isBought }.count }

    func items(matching query: String) -> [GroceryItem] {
        guard !query.isEmpty else { return items }
        return items.filter { $0.name.localizedCaseInsensitiveContains(query) }
    }

    func add(_ name: String, aisle: Aisle) {
        items.append(GroceryItem(id: nextID, name: name, aisle: aisle))
        nextID += 1
        print("added \(name)")
    }

    func toggleBought(_ item: GroceryItem) {
        guard let index = items.firstIndex(where: { $0.id == item.id }) else { return }
        items[index].isBought.toggle()
        print("\(item.name) bought: \(items[index].isBought)")
    }

    func rename(_ item: GroceryItem, to name: String) {
        guard let index = items.firstIndex(where: { $0.id == item.id }) else { return }
        items[index].name = name
    }

    func delete(at offsets: IndexSet) {
        let names = offsets.map { items[$0].name }
        items.remove(atOffsets: offsets)
        print("deleted \(names.joined(separator: ", "))")
    }
}
