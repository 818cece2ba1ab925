// Lazy sequences run their closures only when an element is drawn, as often as Swift's
// lazy types do: iteration, consumers that stop early, and first/count/isEmpty of lazy
// collections (which walk indices: a filter's first element is tested, then read again).
let numbers = [1, 2, 3, 4, 5, 6]
func tenfold(_ x: Int) -> Int { print("  map", x); return x * 10 }
func isEven(_ x: Int) -> Bool { print("  test", x); return x % 20 == 0 }

let mapped = numbers.lazy.map(tenfold)
print("made mapped")
print("first", mapped.first!)
print("count", mapped.count, "isEmpty", mapped.isEmpty)

let evens = numbers.lazy.map(tenfold).filter(isEven)
print("made evens")
print("first", evens.first ?? -1)
print("count", evens.count)
print("isEmpty", evens.isEmpty)
for value in evens { print("for", value) }
print(Array(evens))

let halves = numbers.lazy.compactMap { x -> Int? in print("  half", x); return x % 2 == 0 ? x / 2 : nil }
print("first", halves.first!, "count", halves.count)

let small = numbers.lazy.map(tenfold).prefix(while: { print("  below", $0); return $0 < 35 })
print("first", small.first!)
print("count", small.count)
print(Array(small))

let large = numbers.lazy.map(tenfold).drop(while: { print("  below", $0); return $0 < 35 })
print("first", large.first!)
print("count", large.count)
print(Array(large))

print("first where", numbers.lazy.map(tenfold).first(where: { $0 > 25 })!)
print("contains where", numbers.lazy.map(tenfold).contains(where: { $0 == 20 }))
print("contains", numbers.lazy.map(tenfold).contains(30))
print("allSatisfy", numbers.lazy.map(tenfold).allSatisfy { $0 < 25 })
print("reduce", numbers.lazy.filter { $0 > 3 }.map(tenfold).reduce(0) { total, x in print("  add", x); return total + x })
let sums = numbers.lazy.map(tenfold).reduce(into: [Int]()) { list, x in list.append(x + 1) }
print("reduce into", sums)
numbers.lazy.map(tenfold).prefix(2).forEach { print("forEach", $0) }
print(Array(numbers.lazy.map(tenfold).dropFirst(4)))

let pairs = numbers.lazy.flatMap { x -> [Int] in print("  pair", x); return [x, -x] }
for value in pairs.prefix(while: { $0 < 3 }) { print("pair", value) }

print(Array("swift".lazy.map { c -> String in print("  char", c); return c.uppercased() }))
let words = ["b": 2, "a": 1]
print(words.lazy.map { key, value in "\(key)\(value)" }.sorted())
print((1..<1_000_000_000).lazy.map { $0 * 3 }.filter { $0 % 7 == 0 }.first!)
print((1...).lazy.map(tenfold).first(where: { $0 > 30 })!)
print(Array((1...).lazy.filter { $0 % 3 == 0 }.map(tenfold).prefix(2)))
print(numbers.lazy.map(tenfold).elements.first!)
print(numbers.lazy.map(tenfold).filter(isEven).map { $0 + 1 }.first!)
print(Array(numbers.lazy.filter { $0 > 2 }.map(tenfold).enumerated().map { "\($0.offset):\($0.element)" }))
