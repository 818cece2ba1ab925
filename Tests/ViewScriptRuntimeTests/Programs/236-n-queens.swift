// N-Queens by backtracking: count solutions and print the first board.
func solveQueens(_ n: Int) -> [[Int]] {
    var solutions: [[Int]] = []
    var columns: [Int] = []
    var usedColumns = Set<Int>(), diag1 = Set<Int>(), diag2 = Set<Int>()
    func place(_ row: Int) {
        if row == n { solutions.append(columns); return }
        for col in 0..<n where !usedColumns.contains(col) && !diag1.contains(row + col) && !diag2.contains(row - col) {
            columns.append(col); usedColumns.insert(col); diag1.insert(row + col); diag2.insert(row - col)
            place(row + 1)
            columns.removeLast(); usedColumns.remove(col); diag1.remove(row + col); diag2.remove(row - col)
        }
    }
    place(0)
    return solutions
}
for n in 1...8 { print("\(n) queens:", solveQueens(n).count) }
let first = solveQueens(6)[0]
print(first)
for col in first {
    print(String(repeating: ". ", count: col) + "Q " + String(repeating: ". ", count: 6 - col - 1))
}
