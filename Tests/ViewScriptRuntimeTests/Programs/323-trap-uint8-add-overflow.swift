// TRAP: uint8-add-overflow, as Swift traps on fixed-width integers.
var level: UInt8 = 250
for step in 0..<10 {
    level += 2
    print(step, level)
}
print("never printed")
