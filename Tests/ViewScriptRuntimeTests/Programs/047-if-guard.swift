// if / else if / else, ternary, if as expression, guard with else exits, if case, multiple conditions.
func classify(_ n: Int) -> String {
    if n < 0 {
        return "negative"
    } else if n == 0 {
        return "zero"
    } else if n < 10 {
        return "small"
    } else {
        return "large"
    }
}
print([-5, 0, 3, 99].map(classify))
let temp = 25
print(temp > 20 ? "warm" : "cold", temp > 30 ? "hot" : temp > 20 ? "mild" : "cold")
let label = if temp > 20 { "T-shirt" } else { "coat" }
print(label)
let grade: String
let score = 83
if score >= 90 { grade = "A" } else if score >= 80 { grade = "B" } else { grade = "C" }
print(grade)
func process(_ input: String?) -> String {
    guard let input, !input.isEmpty else { return "empty input" }
    guard let number = Int(input) else { return "not a number: \(input)" }
    guard number % 2 == 0 else { return "odd \(number)" }
    return "even \(number)"
}
print(process(nil), "|", process(""), "|", process("abc"), "|", process("7"), "|", process("8"))
for i in 0..<6 {
    guard i % 2 == 0 else { continue }
    print("even index", i)
}
enum Status { case active(since: Int), inactive, banned(reason: String) }
let statuses: [Status] = [.active(since: 2020), .inactive, .banned(reason: "spam")]
for s in statuses {
    if case .active(let year) = s, year > 2019 {
        print("recently active since", year)
    } else if case .banned(let reason) = s {
        print("banned for", reason)
    } else {
        print("something else")
    }
}
let point = (3, 0)
if case (let x, 0) = point { print("on x axis at", x) }
let optional: Int? = 5
if case let v? = optional, v > 3 { print("optional pattern", v) }
if case 1...9 = 5 { print("5 is a digit") }
let a = 4, b = 7
if a > 3, b > 3, a + b == 11 { print("all conditions") }
if a > 5 || b > 5 { print("one condition") }
if !(a == b) { print("not equal") }
var x = 0
if x == 0 { x = 1 }
print(x)
func firstPositive(_ xs: [Int]) -> Int? {
    for x in xs {
        guard x > 0 else { continue }
        return x
    }
    return nil
}
print(firstPositive([-1, 0, 4, 2]) as Any, firstPositive([]) as Any)
let size = switch a { case 0: "none"; case 1...5: "few"; default: "many" }
print(size)
