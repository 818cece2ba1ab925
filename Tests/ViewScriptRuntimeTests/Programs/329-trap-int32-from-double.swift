// TRAP: int32-from-double, as Swift traps on fixed-width integers.
let readings = [1.5, -2.0e9, 3.0e9]
for reading in readings {
    print(Int32(reading))
}
