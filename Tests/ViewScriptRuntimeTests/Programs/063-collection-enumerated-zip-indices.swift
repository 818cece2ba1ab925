// enumerated, indices, zip, stride, sequences of tuples.
let names = ["ann", "bob", "cy"]
for (i, n) in names.enumerated() { print(i, n) }
print(Array(names.enumerated()).map { "\($0.offset)-\($0.element)" })
print(names.enumerated().map { $0 })
print(names.indices, Array(names.indices))
for i in names.indices.reversed() { print("index", i, names[i]) }
let scores = [90, 75, 82, 60]
print(zip(names, scores).map { "\($0): \($1)" })
print(Array(zip(1...3, ["a", "b", "c", "d"])))
print(zip([1, 2, 3], [10, 20, 30]).map(+))
for (a, b) in zip("abc", "xyz") { print(a, b) }
let pairs = zip(names, scores)
print(pairs.map { $0.0 }.count, Array(pairs).count)
print(Dictionary(uniqueKeysWithValues: zip(names, scores))["bob"]!)
print(zip(scores, scores.dropFirst()).map { $1 - $0 })
print(Array(stride(from: 0, to: 10, by: 2)), Array(stride(from: 0, through: 10, by: 5)))
print(Array(stride(from: 5, to: 0, by: -1)), Array(stride(from: 1.0, to: 2.0, by: 0.5)))
print(Array(stride(from: 0, to: 0, by: 1)), Array(stride(from: 3, through: 1, by: -1)))
print(stride(from: 0, to: 10, by: 3).map { $0 * $0 })
for (i, c) in "héllo".enumerated() where i % 2 == 0 { print(i, c) }
let matrix = [[1, 2, 3], [4, 5, 6]]
for (r, row) in matrix.enumerated() {
    for (c, v) in row.enumerated() where v % 2 == 0 {
        print("(\(r),\(c))=\(v)")
    }
}
let transposed = matrix[0].indices.map { c in matrix.map { $0[c] } }
print(transposed)
print(names.enumerated().filter { $0.offset > 0 }.map(\.element))
print(names.enumerated().max { $0.element.count < $1.element.count }!.offset)
print(zip(names, names.indices).map { "\($1)\($0)" }.joined(separator: ","))
print(Array(names.enumerated().reversed()).map(\.offset))
