// Foundation's Decimal: base-10 arithmetic (0.1 + 0.2 is 0.3), literals typed by context,
// initializers, comparisons, hashing, sorting, reduce, formatting and JSON coding.
import Foundation

let a: Decimal = 0.1
print(a + 0.2)
print(type(of: a))
let c: Decimal = 3.133
print(c, Decimal(3.133))
let n: Decimal = -2.75
print(n, n * 2, n / 3, -n)
print(Decimal(1) / Decimal(3))
var t: Decimal = 0
t += 1.5
t -= 0.25
t *= 4
t /= 2
print(t)
let arr: [Decimal] = [1.1, 2.2, 0.05]
print(arr.reduce(0, +), arr)
print(arr.reduce(0) { $0 + $1 * 2 })
print(Decimal(string: "3.25")!, Decimal(string: "abc") as Any)
print(Decimal(5), Decimal(3.5), Decimal.zero, Decimal())
print("interpolated \(a) and \(a.description)")
print(a < 0.2, a == 0.1, a > c, a != 0.1, a <= a, n >= 0)
print(a.isZero, Decimal.zero.isZero)
let names: [Decimal: String] = [0.1: "tenth", 2: "two"]
print(Set([a, a, c]).count, names[a] ?? "none", names[Decimal(2)] ?? "none")
print([c, a, n].sorted(), [c, a, n].max()!, [c, a, n].min()!)

struct Item: Codable {
    var name: String
    var price: Decimal
}
var cart = [Item(name: "Pen", price: 1.2), Item(name: "Book", price: 12.5), Item(name: "Tape", price: 0.3)]
cart.append(Item(name: "Ink", price: Decimal(string: "4.15")!))
let total = cart.reduce(Decimal.zero) { $0 + $1.price }
print("total", total)
print(cart.sorted { $0.price < $1.price }.map(\.name))
func discounted(_ value: Decimal, by rate: Decimal) -> Decimal { value - value * rate }
print(discounted(total, by: 0.1))

let us = Locale(identifier: "en_US")
print(c.formatted(.number.locale(us)))
print(total.formatted(.currency(code: "USD").locale(us)))
print(total.formatted(.currency(code: "EUR").locale(us)))
print(c.formatted(.number.precision(.fractionLength(2)).locale(us)))
print(Decimal(1234567.5).formatted(.number.locale(us)))
print(Decimal(0.256).formatted(.percent.locale(us)))

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let data = try! encoder.encode(Item(name: "Pen", price: 0.1))
print(String(data: data, encoding: .utf8)!)
let back = try! JSONDecoder().decode(Item.self, from: "{\"name\": \"Cup\", \"price\": 19.99}".data(using: .utf8)!)
print(back.name, back.price, back.price + 0.01)

func unit() -> Decimal { 1 }
let maybe: Decimal? = nil
print(type(of: unit()), maybe ?? 0.5, [Decimal(1), 2.5].map { $0 * 2 })
var ledger: [String: Decimal] = ["food": 12.5]
ledger["food", default: 0] += 0.35
ledger["rent", default: 0] += 800
print(ledger.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
