// Wrapping arithmetic: &+ &- &* never trap.
let max = Int.max
let min = Int.min
print(max &+ 1 == min)
print(max &+ 1)
print(min &- 1)
print(max &* 2)
print(min &* -1)
print(0 &- 1)
print(5 &+ 3, 5 &- 8, 6 &* 7)
var x = Int.max - 2
for _ in 0..<5 {
    x = x &+ 1
    print(x)
}
var h = 5381
for c in "hello world".unicodeScalars {
    h = (h &<< 5) &+ h &+ Int(c.value)
}
print("djb2:", h)
var acc = 1
for i in 1...30 {
    acc = acc &* 31 &+ i
}
print(acc)
print(Int.max.addingReportingOverflow(1))
print(Int.max.multipliedReportingOverflow(by: 3))
print(UInt8(200) &+ UInt8(100))
print(Int8.max &+ 1, Int8.min &- 1)
print(UInt.max)
