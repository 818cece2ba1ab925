// if let, guard let, shorthand if let, optional chaining, ?? chains, switch on optionals.
struct Address { var city: String; var zip: String? }
class Person {
    var name: String
    var address: Address?
    var friend: Person?
    init(name: String) { self.name = name }
    func greet() -> String { "Hi, I'm \(name)" }
}
let ann = Person(name: "Ann")
let bob = Person(name: "Bob")
ann.friend = bob
bob.address = Address(city: "Bern", zip: nil)
print(ann.friend?.name as Any)
print(ann.address?.city as Any)
print(ann.friend?.address?.city as Any)
print(ann.friend?.address?.zip as Any)
print(ann.friend?.friend?.greet() as Any)
print(ann.friend?.greet() as Any)
print(ann.friend?.address?.city.count as Any)
if let friend = ann.friend, let city = friend.address?.city {
    print("\(ann.name)'s friend lives in \(city)")
}
if let zip = bob.address?.zip {
    print("zip", zip)
} else {
    print("no zip")
}
let maybeName: String? = "Cy"
if let maybeName {
    print("shorthand", maybeName)
}
func describe(_ value: Int?) -> String {
    guard let value else { return "nothing" }
    guard value > 0 else { return "non-positive \(value)" }
    return "positive \(value)"
}
print(describe(nil), describe(-3), describe(8))
func classify(_ x: Int?) {
    switch x {
    case .none: print("none")
    case .some(0): print("zero")
    case let .some(v) where v < 0: print("negative", v)
    case let v?: print("value", v)
    }
}
classify(nil); classify(0); classify(-4); classify(9)
ann.friend?.name = "Robert"
print(bob.name)
bob.friend?.name = "Nobody"
print(bob.friend == nil)
var counts: [String: Int] = [:]
counts["a"]? += 1
print(counts["a"] as Any)
counts["a"] = 1
counts["a"]? += 1
print(counts["a"] as Any)
var numbers: [Int]? = [1, 2]
numbers?.append(3)
print(numbers as Any, numbers?.count as Any, numbers?.first as Any)
numbers = nil
numbers?.append(4)
print(numbers as Any, numbers?.count ?? 0)
let values: [Int?] = [1, nil, 3, nil]
for case let v? in values {
    print("got", v)
}
if case let .some(x) = values[0] { print("case some", x) }
while let next = ann.friend?.friend {
    print(next.name)
    break
}
let optFunc: ((Int) -> Int)? = { $0 + 1 }
print(optFunc?(1) as Any)
let chain = Int("x") ?? Int("7") ?? 0
print(chain)
