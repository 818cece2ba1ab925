// A mutating access through a computed property calls its getter once and its setter once;
// a read calls the getter once.
struct Store {
    var backing = [1, 2]
    var items: [Int] {
        get { print("get"); return backing }
        set { print("set"); backing = newValue }
    }
}
var store = Store()
store.items.append(3)
print(store.backing)
store.items[0] += 10
print(store.backing)
print(store.items.count)
store.items = [7]
print(store.backing)

final class Model { var store = Store() }
let model = Model()
model.store.items.append(4)
print(model.store.backing)
