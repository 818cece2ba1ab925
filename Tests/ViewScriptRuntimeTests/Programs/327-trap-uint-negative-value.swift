// TRAP: uint-negative-value, as Swift traps on fixed-width integers.
let deltas = [3, 0, -2]
for delta in deltas {
    print(UInt(delta))
}
