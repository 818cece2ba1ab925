// TRAP: uint32-subtract-underflow, as Swift traps on fixed-width integers.
let items: [UInt32] = [3, 2, 1, 0]
var count: UInt32 = 5
for item in items {
    count = count - item - 1
    print(count)
}
