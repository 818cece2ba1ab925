// TRAP: array index out of range after some output.
let items = ["a", "b", "c"]
for i in 0..<items.count {
    print(i, items[i])
}
var index = items.count
print("about to read index", index)
print(items[index])
print("never printed")
