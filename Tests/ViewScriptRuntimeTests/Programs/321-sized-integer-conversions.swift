// Conversions between the integer widths, Int, Double, Float and String, failable and clamping forms.
let small: UInt8 = 200
print(Int(small) + 100, Int8(truncatingIfNeeded: small), UInt16(small) * 300)
print(Int8(exactly: small) as Any, Int16(exactly: small) as Any, UInt8(exactly: 255) as Any, UInt8(exactly: 256) as Any)
print(UInt8(exactly: -1) as Any, UInt8(exactly: 2.0) as Any, UInt8(exactly: 2.5) as Any, Int8(exactly: 127.0) as Any)
print(UInt8(clamping: 300), UInt8(clamping: -3), Int8(clamping: -300), Int16(clamping: Int.max), UInt64(clamping: -1))
print(UInt8(truncatingIfNeeded: 0x1FF), Int16(truncatingIfNeeded: 70000), UInt32(truncatingIfNeeded: -1), Int64(truncatingIfNeeded: UInt64.max))
print(UInt64(bitPattern: -1), Int64(bitPattern: UInt64.max), Int(bitPattern: UInt.max))
print(UInt8(3.99), Int8(-3.99), UInt32(1e9), Int64(-1e18), Int(Float(2.5)))
print(Double(UInt64.max), Double(Int8.min), Float(UInt16.max), Double(UInt8(3)) / 2)
print(UInt8("42") as Any, UInt8("-1") as Any, UInt8("256") as Any, Int8("-128") as Any, Int8("128") as Any)
print(UInt16("ffff", radix: 16) as Any, UInt32("z", radix: 36) as Any, Int32("-101", radix: 2) as Any, UInt8("") as Any)
print(UInt64("18446744073709551615") as Any, UInt64("18446744073709551616") as Any, UInt("+5") as Any)
print(String(UInt8(255), radix: 2), String(Int8(-16), radix: 16), String(UInt64.max, radix: 16, uppercase: true))
print(String(Int32.min, radix: 36), String(UInt16(0), radix: 2))
var total: UInt32 = 0
for byte in "ViewScript".utf8 { total = total &* 31 &+ UInt32(byte) }
print(total, type(of: Array("ab".utf8)), Array("é".utf8), Array("é".utf16))
let letter: Character = "z"
print(letter.asciiValue as Any, Character("é").asciiValue as Any, type(of: letter.asciiValue))
if let ascii = letter.asciiValue { print(ascii - 97, Character(UnicodeScalar(ascii - 25))) }
for scalar in "A€".unicodeScalars { print(scalar.value, type(of: scalar.value), String(scalar.value, radix: 16)) }
print(UInt8(ascii: "a"), Int(UInt8(ascii: "0")))
print(UInt8(1) == 1, Int16(5) < 7, UInt8(200) > Int8(-1), Int64(3) == Int32(3), UInt(0) != UInt8(0))
print([UInt8(3), 1, 2].sorted(), [Int16(-4), 9, 0].max() as Any, Set([UInt32(1), 1, 2]).count)
