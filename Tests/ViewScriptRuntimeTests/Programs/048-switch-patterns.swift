// switch on Int, String, Character, tuples, ranges, enums; value bindings; where clauses; multiple patterns; type patterns.
func describe(_ n: Int) -> String {
    switch n {
    case 0: return "zero"
    case 1, 2, 3: return "small"
    case 4..<10: return "medium"
    case let x where x < 0: return "negative \(x)"
    case let x where x % 2 == 0: return "big even \(x)"
    default: return "big odd"
    }
}
print([0, 2, 7, -3, 100, 101].map(describe))
func quadrant(_ p: (Int, Int)) -> String {
    switch p {
    case (0, 0): return "origin"
    case (_, 0): return "x-axis"
    case (0, _): return "y-axis"
    case (let x, let y) where x == y: return "diagonal \(x)"
    case (1...5, 1...5): return "near"
    case let (x, y) where x > 0 && y > 0: return "Q1 (\(x), \(y))"
    case (..<0, 0...): return "Q2"
    default: return "other"
    }
}
print([(0, 0), (3, 0), (0, -2), (4, 4), (2, 3), (10, 20), (-1, 5), (-1, -1)].map(quadrant))
func kind(_ c: Character) -> String {
    switch c {
    case "a", "e", "i", "o", "u": return "vowel"
    case "0"..."9": return "digit"
    case " ": return "space"
    default: return c.isLetter ? "consonant" : "symbol"
    }
}
print("hi 2u!".map(kind))
func command(_ s: String) -> String {
    switch s.lowercased() {
    case "start", "go": return "starting"
    case "stop": return "stopping"
    case let other where other.hasPrefix("say "): return "saying \(other.dropFirst(4))"
    default: return "unknown \(s)"
    }
}
print(["GO", "stop", "say hello", "jump"].map(command))
let values: [Any] = [1, "two", 3.5, true, [1, 2], (1, 2), Optional<Int>.none as Any]
for v in values {
    switch v {
    case let i as Int: print("Int", i)
    case let s as String: print("String", s)
    case let d as Double where d > 3: print("big Double", d)
    case is Bool: print("a Bool")
    case let arr as [Int]: print("Int array of", arr.count)
    case let (a, b) as (Int, Int): print("pair", a, b)
    default: print("something else")
    }
}
enum Move { case walk(steps: Int), run(speed: Double), jump, stay }
let moves: [Move] = [.walk(steps: 3), .walk(steps: 20), .run(speed: 9.5), .jump, .stay]
for m in moves {
    switch m {
    case .walk(let steps) where steps > 10: print("long walk", steps)
    case .walk(let steps): print("walk", steps)
    case .run(speed: let s): print("run at", s)
    case .jump, .stay: print("no travel:", m)
    }
}
let pair: (Int, String?) = (2, nil)
switch pair {
case (1, _): print("one")
case (2, nil): print("two with nil")
case (2, let s?): print("two with", s)
default: print("default")
}
let nested = (1, (2, 3))
switch nested {
case (1, (let b, 3)): print("nested match b =", b)
default: print("no")
}
let opt: Int? = 42
switch opt {
case nil: print("nil")
case 0?: print("zero")
case let v? where v > 40: print("big", v)
case .some: print("some")
}
switch (true, false) {
case (true, true): print("both")
case (true, false), (false, true): print("exactly one")
case (false, false): print("neither")
}
