// Convenience initializers are inherited when a subclass inherits all designated ones.
class Food {
    var name: String
    init(name: String) { self.name = name }
    convenience init() { self.init(name: "[Unnamed]") }
}
class RecipeIngredient: Food {
    var quantity: Int
    init(name: String, quantity: Int) {
        self.quantity = quantity
        super.init(name: name)
    }
    override convenience init(name: String) { self.init(name: name, quantity: 1) }
}
class ShoppingListItem: RecipeIngredient {
    var purchased = false
    var description: String {
        "\(quantity) x \(name)" + (purchased ? " ✔" : " ✘")
    }
}
let items = [ShoppingListItem(), ShoppingListItem(name: "Bacon"), ShoppingListItem(name: "Eggs", quantity: 6)]
items[0].name = "Orange juice"
items[0].purchased = true
for item in items { print(item.description) }
let mystery = RecipeIngredient()
print(mystery.name, mystery.quantity)
class Vehicle {
    let wheels: Int
    init(wheels: Int) { self.wheels = wheels }
    convenience init(kind: String) { self.init(wheels: kind == "bike" ? 2 : 4) }
}
class Truck: Vehicle {}
print(Truck(kind: "bike").wheels, Truck(kind: "truck").wheels, Truck(wheels: 18).wheels)
