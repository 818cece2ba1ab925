// User Sequence and IteratorProtocol conformances in for-in and the library.
struct Countdown: Sequence, IteratorProtocol {
    var current: Int
    mutating func next() -> Int? {
        guard current > 0 else { return nil }
        defer { current -= 1 }
        return current
    }
}
for n in Countdown(current: 3) { print(n, terminator: " ") }
print()
print(Countdown(current: 5).map { $0 * 10 })
print(Countdown(current: 6).filter { $0.isMultiple(of: 2) })
print(Countdown(current: 4).reduce(0, +))
print(Array(Countdown(current: 3)))
print(Countdown(current: 5).contains(2), Countdown(current: 5).min() as Any)
print(Countdown(current: 3).sorted())

struct Fibonacci: Sequence {
    let limit: Int
    func makeIterator() -> FibIterator { FibIterator(limit: limit) }
}
struct FibIterator: IteratorProtocol {
    let limit: Int
    var a = 0, b = 1
    init(limit: Int) { self.limit = limit }
    mutating func next() -> Int? {
        guard a <= limit else { return nil }
        let value = a
        (a, b) = (b, a + b)
        return value
    }
}
for (index, value) in Fibonacci(limit: 20).enumerated() { print(index, value) }
print(Fibonacci(limit: 100).prefix(5).map { $0 })
print(Fibonacci(limit: 50).first { $0 > 10 } as Any)
var iterator = Fibonacci(limit: 3).makeIterator()
while let value = iterator.next() { print("next", value) }
print(zip(Countdown(current: 3), Fibonacci(limit: 10)).map { "\($0)-\($1)" })
