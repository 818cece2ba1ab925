// Conditions and operands the interpreter reads without building values: comparisons of
// locals, literals and struct fields in `if`, `while`, `guard`, `repeat`, `where`, `&&`,
// `||` and `?:`; `String(x)` of an Int and of other values; `+=` with a field on the right;
// a field read through a computed property and a wrapper-free struct in a captured local.
// Ends with an `Int` comparison whose operand overflows first.
struct Point {
    var x: Int
    var y: Int
    var name: String

    var sum: Int { x + y }

    func isRight(of other: Point) -> Bool { x > other.x && y >= other.y }

    mutating func pull(toward other: Point) {
        x += other.x
        y -= other.y
        if x > 100 || y < -100 { x = 0 }
        name += String(x)
    }
}

func run() {
    var p = Point(x: 3, y: 4, name: "p")
    let q = Point(x: -2, y: 9, name: "q")
    var steps = 0
    while p.x < 50 && steps < 20 {
        p.pull(toward: q)
        steps += 1
    }
    print(p.x, p.y, p.name, steps, p.sum, p.isRight(of: q), q.isRight(of: p))

    var total = 0
    for i in 0..<30 where i % 4 == 0 || i > 25 { total += i }
    var countdown = 5
    repeat { countdown -= 1 } while countdown > 0
    let label = total > 80 ? "big" : "small"
    print(total, countdown, label, 7 < total, total <= 7, 1 == 1, 2 != 2)

    let texts = [String(42), String(-7), String(0), String(Int.max), String(2.5), String(true), String("s"), String(Character("c"))]
    print(texts, texts.count)

    var captured = Point(x: 1, y: 1, name: "c")
    let grow = { captured.x += captured.y; captured.y += captured.x }
    for _ in 0..<5 { grow() }
    print(captured.x, captured.y, captured.x > captured.y, captured.sum >= 30)

    var values: [Double] = [1.5, -2.0, 3.25]
    values[0] += 1
    var names = ["a", "b"]
    names[1] += "z"
    if values[0] > 2.0, names[1] == "bz" { print("double and string comparisons", values, names) }
    guard p.y < 1_000_000 else { return }
    let limit = Point(x: Int.max, y: 0, name: "limit")
    if limit.x + 1 > 0 { print("unreachable") }
}

run()
