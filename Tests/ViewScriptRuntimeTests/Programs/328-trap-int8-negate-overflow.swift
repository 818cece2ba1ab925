// TRAP: int8-negate-overflow, as Swift traps on fixed-width integers.
var values: [Int8] = [127, -127, -128]
for value in values {
    print(-value)
}
