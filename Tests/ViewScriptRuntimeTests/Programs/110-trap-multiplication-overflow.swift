// TRAP: overflow in multiplication (factorial of 21).
var f = 1
for i in 1...25 {
    f *= i
    print("\(i)! = \(f)")
}
print("never printed")
