// Associated types: Identifiable's ID, Type.ID, constrained associated types.
struct User: Identifiable { let id: Int; let name: String }
struct Tag: Identifiable { let id: String }
func index<T: Identifiable>(_ items: [T]) -> [T.ID: T] {
    var result: [T.ID: T] = [:]
    for item in items { result[item.id] = item }
    return result
}
let users = index([User(id: 2, name: "Bo"), User(id: 1, name: "Al")])
print(users.keys.sorted(), users[1]?.name as Any)
let selected: User.ID = 2
print(selected, type(of: selected))
let tagID: Tag.ID = "swift"
print(tagID)
protocol Store {
    associatedtype Key: Hashable
    associatedtype Stored
    var items: [Key: Stored] { get set }
}
struct Inventory: Store {
    var items: [String: Int] = [:]
}
extension Store {
    mutating func put(_ value: Stored, for key: Key) { items[key] = value }
    func get(_ key: Key) -> Stored? { items[key] }
}
var inventory = Inventory()
inventory.put(3, for: "apples")
print(inventory.get("apples") as Any, inventory.get("pears") as Any)
protocol Shape { associatedtype Measure = Double; func area() -> Measure }
struct Sq: Shape { let s: Double; func area() -> Double { s * s } }
struct Grid: Shape { let n: Int; func area() -> Int { n * n } }
func describe<S: Shape>(_ shape: S) -> String { "\(shape.area())" }
print(describe(Sq(s: 1.5)), describe(Grid(n: 3)))
