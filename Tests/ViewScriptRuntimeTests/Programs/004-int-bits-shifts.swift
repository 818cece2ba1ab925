// Bitwise operators and shifts (smart shifts: over-shifting gives 0 or -1).
let a = 0b1100_1010
let b = 0b1010_0110
print(a & b, a | b, a ^ b, ~a)
print(1 << 0, 1 << 1, 1 << 10, 1 << 62, 1 << 63, 1 << 64, 1 << 100)
print(1024 >> 3, -1024 >> 3, -1 >> 10, -1 >> 100, 5 >> 64)
print(8 << -2, 8 >> -2)
print(Int.max >> 62, Int.min >> 63)
var flags = 0
flags |= 1 << 3
flags |= 1 << 5
print(flags)
flags &= ~(1 << 3)
print(flags)
flags ^= 0xff
print(flags)
flags <<= 2
print(flags)
flags >>= 3
print(flags)
print(255.nonzeroBitCount, 256.trailingZeroBitCount, 1.leadingZeroBitCount)
print(String(255, radix: 2), String(255, radix: 16), String(-255, radix: 16), String(255, radix: 16, uppercase: true))
print(Int("ff", radix: 16)!, Int("-101", radix: 2)!)
print(1 &<< 65, 1 &>> 65)
for i in 0..<8 {
    print(i, i & 1 == 0 ? "even" : "odd", i << 2, i ^ 5)
}
