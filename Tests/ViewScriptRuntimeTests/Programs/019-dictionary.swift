// Dictionary: lookup, update, default subscript, keys/values sorted, counts. Only single-element dictionaries are printed whole.
var ages: [String: Int] = ["ann": 31, "bob": 25, "cy": 40]
print(ages.count, ages.isEmpty)
print(ages["ann"] as Any, ages["zed"] as Any)
print(ages["bob"]!, ages["zed", default: 0])
ages["dee"] = 19
ages["ann"] = 32
print(ages.keys.sorted())
print(ages.values.sorted())
for key in ages.keys.sorted() {
    print(key, ages[key]!)
}
print(ages.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
let old = ages.updateValue(26, forKey: "bob")
print(old as Any, ages["bob"]!)
let none = ages.updateValue(1, forKey: "eve")
print(none as Any)
print(ages.removeValue(forKey: "eve") as Any, ages.removeValue(forKey: "nobody") as Any)
ages["cy"] = nil
print(ages.keys.sorted(), ages.count)
var counts: [Character: Int] = [:]
for ch in "hello world" where ch != " " {
    counts[ch, default: 0] += 1
}
for key in counts.keys.sorted() {
    print(key, counts[key]!, terminator: "; ")
}
print()
let single = ["only": 1]
print(single, [String: Int]())
print(["k": [1, 2]], [1: "one"], ["x": Optional<Int>.none])
let grouped = Dictionary(grouping: ["apple", "avocado", "banana", "cherry", "blueberry"], by: { $0.first! })
for key in grouped.keys.sorted() {
    print(key, grouped[key]!)
}
let squares = Dictionary(uniqueKeysWithValues: (1...5).map { ($0, $0 * $0) })
print(squares.keys.sorted(), squares[4]!)
let filtered = ages.filter { $0.value > 25 }
print(filtered.keys.sorted())
let mapped = ages.mapValues { $0 * 2 }
print(mapped.keys.sorted().map { mapped[$0]! })
print(ages.contains { $0.key == "ann" }, ages.keys.contains("bob"))
print(ages.values.reduce(0, +))
var merged = ["a": 1, "b": 2]
merged.merge(["b": 20, "c": 30]) { old, new in old + new }
print(merged.keys.sorted().map { "\($0):\(merged[$0]!)" })
let total = merged.reduce(into: 0) { $0 += $1.value }
print(total)
if let (k, v) = single.first {
    print(k, v)
}
print(type(of: ages))
