// A key path passed for a parameter of function type (SE-0249) and called inside the
// function; unlabeled tuple literals converted to a labeled tuple type, also when the array
// literal is the receiver of `filter`/`sorted` whose result is returned or stored.
struct Ticket { let id: Int; let status: String }

extension Sequence {
    func counts<Key: Hashable>(by key: (Element) -> Key) -> [Key: Int] {
        reduce(into: [:]) { result, element in result[key(element), default: 0] += 1 }
    }
}
let tickets = [Ticket(id: 1, status: "open"), Ticket(id: 2, status: "done"), Ticket(id: 3, status: "open")]
print(tickets.counts(by: \.status).sorted { $0.key < $1.key })

func apply(_ transform: (Ticket) -> Int, to ticket: Ticket) -> Int { transform(ticket) }
print(apply(\.id, to: tickets[2]))
let read: (Ticket) -> String = \.status
print(read(tickets[1]))

func sections(_ today: [Int], _ earlier: [Int]) -> [(title: String, items: [Int])] {
    return [("Today", today), ("Earlier", earlier)].filter { !$0.items.isEmpty }
}
print(sections([1, 2], []).map(\.title), sections([], [3])[0].items)
let ranked: [(name: String, score: Int)] = [("b", 2), ("a", 3)].sorted { $0.score > $1.score }
print(ranked[0].name, ranked)
func pair() -> (first: String, second: Int) { ("x", 1) }
print(pair().first, pair())
