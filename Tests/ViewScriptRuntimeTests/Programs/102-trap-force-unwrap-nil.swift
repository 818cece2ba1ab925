// TRAP: force-unwrapping nil.
let values = ["1", "2", "x"]
var total = 0
for v in values {
    print("parsing", v)
    total += Int(v)!
    print("total", total)
}
print("never printed")
