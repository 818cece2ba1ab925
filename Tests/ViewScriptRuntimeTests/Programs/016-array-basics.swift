// Array creation, indexing, properties, printing of nested arrays.
let empty: [Int] = []
let numbers = [3, 1, 4, 1, 5, 9, 2, 6]
let words = ["alpha", "beta", "gamma"]
let nested = [[1, 2], [], [3]]
let mixed: [Any] = [1, "two", 3.0, true, [4]]
print(empty, numbers, words, nested)
print(mixed)
print(empty.count, empty.isEmpty, numbers.count, numbers.isEmpty)
print(numbers[0], numbers[numbers.count - 1], words[1])
print(numbers.first as Any, numbers.last as Any, empty.first as Any, empty.last as Any)
print(numbers[2..<5], numbers[...2], numbers[5...])
print(Array(numbers[2..<5]))
print(Array(repeating: 0, count: 4), Array(repeating: "x", count: 2))
print(Array(1...5), Array(stride(from: 0, to: 10, by: 3)))
print([Int](), [String]())
var grid = Array(repeating: Array(repeating: 0, count: 3), count: 2)
grid[1][2] = 7
grid[0][0] = 1
print(grid)
print(numbers.indices, words.indices.map { $0 * 2 })
print(numbers.startIndex, numbers.endIndex)
print([1, 2, 3] == [1, 2, 3], [1, 2] == [2, 1], [[1]] == [[1]])
let opts: [Int?] = [1, nil, 3]
print(opts)
let strOpts: [String?] = ["a", nil]
print(strOpts)
print([1.0, 2.5], [true, false], [Character("a")])
print([(1, "a"), (2, "b")].map { $0.1 })
for word in words {
    print(word, word.count)
}
print(type(of: numbers), type(of: nested), type(of: opts))
