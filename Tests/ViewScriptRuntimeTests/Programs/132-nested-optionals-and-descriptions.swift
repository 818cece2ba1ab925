// Nested optionals compared with nil (a dictionary of optionals), and the description of collections.
let d: [String: Int?] = ["a": nil, "b": 2]
print(d["a"] == nil, d["z"] == nil, d["b"] == 2, d["a"] as Any, d["z"] as Any)
var opt: Int?? = .some(nil)
print(opt == nil, opt != nil)
opt = nil
print(opt == nil)
let x: Int? = 3
print(x == 3, x != nil, nil == x)
if case .some(.none) = d["a"] { print("holds nil") }
if let inner = d["a"] { print("found", inner as Any) }
print([1, 2].description, [1: "a"].description, Set([3]).description, (1..<3).description)
print(["a"].debugDescription, Optional(1).debugDescription, "q".debugDescription)
