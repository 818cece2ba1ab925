// prefix, suffix, dropFirst, dropLast, prefix(while:), drop(while:), reversed, slices keep indices, Array(slice).
let xs = [1, 2, 3, 4, 5, 6, 7]
print(xs.prefix(3), xs.prefix(0), xs.prefix(100))
print(xs.suffix(2), xs.suffix(0), xs.suffix(100))
print(xs.dropFirst(), xs.dropFirst(3), xs.dropFirst(100))
print(xs.dropLast(), xs.dropLast(5), xs.dropLast(100))
print(xs.prefix(while: { $0 < 4 }), xs.drop(while: { $0 < 5 }))
print(Array(xs.reversed()), xs.reversed().map { $0 * 2 })
let slice = xs.dropFirst(2)
print(slice, slice.startIndex, slice.endIndex, slice.first as Any, slice[3])
print(Array(slice), Array(slice).startIndex)
print(type(of: slice))
let s = "Hello, World"
print(s.prefix(5), s.suffix(5), s.dropFirst(7), s.dropLast(7))
print(String(s.reversed()), s.reversed().count)
print(s.prefix(while: { $0 != "," }))
print(type(of: s.prefix(2)))
print(Array((1...10).prefix(3)), Array((1...10).suffix(2)), Array((1...10).dropFirst(8)))
print([Int]().prefix(2), [Int]().dropFirst(), [Int]().reversed().map { $0 })
var mutableSlice = xs[1..<4]
mutableSlice[2] = 99
print(mutableSlice, xs)
print(xs[2..<5].map { $0 * 10 }, xs[2..<5].reduce(0, +))
let words = ["a", "b", "c", "d"]
print(words.prefix(2).joined(), words.suffix(2).joined(separator: "+"), words.dropFirst().dropLast().joined())
print(xs.split(separator: 4), xs.split(whereSeparator: { $0 % 3 == 0 }))
print(xs.split(separator: 4).map { Array($0) })
print("a b  c".split(separator: " "), "a b  c".split(separator: " ", maxSplits: 1))
print("k=v=w".split(separator: "=", maxSplits: 1).map(String.init))
print(Array(xs.reversed().prefix(2)), xs.reversed().first as Any)
for (i, x) in xs.suffix(3).enumerated() { print(i, x) }
