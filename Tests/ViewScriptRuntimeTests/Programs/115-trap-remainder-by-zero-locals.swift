// Int division and remainder of two locals (the interpreter's fast path for local and
// literal operands), then a remainder by a local that became zero: the trap is Swift's.
let numbers = [7, 12, -9, Int.min + 10]
for n in numbers {
    let m = 4
    print(n, "%", m, "=", n % m, "and", n / m, "and", n - m, n / 2 * 2 + n % 2 == n)
}
var divisor = 3
divisor -= 3
let value = 10
print(value % divisor)
print("never printed")
