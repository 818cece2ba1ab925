// TRAP: building a range with upper bound below lower bound.
func span(_ lo: Int, _ hi: Int) -> [Int] {
    Array(lo..<hi)
}
print(span(1, 4))
print(span(5, 5))
print(span(5, 2))
print("never printed")
