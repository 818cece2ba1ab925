// Unsigned and sized integers: wrapping, bounds, conversions and printing.
let big = UInt64(1) << 63
print(big)
print(UInt8(250) &+ 10)
print(UInt8(3) &- 5)
print(UInt16(300) &* 300)
print(UInt8.max, UInt16.max, UInt32.max)
print(UInt64.max)
print(UInt.max)
print(Int8.min, Int8.max, Int16.min, Int16.max)
print(Int32.min, Int32.max)
let u: UInt = 7
print(u / 2, u % 4, u * 3)
print(type(of: u), type(of: UInt8(1)), type(of: Int16(1)))
var checksum: UInt32 = 0
for byte in "hello".utf8 {
    checksum = checksum &* 31 &+ UInt32(byte)
}
print("checksum", checksum)
var hash: UInt64 = 14695981039346656037
for byte in "abc".utf8 {
    hash ^= UInt64(byte)
    hash = hash &* 1099511628211
}
print("fnv1a", hash)
let bytes: [UInt8] = [0xDE, 0xAD, 0xBE, 0xEF]
print(bytes)
print(bytes.map { String($0, radix: 16) })
let word = bytes.reduce(UInt32(0)) { ($0 << 8) | UInt32($1) }
print(word, String(word, radix: 16))
print(Int8(truncatingIfNeeded: 200))
print(UInt8(truncatingIfNeeded: -1))
print(UInt8(exactly: 300) as Any, UInt8(exactly: 30) as Any)
print(Int(UInt8.max) + 1)
print(UInt8(0b1010_1010).nonzeroBitCount, UInt16(1).leadingZeroBitCount)
print(~UInt8(0b0000_1111))
print(Int8(-128).magnitude)
