// weak and unowned references: breaking cycles, nil after release.
class Person {
    let name: String
    var apartment: Apartment?
    init(name: String) { self.name = name }
    deinit { print("\(name) is being deinitialized") }
}
class Apartment {
    let unit: String
    weak var tenant: Person?
    init(unit: String) { self.unit = unit }
    deinit { print("Apartment \(unit) is being deinitialized") }
}
do {
    let john = Person(name: "John")
    let unit = Apartment(unit: "4A")
    john.apartment = unit
    unit.tenant = john
    print(unit.tenant?.name ?? "none")
}
print("after scope")
class Customer {
    let name: String
    var card: CreditCard?
    init(name: String) { self.name = name }
    deinit { print("\(name) deinit") }
}
class CreditCard {
    let number: Int
    unowned let customer: Customer
    init(number: Int, customer: Customer) { self.number = number; self.customer = customer }
    deinit { print("Card #\(number) deinit") }
}
do {
    let jane = Customer(name: "Jane")
    jane.card = CreditCard(number: 1234, customer: jane)
    print(jane.card!.customer.name)
}
weak var weakRef: Person?
do {
    let temp = Person(name: "Temp")
    weakRef = temp
    print(weakRef?.name ?? "gone")
}
print(weakRef?.name ?? "gone")
class Timer {
    var action: (() -> Void)?
    func start() { action = { [weak self] in print(self == nil ? "no timer" : "tick") } }
    deinit { print("timer deinit") }
}
var timer: Timer? = Timer()
timer?.start()
let action = timer?.action
action?()
timer = nil
action?()
