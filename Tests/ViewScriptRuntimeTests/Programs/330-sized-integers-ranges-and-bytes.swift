// Fixed-width integers in ranges, strides, switch patterns, collections and byte strings.
let bytes: [UInt8] = [72, 105, 33]
print(String(decoding: bytes, as: UTF8.self), bytes.map { Character(Unicode.Scalar($0)) })
for i in UInt8(250)...255 { print(i, terminator: " ") }
print()
let r: ClosedRange<UInt8> = 1...3
print(r, r.contains(2), Array(r), type(of: r))
let nums: [Int16] = [5, -3, 12]
print(nums.reduce(0, +), nums.sorted(), nums.min() as Any, nums.map { $0 * 2 })
for value in [UInt8(3), 7, 200] {
    switch value {
    case 0..<5: print(value, "low")
    case 5...9: print(value, "mid")
    default: print(value, "high")
    }
}
var counts: [UInt8: Int] = [:]
for byte in "hello".utf8 { counts[byte, default: 0] += 1 }
print(counts.keys.sorted(), counts[108] as Any)
let upper = "swift".utf8.map { $0 - 32 }
print(upper, String(decoding: upper, as: UTF8.self))
func checksum(_ data: [UInt8]) -> UInt16 {
    var sum: UInt16 = 0
    for byte in data { sum = sum &+ UInt16(byte) }
    return sum
}
print(checksum(Array("The quick brown fox".utf8)))
struct Pixel: Hashable { var r: UInt8; var g: UInt8; var b: UInt8 }
let p = Pixel(r: 255, g: 128, b: 0)
print(p, Set([p, p]).count, p.r / 2 + p.g / 2)
