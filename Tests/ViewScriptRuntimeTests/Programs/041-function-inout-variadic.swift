// inout parameters with &, inout on array elements/struct fields, variadic parameters.
func increment(_ x: inout Int, by amount: Int = 1) {
    x += amount
}
var counter = 0
increment(&counter)
increment(&counter, by: 10)
print(counter)
func swapTwo(_ a: inout String, _ b: inout String) {
    (a, b) = (b, a)
}
var first = "first", second = "second"
swapTwo(&first, &second)
print(first, second)
var numbers = [1, 2, 3]
increment(&numbers[1], by: 100)
print(numbers)
struct Point { var x = 0, y = 0 }
var p = Point()
increment(&p.x, by: 5)
increment(&p.y)
print(p)
func appendAll(_ target: inout [String], _ items: String...) {
    target.append(contentsOf: items)
}
var list: [String] = []
appendAll(&list, "a", "b")
appendAll(&list)
appendAll(&list, "c")
print(list)
func sum(_ values: Int...) -> Int {
    var total = 0
    for v in values { total += v }
    return total
}
print(sum(), sum(1), sum(1, 2, 3, 4, 5))
func average(_ numbers: Double...) -> Double {
    numbers.isEmpty ? 0 : numbers.reduce(0, +) / Double(numbers.count)
}
print(average(1, 2, 3, 4), average())
func describe(_ label: String, _ values: Int..., separator: String = ", ") -> String {
    label + ": " + values.map(String.init).joined(separator: separator)
}
print(describe("nums", 1, 2, 3), describe("pipe", 4, 5, separator: " | "))
func printAll(_ items: Any...) {
    print(items.count, items)
}
printAll(1, "two", 3.0)
func modify(_ s: inout Point) {
    s.x *= 10
    s = Point(x: s.x + 1, y: s.y)
}
modify(&p)
print(p)
func doubleAll(_ xs: inout [Int]) {
    for i in xs.indices { xs[i] *= 2 }
}
doubleAll(&numbers)
print(numbers)
var dict = ["k": 1]
increment(&dict["k", default: 0], by: 4)
increment(&dict["new", default: 0])
print(dict["k"]!, dict["new"]!)
func reset(_ text: inout String) { text = "" }
var t = "abc"
reset(&t)
print("[\(t)]", t.isEmpty)
var total = 0
func accumulate(_ acc: inout Int, _ n: Int) {
    for i in 1...n { acc += i }
}
accumulate(&total, 10)
print(total)
