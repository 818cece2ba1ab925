// TRAP: force-unwrapping a missing dictionary key.
let prices = ["apple": 3, "pear": 4]
for fruit in ["apple", "pear", "plum"] {
    let price = prices[fruit]!
    print(fruit, price)
}
print("never printed")
