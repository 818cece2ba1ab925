// An implicit member (`.x`) as a dictionary key or a set element takes the collection's
// key or element type, in subscripts, `default:` subscripts and set methods.
enum Player: String { case x, o }

var score: [Player: Int] = [.x: 0, .o: 0]
score[.x, default: 0] += 1
score[.x, default: 0] += 1
score[.o] = 5
print(score[.x, default: 7], score[.o] ?? -1, score.count)

var names: [Player: String] = [:]
names[.o] = "noughts"
print(names[.o] ?? "none", names[.x] ?? "none", names.count)

var seen: Set<Player> = [.x]
print(seen.contains(.x), seen.contains(.o))
seen.insert(.o)
seen.remove(.x)
print(seen.count, seen.contains(.o), seen.contains(.x))
