// Collatz sequences, digit sums, Armstrong and perfect numbers.
func collatz(_ n: Int) -> [Int] {
    var n = n, seq = [n]
    while n != 1 { n = n % 2 == 0 ? n / 2 : 3 * n + 1; seq.append(n) }
    return seq
}
print(collatz(27).count, collatz(27).max()!, collatz(6))
let longest = (1..<200).max { collatz($0).count < collatz($1).count }!
print("longest below 200:", longest, collatz(longest).count)
func digits(_ n: Int) -> [Int] { String(n).compactMap { $0.wholeNumberValue } }
func isArmstrong(_ n: Int) -> Bool {
    let d = digits(n)
    return d.map { digit in (0..<d.count).reduce(1) { acc, _ in acc * digit } }.reduce(0, +) == n
}
print((1..<10_000).filter(isArmstrong))
func divisorSum(_ n: Int) -> Int { n < 2 ? 0 : (1...n / 2).filter { n % $0 == 0 }.reduce(0, +) }
let classified = (1...30).map { n -> String in
    let s = divisorSum(n)
    return s == n ? "perfect" : (s > n ? "abundant" : "deficient")
}
print(Dictionary(grouping: 1...30) { classified[$0 - 1] }.mapValues { $0.count }.sorted { $0.key < $1.key })
print((1...500).filter { divisorSum($0) == $0 })
print(digits(9875).reduce(0, +), String(12345, radix: 2), Int("ff", radix: 16) as Any)
func digitalRoot(_ n: Int) -> Int { n < 10 ? n : digitalRoot(digits(n).reduce(0, +)) }
print([0, 9, 38, 627615, 39390, 588225].map(digitalRoot))
