// TRAP: fatalError inside a closure passed to map, after partial output in the closure.
let xs = [1, 2, 3, 4]
let ys = xs.map { x -> Int in
    print("mapping", x)
    if x == 3 { fatalError("cannot map \(x)") }
    return x * 2
}
print(ys)
