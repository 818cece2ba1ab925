// Enums with associated values: construction, pattern matching, printing, recursion (indirect), Equatable.
enum Shape {
    case circle(radius: Double)
    case rectangle(width: Double, height: Double)
    case triangle(Double, Double, Double)
    case point
}
func area(_ s: Shape) -> Double {
    switch s {
    case .circle(let r): return 3.0 * r * r
    case let .rectangle(w, h): return w * h
    case .triangle(let a, let b, _): return a * b / 2
    case .point: return 0
    }
}
let shapes: [Shape] = [.circle(radius: 2), .rectangle(width: 2, height: 5), .triangle(3, 4, 5), .point]
for s in shapes {
    print(s, "->", area(s))
}
print(shapes)
if case .rectangle(let w, _) = shapes[1] {
    print("width", w)
}
if case .circle = shapes[0] { print("is circle") }
for case let .triangle(a, b, c) in shapes {
    print("triangle sides", a, b, c)
}
enum Result2 {
    case success(String)
    case failure(code: Int, message: String)
}
let results: [Result2] = [.success("ok"), .failure(code: 404, message: "missing")]
for r in results {
    switch r {
    case .success(let text): print("success:", text)
    case .failure(let code, let message) where code >= 400: print("client error \(code): \(message)")
    case .failure: print("other failure")
    }
}
print(results[1])
indirect enum Expr {
    case num(Int)
    case add(Expr, Expr)
    case mul(Expr, Expr)
    case neg(Expr)
}
func eval(_ e: Expr) -> Int {
    switch e {
    case .num(let n): return n
    case .add(let a, let b): return eval(a) + eval(b)
    case .mul(let a, let b): return eval(a) * eval(b)
    case .neg(let a): return -eval(a)
    }
}
let expr = Expr.add(.num(2), .mul(.num(3), .neg(.num(4))))
print(eval(expr))
print(expr)
enum Token: Equatable {
    case word(String)
    case number(Int)
    case end
}
print(Token.word("a") == .word("a"), Token.word("a") == .word("b"), Token.number(1) == .end)
let tokens: [Token] = [.word("hi"), .number(3), .end]
print(tokens, tokens.contains(.end), tokens.firstIndex(of: .number(3)) as Any)
let opt: Token? = .number(7)
print(opt as Any)
enum Box { case value(Int?), pair((Int, String)) }
print(Box.value(nil), Box.value(3), Box.pair((1, "x")))
debugPrint(Token.word("quoted"))
print(String(describing: Shape.circle(radius: 1)), String(reflecting: Shape.circle(radius: 1)))
