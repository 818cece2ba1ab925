// sorted, sorted(by:), sort, stable sorting with tuples, reversed, sorting strings and structs, Comparable.
let xs = [5, 3, 9, 1, 5, 0, -2]
print(xs.sorted(), xs.sorted(by: >), xs.sorted { $0 > $1 })
print(xs.sorted().reversed().map { $0 })
var ys = xs
ys.sort()
print(ys, xs)
ys.sort(by: >)
print(ys)
let words = ["banana", "Apple", "cherry", "apple", "fig", "Banana"]
print(words.sorted())
print(words.sorted { $0.lowercased() < $1.lowercased() })
print(words.sorted { $0.count < $1.count })
print(words.sorted { ($0.count, $0) < ($1.count, $1) })
struct Player { var name: String; var score: Int; var age: Int }
let players = [
    Player(name: "Zed", score: 10, age: 30),
    Player(name: "Amy", score: 30, age: 25),
    Player(name: "Bob", score: 10, age: 22),
    Player(name: "Cat", score: 30, age: 28),
]
print(players.sorted { $0.score > $1.score }.map(\.name))
print(players.sorted { ($0.score, $0.name) > ($1.score, $1.name) }.map(\.name))
print(players.sorted { $0.score != $1.score ? $0.score > $1.score : $0.age < $1.age }.map(\.name))
print(players.sorted(by: { $0.name < $1.name }).map { "\($0.name):\($0.score)" })
print([3.5, -1.0, 2.25].sorted(), ["b", "a"].sorted(by: <))
print([Character("z"), "a", "M"].sorted())
print(["é", "e", "f", "E"].sorted())
print([[2, 1], [1, 9], [1, 2]].sorted { $0.lexicographicallyPrecedes($1) })
print(["10", "9", "100"].sorted(), ["10", "9", "100"].sorted { Int($0)! < Int($1)! })
print([true, false, true].sorted { !$0 && $1 })
print(Set([4, 2, 8]).sorted(), ["b": 1, "a": 2].keys.sorted(), ["b": 1, "a": 2].values.sorted())
enum Priority: Int, Comparable {
    case low = 1, high = 3, medium = 2
    static func < (a: Priority, b: Priority) -> Bool { a.rawValue < b.rawValue }
}
print([Priority.high, .low, .medium].sorted(), [Priority.high, .low].max()!)
let stable = [(1, "a"), (0, "b"), (1, "c"), (0, "d")].sorted { $0.0 < $1.0 }
print(stable.map(\.1))
var names = ["d", "c", "b", "a"]
names.sort { $0 < $1 }
print(names, names.reversed().joined())
