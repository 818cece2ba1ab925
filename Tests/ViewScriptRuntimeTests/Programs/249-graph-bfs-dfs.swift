// Graph search: BFS shortest path, DFS order, connected components, topological sort.
let edges = [(1, 2), (1, 3), (2, 4), (3, 4), (4, 5), (6, 7)]
var graph: [Int: [Int]] = [:]
for (a, b) in edges {
    graph[a, default: []].append(b)
    graph[b, default: []].append(a)
}
for key in graph.keys { graph[key]!.sort() }
func bfs(from start: Int, to goal: Int) -> [Int]? {
    var queue = [start], previous: [Int: Int] = [:], seen: Set = [start]
    while !queue.isEmpty {
        let node = queue.removeFirst()
        if node == goal {
            var path = [goal]
            while let p = previous[path[0]] { path.insert(p, at: 0) }
            return path
        }
        for next in graph[node] ?? [] where !seen.contains(next) {
            seen.insert(next); previous[next] = node; queue.append(next)
        }
    }
    return nil
}
func dfs(_ node: Int, _ seen: inout Set<Int>, _ order: inout [Int]) {
    guard seen.insert(node).inserted else { return }
    order.append(node)
    for next in graph[node] ?? [] { dfs(next, &seen, &order) }
}
print(bfs(from: 1, to: 5) as Any, bfs(from: 1, to: 7) as Any)
var seen = Set<Int>(), order: [Int] = []
dfs(1, &seen, &order)
print(order)
var components: [[Int]] = []
var visited = Set<Int>()
for node in graph.keys.sorted() where !visited.contains(node) {
    var component: [Int] = []
    dfs(node, &visited, &component)
    components.append(component.sorted())
}
print(components)
let tasks: [String: [String]] = ["shop": [], "cook": ["shop"], "eat": ["cook", "lay table"], "lay table": [], "wash": ["eat"]]
func topoSort(_ deps: [String: [String]]) -> [String] {
    var result: [String] = [], done = Set<String>()
    func visit(_ t: String) {
        if done.contains(t) { return }
        for d in deps[t]!.sorted() { visit(d) }
        done.insert(t); result.append(t)
    }
    for t in deps.keys.sorted() { visit(t) }
    return result
}
print(topoSort(tasks))
