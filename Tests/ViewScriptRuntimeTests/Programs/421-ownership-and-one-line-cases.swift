// Newer syntax seen in real code: a switch case's statement and the next label on one line,
// `if` and `switch` expressions, typed throws, the `consume` and `copy` operators (SE-0366,
// SE-0377) and the `borrowing` / `consuming` / `sending` parameter modifiers.
enum ParseError: Error { case bad(Int) }

func typed(_ n: Int) throws(ParseError) -> Int {
    if n < 0 { throw .bad(n) }
    return n * 2
}

func label(_ n: Int) -> String {
    switch n { case 0: return "zero" case 1, 2: return "few" default: return "many" }
}

struct Box { var items: [Int] }

func total(_ box: borrowing Box) -> Int { box.items.reduce(0, +) }
func describe(_ box: consuming Box) -> String { "\(box.items.count) items" }
func send(_ value: sending Box) -> Int { value.items.first ?? -1 }

func run() {
    do { print(try typed(4)); _ = try typed(-3) } catch { print("typed error:", error) }
    for n in 0...3 { print(n, label(n)) }
    let flag = Bool.random() || true
    let word = if flag { "yes" } else { "no" }
    let size = switch word { case "yes": 1 default: 0 }
    print(word, size)
    let box = Box(items: [1, 2, 3])
    print(total(box), describe(box), send(box))
    let kept = copy box
    let moved = consume kept
    print(moved.items)
    var copy = 3
    copy += 1
    let consume = copy * 2
    print(copy, consume)
}

run()
