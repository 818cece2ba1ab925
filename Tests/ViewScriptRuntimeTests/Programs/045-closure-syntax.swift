// Closure syntax: full form, inferred types, implicit return, $0/$1 shorthand, operator functions, trailing closures, multiple trailing closures.
let numbers = [5, 3, 8, 1]
print(numbers.sorted(by: { (a: Int, b: Int) -> Bool in return a > b }))
print(numbers.sorted(by: { a, b in a > b }))
print(numbers.sorted(by: { $0 > $1 }))
print(numbers.sorted(by: >))
print(numbers.sorted { $0 < $1 })
print(numbers.map { $0 * 2 })
print(numbers.map { n -> String in
    let doubled = n * 2
    return "\(n)->\(doubled)"
})
print(numbers.filter { $0.isMultiple(of: 2) == false })
print(numbers.reduce(0) { $0 + $1 })
print(numbers.reduce("") { $0 + String($1) })
let square: (Int) -> Int = { $0 * $0 }
print(square(7))
let greet = { (name: String) in "Hi \(name)" }
print(greet("Ann"))
let noArgs = { () -> String in "nothing" }
print(noArgs())
let ignoring: (Int, Int) -> Int = { _, _ in 0 }
print(ignoring(1, 2))
func perform(times: Int, _ action: (Int) -> Void) {
    for i in 0..<times { action(i) }
}
perform(times: 3) { i in
    print("trailing", i)
}
perform(times: 2) { print("shorthand", $0) }
func animate(duration: Double, animations: () -> Void, completion: (Bool) -> Void) {
    print("animate for", duration)
    animations()
    completion(true)
}
animate(duration: 0.3) {
    print("animating")
} completion: { finished in
    print("finished:", finished)
}
let composed = { (f: @escaping (Int) -> Int, g: @escaping (Int) -> Int) in { (x: Int) in g(f(x)) } }
let addThenSquare = composed({ $0 + 1 }, square)
print(addThenSquare(3))
let immediately: Int = {
    var total = 0
    for i in 1...4 { total += i }
    return total
}()
print(immediately)
let strings = numbers.map(String.init)
print(strings)
print([[1, 2], [3]].map { $0.count })
print(["a", "b"].enumerated().map { "\($0.offset):\($0.element)" })
print(numbers.first { $0 > 4 } as Any)
let add: (Int, Int) -> Int = (+)
print(add(2, 3), [1, 2, 3].reduce(1, *))
print(numbers.contains { $0 > 7 }, numbers.allSatisfy { $0 > 0 })
let keyPathMap = [(name: "x", n: 1)].map(\.name)
print(keyPathMap)
