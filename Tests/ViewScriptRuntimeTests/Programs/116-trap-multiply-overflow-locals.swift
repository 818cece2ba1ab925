// TRAP: the product of two locals overflows (Swift's message and line, not a wrapped value).
var factor = 1 << 20
let base = 3
for step in 1...6 {
    let product = base * factor
    print(step, product, product > factor, product - factor)
    factor = product * 1024
}
print("never printed")
