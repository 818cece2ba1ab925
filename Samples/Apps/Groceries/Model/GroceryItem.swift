import Foundation

enum Aisle: String, CaseIterable, Identifiable {
    case produce = "Produce"
    case dairy = "Dairy"
    case bakery = "Bakery"

    var id: String { rawValue }
}

struct GroceryItem: Identifiable, Equatable {
    let id: Int
    var name: String
    var aisle: Aisle
    var quantity: Int = 1
    var isBought = false

    static let samples = [
        GroceryItem(id: 1, name: "Apples", aisle: .produce, quantity: 6),
        GroceryItem(id: 2, name: "Milk", aisle: .dairy),
        GroceryItem(id: 3, name: "Sourdough", aisle: .bakery),
    ]
}
