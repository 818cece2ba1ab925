// TRAP: Int.min / -1 overflows.
let values = [10, -10, Int.min]
for v in values {
    let divisor = -1
    print(v, "/", divisor, "=", v / divisor)
}
print("never printed")
