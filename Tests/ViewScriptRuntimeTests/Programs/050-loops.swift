// for-in over ranges/arrays/strings/dictionaries(sorted)/stride, for-where, for case, while, repeat-while, labelled break/continue.
for i in 1...3 { print("for", i) }
for _ in 0..<2 { print("underscore") }
for (i, name) in ["a", "b", "c"].enumerated() { print(i, name) }
for ch in "hey" { print(ch, terminator: ".") }
print()
let ages = ["ann": 3, "bob": 1, "cy": 2]
for (name, age) in ages.sorted(by: { $0.key < $1.key }) { print(name, age) }
for (name, age) in ages.sorted(by: { $0.value < $1.value }) { print(age, name) }
for n in 1...20 where n % 7 == 0 { print("multiple of 7:", n) }
for case let x? in [1, nil, 3] as [Int?] { print("non-nil", x) }
for case (let a, 0) in [(1, 0), (2, 1), (3, 0)] { print("second is zero for", a) }
var n = 5
while n > 0 {
    print("while", n)
    n -= 2
}
var m = 10
repeat {
    print("repeat", m)
    m += 1
} while m < 3
var count = 0
repeat { count += 1 } while count < 5
print("count", count)
outer: for i in 1...3 {
    inner: for j in 1...3 {
        if j == 2 { continue inner }
        if i == 2 { continue outer }
        if i == 3 && j == 3 { break outer }
        print("i=\(i) j=\(j)")
    }
}
var found: (Int, Int)? = nil
search: for a in 1...10 {
    for b in a...10 where a * b == 42 {
        found = (a, b)
        break search
    }
}
print(found as Any)
var i = 0
loop: while true {
    i += 1
    if i % 2 == 0 { continue loop }
    if i > 7 { break loop }
    print("odd", i)
}
for i in stride(from: 10, to: 0, by: -3) { print("stride", i) }
for i in stride(from: 0, through: 1, by: 0.25) { print("stride double", i) }
for i in (0..<3).reversed() { print("reversed", i) }
var iterator = [10, 20].makeIterator()
while let next = iterator.next() { print("iterator", next) }
var total = 0
for row in [[1, 2], [3, 4, 5]] {
    for v in row { total += v }
}
print(total)
var collatz = 27, steps = 0
while collatz != 1 {
    collatz = collatz % 2 == 0 ? collatz / 2 : 3 * collatz + 1
    steps += 1
}
print("collatz steps", steps)
