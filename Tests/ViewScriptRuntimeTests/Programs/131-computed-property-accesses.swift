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

// Inside the type, through implicit self; and a mutating method of a struct held by a
// computed property.
extension Store {
    mutating func addTwice(_ n: Int) { items.append(n); items.append(n) }
}
var observed = Store() {
    didSet { print("didSet", observed.backing) }
}
observed.addTwice(9)

struct Counter { var n = 0; mutating func tick() { n += 1 } }
struct Holder {
    var stored = Counter()
    var counter: Counter {
        get { print("get counter"); return stored }
        set { print("set counter"); stored = newValue }
    }
}
var holder = Holder()
holder.counter.tick()
holder.counter.n += 5
print(holder.stored.n, holder.counter.n)
