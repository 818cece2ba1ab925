// Fibonacci numbers: iterative, recursive with memo, and matrix exponentiation.
func fibIterative(_ n: Int) -> Int {
    var (a, b) = (0, 1)
    for _ in 0..<n { (a, b) = (b, a + b) }
    return a
}
var memo: [Int: Int] = [:]
func fibMemo(_ n: Int) -> Int {
    if n < 2 { return n }
    if let cached = memo[n] { return cached }
    let value = fibMemo(n - 1) + fibMemo(n - 2)
    memo[n] = value
    return value
}
typealias Matrix = (Int, Int, Int, Int)
func multiply(_ x: Matrix, _ y: Matrix) -> Matrix {
    (x.0 * y.0 + x.1 * y.2, x.0 * y.1 + x.1 * y.3, x.2 * y.0 + x.3 * y.2, x.2 * y.1 + x.3 * y.3)
}
func fibMatrix(_ n: Int) -> Int {
    var result: Matrix = (1, 0, 0, 1), base: Matrix = (1, 1, 1, 0), n = n
    while n > 0 {
        if n & 1 == 1 { result = multiply(result, base) }
        base = multiply(base, base)
        n >>= 1
    }
    return result.1
}
print((0...15).map(fibIterative))
print(fibMemo(50), fibIterative(50), fibMatrix(50))
print(fibMatrix(90))
print((1...10).allSatisfy { fibMemo($0) == fibMatrix($0) })
let evenSum = (1...40).map(fibIterative).filter { $0 % 2 == 0 && $0 < 4_000_000 }.reduce(0, +)
print("even sum below 4M:", evenSum)
print("memo size:", memo.count)
