// TRAP: int16-multiply-overflow, as Swift traps on fixed-width integers.
var value: Int16 = 3
while true {
    value *= 7
    print(value)
}
