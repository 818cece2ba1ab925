// String interpolation of many kinds of values.
struct Point { var x: Int; var y: Int }
enum Suit { case hearts, spades }
let n = 42
let d = 3.5
let flag = true
let name = "Ann"
let opt: Int? = 7
let none: String? = nil
let arr = [1, 2, 3]
let strs = ["a", "b"]
let tuple = (1, "two")
let labelled = (x: 1.5, name: "p")
let p = Point(x: 1, y: 2)
print("n=\(n) d=\(d) flag=\(flag) name=\(name)")
print("opt=\(opt as Any) none=\(none as Any)")
print("opt=\(String(describing: opt)) none=\(String(describing: none))")
print("arr=\(arr) strs=\(strs)")
print("tuple=\(tuple) labelled=\(labelled)")
print("point=\(p) suit=\(Suit.hearts)")
print("math: \(n * 2 + 1), \(d / 2), \(n > 40 ? "big" : "small")")
print("nested: \("inner \("deep \(n)")")")
print("call: \(arr.map { $0 * 10 }) count=\(arr.count)")
print("empty array \([Int]()) empty string '\("")'")
print("dict: \(["k": 1])")
print("unicode: \("é") \("🇨🇭".count)")
print("range: \(1..<5) \(1...5)")
print("\(n)\(n)\(n)")
print("\\(not interpolated) \(n)")
let width = 5
let padded = String(repeating: " ", count: width - String(n).count) + "\(n)"
print("[\(padded)]")
var log = ""
for i in 1...3 {
    log += "item \(i); "
}
print(log)
print("\(Optional(Optional(1)) as Any)")
print("\(Character("x")) \(Double(n)) \(Int(d))")
print("\(type(of: p)) \(Point.self)")
