// Argument labels, omitted labels, default values, evaluation order of arguments, returning functions.
func greet(person: String, from hometown: String) -> String {
    "Hello \(person)! Glad you could visit from \(hometown)."
}
print(greet(person: "Bill", from: "Cupertino"))
func add(_ a: Int, _ b: Int) -> Int { a + b }
print(add(2, 3))
func power(base: Int, exponent: Int = 2) -> Int {
    var result = 1
    for _ in 0..<exponent { result *= base }
    return result
}
print(power(base: 3), power(base: 3, exponent: 3), power(base: 2, exponent: 0))
func format(_ value: Int, width: Int = 6, pad: Character = " ", prefix: String = "") -> String {
    let s = prefix + String(value)
    return String(repeating: pad, count: max(0, width - s.count)) + s
}
print("[\(format(42))]", "[\(format(42, width: 3))]", "[\(format(7, pad: "0"))]", "[\(format(5, width: 4, prefix: "#"))]")
func log(_ message: String, level: String = "INFO", tags: [String] = []) {
    print("[\(level)] \(message)" + (tags.isEmpty ? "" : " " + tags.joined(separator: ",")))
}
log("started")
log("careful", level: "WARN")
log("tagged", tags: ["a", "b"])
func trace(_ label: String, _ value: Int) -> Int {
    print("evaluating", label)
    return value
}
print(add(trace("first", 1), trace("second", 2)))
func makeMultiplier(by factor: Int) -> (Int) -> Int {
    return { $0 * factor }
}
let triple = makeMultiplier(by: 3)
print(triple(5), makeMultiplier(by: 10)(4))
func noReturn() { print("side effect only") }
let result: Void = noReturn()
print(result)
func early(_ n: Int) -> String {
    if n < 0 { return "negative" }
    if n == 0 { return "zero" }
    return "positive"
}
print(early(-1), early(0), early(1))
func implicitReturn(_ x: Int) -> Int { x * 2 }
print(implicitReturn(21))
let f: (Int, Int) -> Int = add
print(f(10, 20))
let ops: [(String, (Int, Int) -> Int)] = [("+", +), ("-", -), ("*", *), ("max", max)]
for (name, op) in ops {
    print(name, op(7, 3))
}
func describe(name: String, age: Int) -> String { "\(name) is \(age)" }
print(describe(name: "Ann", age: 5))
@discardableResult
func sideEffect() -> Int { print("discardable"); return 1 }
sideEffect()
