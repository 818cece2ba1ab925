// Nested functions capturing outer state, recursion (direct, mutual, memoized), recursive nested functions.
func makeCounter() -> () -> Int {
    var count = 0
    func next() -> Int {
        count += 1
        return count
    }
    return next
}
let c1 = makeCounter()
let c2 = makeCounter()
print(c1(), c1(), c1(), c2())
func factorial(_ n: Int) -> Int { n <= 1 ? 1 : n * factorial(n - 1) }
print((0...10).map(factorial))
func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }
print((0..<20).map(fib))
func isEven(_ n: Int) -> Bool { n == 0 ? true : isOdd(n - 1) }
func isOdd(_ n: Int) -> Bool { n == 0 ? false : isEven(n - 1) }
print(isEven(10), isOdd(7), isEven(7))
func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
print(gcd(48, 18), gcd(17, 5), gcd(0, 9))
func hanoi(_ n: Int, from: String, to: String, via: String, moves: inout [String]) {
    guard n > 0 else { return }
    hanoi(n - 1, from: from, to: via, via: to, moves: &moves)
    moves.append("\(from)->\(to)")
    hanoi(n - 1, from: via, to: to, via: from, moves: &moves)
}
var moves: [String] = []
hanoi(3, from: "A", to: "C", via: "B", moves: &moves)
print(moves.count, moves)
func permutations(_ items: [Int]) -> [[Int]] {
    if items.count <= 1 { return [items] }
    var result: [[Int]] = []
    for (i, item) in items.enumerated() {
        var rest = items
        rest.remove(at: i)
        for p in permutations(rest) { result.append([item] + p) }
    }
    return result
}
print(permutations([1, 2, 3]))
func memoFib(_ n: Int) -> Int {
    var memo: [Int: Int] = [:]
    func go(_ k: Int) -> Int {
        if k < 2 { return k }
        if let m = memo[k] { return m }
        let v = go(k - 1) + go(k - 2)
        memo[k] = v
        return v
    }
    return go(n)
}
print(memoFib(90))
func outer() -> String {
    var log: [String] = []
    func step(_ s: String) { log.append(s) }
    func twice(_ s: String) { step(s); step(s) }
    step("a")
    twice("b")
    return log.joined()
}
print(outer())
func flatten(_ value: Any) -> [Int] {
    if let n = value as? Int { return [n] }
    if let arr = value as? [Any] { return arr.flatMap(flatten) }
    return []
}
print(flatten([1, [2, [3, [4]], 5], "x", [[6]]] as [Any]))
func binarySearch(_ xs: [Int], _ target: Int, _ lo: Int, _ hi: Int) -> Int? {
    if lo > hi { return nil }
    let mid = (lo + hi) / 2
    if xs[mid] == target { return mid }
    return xs[mid] < target ? binarySearch(xs, target, mid + 1, hi) : binarySearch(xs, target, lo, mid - 1)
}
let sorted = [1, 3, 5, 7, 9, 11]
print(binarySearch(sorted, 7, 0, 5) as Any, binarySearch(sorted, 4, 0, 5) as Any)
func depth(_ n: Int) -> Int { n == 0 ? 0 : 1 + depth(n - 1) }
print(depth(5000))
