// TRAP: precondition without a message, checked in a loop.
var values = [3, 2, 1, 0]
for v in values {
    precondition(v > 0)
    print("checked", v)
}
print("never printed", values.count)
