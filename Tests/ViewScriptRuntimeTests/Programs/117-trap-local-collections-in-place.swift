// Mutating library methods and element reads on local collections (the interpreter changes
// and reads a local's array in place), an extension of Array that adds an `append` of its
// own, a dictionary read through the same subscript syntax, then a read past the end.
extension Array {
    mutating func append(twice element: Element) {
        append(element)
        append(element)
    }
}

func run() {
    var numbers: [Int] = []
    for i in 0..<5 { numbers.append(i * i) }
    numbers.append(twice: 7)
    numbers.insert(-1, at: 0)
    numbers.removeLast()
    var text = "ab"
    text.append("c")
    text.append(contentsOf: "de")
    var counts: [String: Int] = ["a": 1]
    counts.removeValue(forKey: "a")
    counts["b"] = 2
    var seen: Set<Int> = []
    seen.insert(3)
    seen.insert(3)
    let copy = numbers
    numbers[0] = 100
    print(numbers, copy, numbers[1] + numbers[numbers.count - 1], text, counts, counts["b"] as Any, seen.count)
    var index = 0
    while index <= numbers.count {
        print(numbers[index], terminator: " ")
        index += 2
    }
    print()
    print(numbers[index])
}
run()
