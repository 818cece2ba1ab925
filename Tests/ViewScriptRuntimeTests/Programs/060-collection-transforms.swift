// map, filter, reduce, reduce(into:), compactMap, flatMap, joined, on arrays, ranges, strings, dictionaries.
let numbers = [1, 2, 3, 4, 5, 6]
print(numbers.map { $0 * $0 })
print(numbers.filter { $0 % 2 == 0 })
print(numbers.reduce(0, +), numbers.reduce(1, *), numbers.reduce(0) { $0 * 10 + $1 })
print(numbers.reduce(into: [Int]()) { acc, n in if n % 3 == 0 { acc.append(n) } })
let counts = "mississippi".reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
print(counts.keys.sorted().map { "\($0)\(counts[$0]!)" }.joined(separator: " "))
let strings = ["1", "two", "3", "", "5"]
print(strings.compactMap { Int($0) })
print(strings.map { Int($0) })
let optionals: [Int?] = [1, nil, 3]
print(optionals.compactMap { $0 })
print([[1, 2], [3], []].flatMap { $0 })
print([1, 2, 3].flatMap { [$0, $0 * 10] })
print(["ab", "cd"].flatMap { $0 })
print([[1, 2], [3]].joined().map { $0 })
print([["a", "b"], ["c"]].map { $0.joined() }.joined(separator: "-"))
print(["x", "y", "z"].joined(), ["x", "y", "z"].joined(separator: ", "))
print((1...5).map { String($0) }.joined(separator: "+"), "=", (1...5).reduce(0, +))
print("hello".map { $0.uppercased() }.joined())
let dict = ["a": 1, "b": 2, "c": 3]
print(dict.map { $0.value * 10 }.sorted())
print(dict.filter { $0.value >= 2 }.map(\.key).sorted())
print(dict.compactMap { $0.value > 1 ? $0.key.uppercased() : nil }.sorted())
print(dict.reduce(0) { $0 + $1.value })
print(dict.mapValues { $0 * 2 }.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
print(numbers.lazy.filter { $0 > 2 }.map { $0 * 100 }.first as Any)
let words = ["apple", "Banana", "cherry", "date"]
print(words.map(\.count), words.map { $0.lowercased() }.filter { $0.contains("a") })
print(words.reduce("") { $0.isEmpty ? $1 : $0 + "," + $1 })
print(numbers.map { $0 % 2 == 0 ? "even" : "odd" })
print(Array(numbers.map { $0 + 1 }.filter { $0 > 3 }.prefix(2)))
let nested = [[1, [2]], [3]] as [[Any]]
print(nested.flatMap { $0 }.count)
print([1, 2, 3].map { [$0] }, [[Int]]().flatMap { $0 })
let total = [1.5, 2.5].reduce(0, +)
print(total)
print(numbers.reduce(into: "") { $0 += String($1) })
print([3, 1, 2].map { $0 }.sorted().map { $0 * 2 }.reduce(0, +))
