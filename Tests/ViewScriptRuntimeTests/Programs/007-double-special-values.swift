// Signed zero, infinity, NaN and conversions.
let negZero = -0.0
print(negZero, 0.0, negZero == 0.0, negZero.sign == .minus)
print(1 / negZero, 1 / 0.0)
print(Double.infinity, -Double.infinity, Double.nan, -Double.nan)
let inf = Double.infinity
// The sign of a NaN produced by arithmetic is hardware-specific, so only test isNaN.
print(inf + 1, (inf - inf).isNaN, (inf * 0).isNaN, inf > 1e308)
let nan = Double.nan
print(nan == nan, nan != nan, nan < 1, nan > 1, nan.isNaN)
let zero = 0.0
print((zero / zero).isNaN)
print(inf.isInfinite, inf.isFinite, 1.0.isFinite, nan.isFinite)
print(Double(Int.max), Double(Int.max) == 9223372036854775807.0)
print(Int(3.99), Int(-3.99), Int(1e18))
print(Int(exactly: 2.0) as Any, Int(exactly: 2.5) as Any)
print(Double("inf") as Any, Double("nan") as Any, Double("-0") as Any)
print([inf, -inf, nan, negZero])
print("\(inf) \(nan) \(negZero)")
print(Double.ulpOfOne, 1.0 + Double.ulpOfOne)
print(min(nan, 1.0), max(1.0, 2.0))
print(Double.zero, Double.pi / 2)
