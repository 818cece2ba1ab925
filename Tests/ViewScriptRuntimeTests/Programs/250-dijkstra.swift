// Dijkstra's shortest paths on a small weighted graph (a simple priority queue by scanning).
struct Edge { let to: String; let weight: Int }
let graph: [String: [Edge]] = [
    "A": [Edge(to: "B", weight: 7), Edge(to: "C", weight: 9), Edge(to: "F", weight: 14)],
    "B": [Edge(to: "A", weight: 7), Edge(to: "C", weight: 10), Edge(to: "D", weight: 15)],
    "C": [Edge(to: "A", weight: 9), Edge(to: "B", weight: 10), Edge(to: "D", weight: 11), Edge(to: "F", weight: 2)],
    "D": [Edge(to: "B", weight: 15), Edge(to: "C", weight: 11), Edge(to: "E", weight: 6)],
    "E": [Edge(to: "D", weight: 6), Edge(to: "F", weight: 9)],
    "F": [Edge(to: "A", weight: 14), Edge(to: "C", weight: 2), Edge(to: "E", weight: 9)],
]
func dijkstra(from source: String) -> (distance: [String: Int], previous: [String: String]) {
    var distance = [source: 0], previous: [String: String] = [:]
    var unvisited = Set(graph.keys)
    while let current = unvisited.filter({ distance[$0] != nil }).min(by: { (distance[$0]!, $0) < (distance[$1]!, $1) }) {
        unvisited.remove(current)
        for edge in graph[current]! where unvisited.contains(edge.to) {
            let candidate = distance[current]! + edge.weight
            if candidate < distance[edge.to, default: Int.max] {
                distance[edge.to] = candidate
                previous[edge.to] = current
            }
        }
    }
    return (distance, previous)
}
let (distance, previous) = dijkstra(from: "A")
for node in distance.keys.sorted() {
    var path = [node]
    while let p = previous[path[0]] { path.insert(p, at: 0) }
    print(node, distance[node]!, path.joined(separator: " -> "))
}
let fromE = dijkstra(from: "E").distance
print(fromE.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", "))
