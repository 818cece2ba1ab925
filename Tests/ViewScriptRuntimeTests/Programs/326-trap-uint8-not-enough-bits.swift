// TRAP: uint8-not-enough-bits, as Swift traps on fixed-width integers.
let scores = [10, 200, 255, 256, 300]
for score in scores {
    let byte = UInt8(score)
    print(byte)
}
