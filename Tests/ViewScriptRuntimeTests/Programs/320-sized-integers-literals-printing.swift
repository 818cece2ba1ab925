// Fixed-width integers: literals typed by their context, bounds, printing, type(of:) and wrapping at each width.
let a: UInt8 = 250
print(a &+ 10, a &- 251, a &* 2)
let b: Int8 = -128
print(b &- 1, b &+ 127, b &* -1)
let c: Int16 = 0x7FFF
let d: UInt16 = 0xFFFF
print(c &+ 1, d &+ 1, c, d)
let e: Int32 = -2_147_483_648
let f: UInt32 = 4_294_967_295
print(e &- 1, f &+ 1, f &* 3)
let g: Int64 = 9_223_372_036_854_775_807
let h: UInt64 = 0xFFFF_FFFF_FFFF_FFFF
let i: UInt = 18446744073709551615
print(g &+ 1, h &+ 2, i / 5)
print(type(of: a), type(of: b), type(of: c), type(of: d), type(of: e), type(of: f), type(of: g), type(of: h), type(of: i))
print(Int8.min, Int8.max, UInt8.min, UInt8.max, Int16.min, UInt16.max)
print(Int32.min, UInt32.max, Int64.min, UInt64.max, UInt.max)
print(Int8.bitWidth, UInt16.bitWidth, Int32.bitWidth, UInt64.bitWidth, UInt.bitWidth)
print(UInt8.isSigned, Int8.isSigned, UInt32.zero)
let bytes: [UInt8] = [1, 2, 255]
print(bytes, type(of: bytes), bytes.reduce(0, &+))
let maybe: UInt16? = 7
print(maybe as Any, type(of: maybe))
print("interpolated \(a) \(b) \(h)")
print(String(a), String(describing: b), a.description, String(reflecting: c))
print([Int8(-1): "minus one"], (UInt8(1), Int64(-2)))
let shifted: UInt8 = 0b1000_0001
print(shifted << 1, shifted >> 1, shifted &<< 9, shifted &>> 9, shifted << 8, shifted >> -1)
let negative: Int8 = -64
print(negative >> 2, negative << 1, negative << 2, negative &>> 10, negative >> 100)
print(a & 0x0F, a | 0x0F, a ^ 0xFF, ~a, ~b)
var x: UInt32 = 1
x <<= 31
x |= 1
print(x, x.nonzeroBitCount, x.leadingZeroBitCount, x.trailingZeroBitCount, UInt32(0).trailingZeroBitCount)
print(UInt16(0x1234).byteSwapped == 0x3412, Int8(-1).magnitude, type(of: Int16(-5).magnitude))
print(Int32(-7).signum(), UInt8(0).signum(), UInt8(12).isMultiple(of: 4))
print(UInt8(250).addingReportingOverflow(10), Int8(-100).subtractingReportingOverflow(100))
print(UInt16(300).multipliedReportingOverflow(by: 300), Int32(17).quotientAndRemainder(dividingBy: 5))
print(UInt8(7) / 2, UInt8(7) % 3, Int8(-7) / 2, Int8(-7) % 3)
