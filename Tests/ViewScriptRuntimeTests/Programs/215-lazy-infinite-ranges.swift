// Lazy sequences over infinite ranges: map, filter, first, prefix, prefix(while:), enumerated.
print(Array((1...).lazy.map { $0 * $0 }.prefix(5)))
print(Array((1...).lazy.filter { $0 % 7 == 0 }.prefix(3)))
let firstBig = (1...).lazy.map { $0 * $0 * $0 }.first { $0 > 500 }
print(firstBig as Any)
for (i, n) in (10...).enumerated() {
    if i == 3 { break }
    print("item", n)
}
let primes = (2...).lazy.filter { n in (2..<n).allSatisfy { n % $0 != 0 } }
print(Array(primes.prefix(8)))
print(Array((1...).prefix(4)))
print(Array((0...).lazy.map { $0 * 2 }.prefix(while: { $0 < 9 })))
print(Array(stride(from: 1, to: 100, by: 9).lazy.compactMap { $0 % 2 == 0 ? $0 : nil }))
