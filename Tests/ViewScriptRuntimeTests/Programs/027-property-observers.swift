// willSet / didSet on stored properties, in structs, classes and top-level; oldValue/newValue.
struct Thermostat {
    var target: Int = 20 {
        willSet { print("will set target from \(target) to \(newValue)") }
        didSet {
            print("did set target from \(oldValue) to \(target)")
            if target > 30 { target = 30 }
        }
    }
}
var t = Thermostat()
t.target = 22
t.target = 35
print(t.target)
t.target += 1
print(t.target)
class Model {
    var name: String = "" {
        willSet(newName) { print("name will become", newName) }
        didSet(previous) { print("name was", previous.isEmpty ? "<empty>" : previous) }
    }
    var items: [Int] = [] {
        didSet { print("items changed:", oldValue, "->", items) }
    }
    init() {
        name = "init"  // observers do not fire in the type's own init
    }
}
let m = Model()
print(m.name)
m.name = "first"
m.name = "second"
m.items.append(1)
m.items.append(2)
m.items[0] = 10
m.items = []
var observed = 0 {
    didSet { print("global observed:", oldValue, "->", observed) }
}
observed = 5
observed += 1
struct Wrapper {
    var inner = Thermostat()
}
var w = Wrapper()
w.inner.target = 25
class Base {
    var value = 0
}
class Derived: Base {
    override var value: Int {
        didSet { print("Derived saw value", value) }
    }
}
let dv = Derived()
dv.value = 3
dv.value += 4
print(dv.value)
func bump(_ x: inout Int) { x += 100 }
bump(&t.target)
print(t.target)
