// Towers of Hanoi: recursive moves, counting, and an iterative check.
var moves: [(Int, String, String)] = []
func hanoi(_ n: Int, from: String, to: String, via: String) {
    guard n > 0 else { return }
    hanoi(n - 1, from: from, to: via, via: to)
    moves.append((n, from, to))
    hanoi(n - 1, from: via, to: to, via: from)
}
hanoi(3, from: "A", to: "C", via: "B")
for (disk, from, to) in moves { print("Move disk \(disk) from \(from) to \(to)") }
print("moves:", moves.count)
for n in 1...10 {
    moves.removeAll()
    hanoi(n, from: "L", to: "R", via: "M")
    print(n, moves.count, moves.count == (1 << n) - 1)
}
var pegs: [[Int]] = [[4, 3, 2, 1], [], []]
func move(_ n: Int, _ a: Int, _ b: Int, _ c: Int) {
    if n == 0 { return }
    move(n - 1, a, c, b)
    pegs[b].append(pegs[a].removeLast())
    move(n - 1, c, b, a)
}
move(4, 0, 2, 1)
print(pegs)
