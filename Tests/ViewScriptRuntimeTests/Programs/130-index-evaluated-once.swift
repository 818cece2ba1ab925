// Swift evaluates each index of an access once, however the access is used: read, written,
// changed by a compound assignment, or the receiver of a mutating method.
var log: [String] = []
func at(_ k: Int) -> Int { log.append("at(\(k))"); return k }

struct Cell {
    var values = [10, 20]
    mutating func bump(_ k: Int) { values[k] += 1 }
}

var numbers = [1, 2, 3]
numbers[at(0)] += 1
numbers[at(1)] = numbers[at(2)] * 10
print(numbers, log)
log.removeAll()

var cells = [Cell(), Cell()] {
    didSet { log.append("didSet") }
}
cells[at(1)].bump(0)
print(cells.map(\.values), log)
log.removeAll()

cells[at(0)].values.append(7)
print(cells.map(\.values), log)
log.removeAll()

cells[at(0)].values[at(2)] -= 3
print(cells.map(\.values), log)
log.removeAll()

var grid = [[1, 2], [3, 4]]
grid[at(1)][at(0)] *= 5
grid[at(0)].append(9)
print(grid, log)
log.removeAll()

var table = ["a": [1, 2]]
table["a"]![at(1)] += 40
table["a"]?.append(at(3))
print(table, log)
log.removeAll()

final class Box { var n = 0 }
let boxes = [Box(), Box()]
boxes[at(1)].n += 2
print(boxes.map(\.n), log)
log.removeAll()

// An `&` argument's indices: evaluated once, in argument order, and the write-back after the
// call goes to the same element.
func bump(_ x: inout Int) { x += 1 }
func pair(_ first: Int, _ x: inout Int) { x += first }
var row = [1, 2, 3]
bump(&row[at(1)])
pair(at(5), &row[at(2)])
var points = [Cell(), Cell()]
bump(&points[at(0)].values[at(1)])
print(row, points.map(\.values), log)
log.removeAll()

// Through optionals: the index before a `?` is evaluated once; one after a `nil` never.
var groups: [String: [Int]] = ["x": [1]]
func key(_ k: String) -> String { log.append("key(\(k))"); return k }
groups[key("x")]?.append(2)
groups[key("y")]?.append(3)
groups[key("x"), default: []].append(4)
var tallies: [String: Int] = ["a": 1]
tallies[key("a")]? += 1
tallies[key("b")]? += 1
var maybe: [Int]? = nil
maybe?[at(0)] += 1
maybe = [5]
maybe?[at(0)] += 1
print(groups, tallies, maybe ?? [], log)
