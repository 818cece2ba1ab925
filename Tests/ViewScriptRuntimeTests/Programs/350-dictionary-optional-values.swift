// Assigning an optional to a dictionary of optionals stores it (Swift wraps it once more),
// while the literal `nil` removes the key: `[String: Int?]` keeps keys that hold nil.
var d: [String: Int?] = [:]
let missing: Int? = nil
d["a"] = missing
print(d.count, d)
d["a"] = nil
print(d.count, d)
d["b"] = .some(nil)
print(d.count, d, d["b"] as Any)
d["c"] = 3
print(d["c"] as Any, d["zz"] as Any)
d["c"] = nil
print(d.count, d.keys.sorted())
let old = d.updateValue(nil, forKey: "e")
print(d.count, d.keys.sorted(), old as Any)
let doubly: Int?? = nil
d["b"] = doubly
print(d.count, d.keys.sorted())
if let inner = d["e"] { print("e present, holding", inner as Any) }
let some: Int? = 7
d["f"] = some
print(d["f"] as Any, d.count)
var plain: [String: Int] = ["x": 1]
let none: Int? = nil
plain["x"] = none
print(plain, plain.count)
struct Box { var table: [Int: String?] = [:] }
var box = Box()
let title: String? = nil
box.table[1] = title
print(box.table.count, box.table)
box.table[1] = nil
print(box.table.count)
var counts = [String: Int?]()
counts["q"] = 4
counts.updateValue(5, forKey: "r")
print(counts.count, counts["q"] as Any, counts["r"] as Any, counts.values.map { $0 ?? 0 }.sorted())
