// Pascal's triangle, binomial coefficients, permutations and combinations.
func pascal(_ rows: Int) -> [[Int]] {
    var triangle: [[Int]] = []
    for r in 0..<rows {
        var row = [Int](repeating: 1, count: r + 1)
        for c in stride(from: 1, to: r, by: 1) { row[c] = triangle[r - 1][c - 1] + triangle[r - 1][c] }
        triangle.append(row)
    }
    return triangle
}
let triangle = pascal(7)
let width = triangle.last!.map(String.init).joined(separator: " ").count
for row in triangle {
    let line = row.map(String.init).joined(separator: " ")
    print(String(repeating: " ", count: (width - line.count) / 2) + line)
}
func choose(_ n: Int, _ k: Int) -> Int {
    guard k >= 0 && k <= n else { return 0 }
    var result = 1
    for i in 0..<min(k, n - k) { result = result * (n - i) / (i + 1) }
    return result
}
print(choose(10, 3), choose(52, 5), choose(5, 7), (0...6).map { choose(6, $0) })
func permutations<T>(_ items: [T]) -> [[T]] {
    guard items.count > 1 else { return [items] }
    return items.indices.flatMap { i -> [[T]] in
        var rest = items
        let head = rest.remove(at: i)
        return permutations(rest).map { [head] + $0 }
    }
}
func combinations<T>(_ items: [T], _ k: Int) -> [[T]] {
    if k == 0 { return [[]] }
    guard let first = items.first else { return [] }
    let rest = Array(items.dropFirst())
    return combinations(rest, k - 1).map { [first] + $0 } + combinations(rest, k)
}
print(permutations([1, 2, 3]))
print(permutations(Array("abcd")).count, permutations(Array("ab")).map { String($0) })
print(combinations(["a", "b", "c", "d"], 2).map { $0.joined() })
print(combinations(Array(1...10), 4).count == choose(10, 4))
