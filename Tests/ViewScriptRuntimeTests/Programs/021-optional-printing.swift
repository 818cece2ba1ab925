// How optionals print: print, interpolation, collections, nested optionals.
let a: Int? = 2
let b: Int? = nil
let s: String? = "a"
let nested: Int?? = 5
let nestedNil: Int?? = .some(nil)
let outerNil: Int?? = nil
print(a as Any, b as Any, s as Any)
print(nested as Any, nestedNil as Any, outerNil as Any)
print(String(describing: a), String(describing: b), String(describing: s))
print("\(String(describing: nested))")
print([a, b], [s, nil])
print(a!, s!, nested!!)
print(a.map { $0 * 10 } as Any, b.map { $0 * 10 } as Any)
print(a.flatMap { $0 > 1 ? "big" : nil } as Any)
print(a == 2, b == nil, a != nil, s == "a")
print(a ?? 0, b ?? 0, b ?? a ?? -1)
let d: Double? = 1.5
let c: Character? = "x"
let arr: [Int]? = [1, 2]
let t: (Int, String)? = (1, "x")
print(d as Any, c as Any, arr as Any, t as Any)
struct P { var x = 1 }
let p: P? = P()
print(p as Any)
enum E { case one }
let e: E? = .one
print(e as Any)
debugPrint(a as Any, b as Any, s as Any)
print(Optional(3) as Any, Optional<String>.none as Any)
let any: Any = a as Any
print(any)
var maybe: String?
print(maybe as Any)
maybe = "now"
print(maybe as Any, maybe!.count)
maybe = nil
print(maybe as Any)
print(type(of: a), type(of: nested))
