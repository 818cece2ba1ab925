// TRAP: signed integer overflow on +.
var n = Int.max - 3
for _ in 0..<10 {
    n += 1
    print(n)
}
print("never printed")
