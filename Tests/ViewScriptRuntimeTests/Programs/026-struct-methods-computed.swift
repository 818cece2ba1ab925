// Struct methods, mutating methods, computed properties (get/set), lazy, self assignment.
struct Counter {
    var count = 0
    mutating func increment(by amount: Int = 1) {
        count += amount
    }
    mutating func reset() {
        self = Counter()
    }
    func doubled() -> Counter {
        Counter(count: count * 2)
    }
}
var c = Counter()
c.increment()
c.increment(by: 5)
print(c.count)
let d = c.doubled()
print(d.count, c.count)
c.reset()
print(c)
struct Rect {
    var width: Double
    var height: Double
    var area: Double { width * height }
    var perimeter: Double {
        get { 2 * (width + height) }
    }
    var side: Double {
        get { width }
        set {
            width = newValue
            height = newValue
        }
    }
    var scale: Double {
        get { 1 }
        set(factor) { width *= factor; height *= factor }
    }
    var isSquare: Bool { return width == height }
}
var r = Rect(width: 2, height: 3)
print(r.area, r.perimeter, r.isSquare)
r.side = 4
print(r, r.area, r.isSquare)
r.scale = 1.5
print(r)
struct Stack<Element> {
    private(set) var items: [Element] = []
    var top: Element? { items.last }
    var isEmpty: Bool { items.isEmpty }
    mutating func push(_ e: Element) { items.append(e) }
    @discardableResult
    mutating func pop() -> Element? { items.popLast() }
}
var s = Stack<String>()
s.push("a"); s.push("b"); s.push("c")
print(s.top as Any, s.items)
s.pop()
print(s.pop() as Any, s.items, s.isEmpty)
struct Lazy {
    lazy var expensive: Int = {
        print("computing expensive")
        return 42
    }()
}
var l = Lazy()
print("before")
print(l.expensive)
print(l.expensive)
var counters = [Counter(), Counter()]
counters[1].increment(by: 3)
for i in counters.indices { counters[i].increment() }
print(counters.map(\.count))
struct Money {
    var cents: Int
    var dollars: Double { Double(cents) / 100 }
    var formatted: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
}
print(Money(cents: 1234).formatted, Money(cents: 1205).formatted, Money(cents: 99).dollars)
var m = Money(cents: 1)
func addCent(_ cents: inout Int) { cents += 1 }
addCent(&m.cents)
print(m.cents)
