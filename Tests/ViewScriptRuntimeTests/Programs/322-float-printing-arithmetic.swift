// Float: its own digits when printed, arithmetic at single precision, conversions and members.
let third = Float(1) / 3
print(third, type(of: third), third * 3 == 1)
let tenth: Float = 0.1
print(tenth, tenth + 0.2, Double(tenth), tenth == 0.1)
var sum: Float = 0
for _ in 0..<10 { sum += 0.1 }
print(sum, sum == 1)
print(Float.pi, Float.greatestFiniteMagnitude, Float.leastNonzeroMagnitude, Float.infinity, -Float.infinity)
print(Float(16777216) + 1, Float(1e20), Float(123456789), Float(0.000012345))
print(Float(2).squareRoot(), Float(2.5).rounded(), Float(-2.5).rounded(.towardZero), Float(7).truncatingRemainder(dividingBy: 3))
let values: [Float] = [1.5, 2.25, 3]
print(values, values.reduce(0, +), values.map { $0 * 2 }, type(of: values))
print(Float("3.14") as Any, Float("abc") as Any, String(Float(0.5)), "\(Float(2) / 7)")
print(Int(Float(3.9)), Int(Float(-3.9)), Double(Float(1) / 3), Float(Double.pi))
print(Float(1) < 2, max(Float(1.5), 2.5), min(Float(3), 2), abs(Float(-4.5)))
print(Float(0.1).description, Float.nan.isNaN, Float(1).ulp, Float(1).nextUp)
print(MemoryLayout<Float>.size, MemoryLayout<Int8>.size, MemoryLayout<UInt32>.stride)
