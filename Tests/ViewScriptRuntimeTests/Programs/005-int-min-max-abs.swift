// min, max, abs, magnitude, clamping by hand.
print(min(3, 7), max(3, 7))
print(min(5, 2, 9, 1, 7), max(5, 2, 9, 1, 7))
print(min(-1, -2), max(-1, -2))
print(abs(-42), abs(42), abs(0))
print(abs(Int.min + 1))
print((-17).magnitude)
print(min(2.5, 1.5), max(2.5, 1.5), abs(-3.25))
print(min("pear", "apple"), max("pear", "apple"))
func clamp(_ v: Int, _ lo: Int, _ hi: Int) -> Int { min(max(v, lo), hi) }
for v in [-10, 0, 5, 10, 15] {
    print("clamp(\(v)) =", clamp(v, 0, 10))
}
let xs = [4, -9, 13, 0, 13, -9]
print(xs.min()!, xs.max()!)
print(xs.map(abs))
print(Int.max, Int.min, Int.zero)
