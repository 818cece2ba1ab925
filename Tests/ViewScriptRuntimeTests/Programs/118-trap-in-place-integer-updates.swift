// Integer updates the interpreter makes where a variable holds its value: `+=` and friends
// on an Int local (captured or not) and on an Int field of a struct in a mutating method,
// binary operators with a literal on one side, `append` on a local array, and copies of
// collections, tuples and enum payloads taken before a change (each keeps its own value).
// Ends with a field's `*=` in a mutating method that overflows.
struct Counter {
    var count: Int
    var label: String
    var scale: Double

    mutating func bump(_ by: Int) {
        count += by
        count -= 1
        count *= 2
        count /= 3
        count %= 1000
        scale += 1
        label += "!"
    }
}

enum Shape {
    case box(Int, Int)
    case dot
}

func run() {
    var total = 0
    var step = -7
    for n in 0..<20 { total += n * 3; step -= n; step %= 11 }
    var captured = 5
    let addTwice = { (x: Int) in captured += x; captured += x }
    addTwice(4)
    var factor = 3
    factor *= -factor
    print(total, step, captured, factor, 10 - total, total / 3, total % 7, 2 < total, total > 1_000)

    var counters = [Counter(count: 10, label: "a", scale: 1), Counter(count: -4, label: "b", scale: 0.5)]
    let before = counters
    for _ in 0..<3 {
        for i in 0..<counters.count { counters[i].bump(i + 5) }
    }
    var single = counters[0]
    let singleCopy = single
    single.bump(100)
    print(counters.map { $0.count }, before.map { $0.count }, single.count, singleCopy.count, counters[1].label, counters[0].scale)

    var numbers: [Int] = []
    for i in 0..<6 { numbers.append(i * i) }
    let snapshot = numbers
    numbers.append(contentsOf: [1, 2])
    numbers[0] += 9
    var words = ["x"]
    words.append("y")
    var text = "t"
    text.append("u")
    var table = ["k": [1]]
    let tableCopy = table
    table["k"]?.append(2)
    var set: Set<Int> = [1]
    let setCopy = set
    set.insert(2)
    var pair = (1, [2])
    let pairCopy = pair
    pair.1.append(3)
    var shape = Shape.box(1, 2)
    let shapeCopy = shape
    if case .box(let w, let h) = shape { shape = .box(w + 10, h) }
    print(numbers, snapshot, words, text, table, tableCopy, set.count, setCopy.count, pair, pairCopy)
    if case .box(let w, _) = shape, case .box(let v, _) = shapeCopy { print(w, v) }
    if case .dot = Shape.dot { print("dot") }

    var big = Counter(count: Int.max - 1, label: "z", scale: 0)
    big.bump(1)
    print("unreachable", big.count)
}

run()
