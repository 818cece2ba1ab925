// deinit runs when the last strong reference goes away; order of deinit for scopes, arrays, weak refs, subclasses.
class Tracker {
    let name: String
    init(_ name: String) {
        self.name = name
        print("init \(name)")
    }
    deinit { print("deinit \(name)") }
}
do {
    let a = Tracker("a")
    print("in scope with", a.name)
}
print("after scope")
var maybe: Tracker? = Tracker("b")
maybe = nil
print("after nil")
var x: Tracker? = Tracker("c")
var y = x
x = nil
print("c still alive via y:", y!.name)
y = nil
print("after both nil")
var list: [Tracker] = [Tracker("d1"), Tracker("d2")]
list.removeFirst()
print("removed first")
list = []
print("list cleared")
var replaced = Tracker("e1")
replaced = Tracker("e2")
print("replaced with", replaced.name)
weak var weakRef: Tracker?
do {
    let strong = Tracker("f")
    weakRef = strong
    print("weak while alive:", weakRef?.name as Any)
}
print("weak after scope:", weakRef?.name as Any)
class Base {
    deinit { print("Base deinit") }
}
class Derived: Base {
    deinit { print("Derived deinit") }
}
var obj: Base? = Derived()
obj = nil
func makeAndDrop() {
    let local = Tracker("g")
    print("function uses", local.name)
}
makeAndDrop()
print("after function")
class Owner {
    let name: String
    var pet: Pet?
    init(name: String) { self.name = name }
    deinit { print("Owner \(name) deinit") }
}
class Pet {
    weak var owner: Owner?
    deinit { print("Pet deinit") }
}
do {
    let o = Owner(name: "zoe")
    let p = Pet()
    o.pet = p
    p.owner = o
    print("pet owner:", p.owner!.name)
}
print("end of program")
