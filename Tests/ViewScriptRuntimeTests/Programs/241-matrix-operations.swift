// A Matrix struct: multiplication, transpose, identity, powers and determinant.
struct Matrix: Equatable, CustomStringConvertible {
    var rows: [[Int]]
    var size: Int { rows.count }
    static func identity(_ n: Int) -> Matrix {
        Matrix(rows: (0..<n).map { i in (0..<n).map { $0 == i ? 1 : 0 } })
    }
    static func * (a: Matrix, b: Matrix) -> Matrix {
        let n = a.size
        var result = [[Int]](repeating: [Int](repeating: 0, count: n), count: n)
        for i in 0..<n { for j in 0..<n { for k in 0..<n { result[i][j] += a.rows[i][k] * b.rows[k][j] } } }
        return Matrix(rows: result)
    }
    var transposed: Matrix { Matrix(rows: (0..<size).map { j in rows.map { $0[j] } }) }
    func power(_ e: Int) -> Matrix { e == 0 ? .identity(size) : self * power(e - 1) }
    func minor(_ row: Int, _ col: Int) -> Matrix {
        Matrix(rows: rows.enumerated().filter { $0.offset != row }.map { r in
            r.element.enumerated().filter { $0.offset != col }.map(\.element)
        })
    }
    var determinant: Int {
        if size == 1 { return rows[0][0] }
        if size == 2 { return rows[0][0] * rows[1][1] - rows[0][1] * rows[1][0] }
        return (0..<size).reduce(0) { sum, j in sum + (j % 2 == 0 ? 1 : -1) * rows[0][j] * minor(0, j).determinant }
    }
    var description: String { rows.map { $0.map { String($0) }.joined(separator: " ") }.joined(separator: "\n") }
}
let a = Matrix(rows: [[1, 2], [3, 4]])
let b = Matrix(rows: [[0, 1], [1, 0]])
print(a * b)
print(a.transposed)
print(a.power(3))
print(a * .identity(2) == a)
let m = Matrix(rows: [[2, 0, 1], [1, 3, 2], [1, 1, 1]])
print(m.determinant, a.determinant, Matrix.identity(4).determinant)
print(m.minor(0, 0))
let fib = Matrix(rows: [[1, 1], [1, 0]]).power(10)
print(fib.rows[0][1])
