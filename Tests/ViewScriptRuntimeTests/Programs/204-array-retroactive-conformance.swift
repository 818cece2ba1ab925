// A protocol whose requirements Array already has: `extension Array: Container {}`.
protocol Container {
    associatedtype Item
    mutating func append(_ item: Item)
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}
extension Array: Container {}

struct Stack<Element>: Container {
    var items: [Element] = []
    mutating func append(_ item: Element) { items.append(item) }
    var count: Int { items.count }
    subscript(i: Int) -> Element { items[i] }
}

func fill<C: Container>(_ container: inout C, with items: [C.Item]) {
    for item in items { container.append(item) }
}
func describe<C: Container>(_ container: C) -> String {
    var parts: [String] = []
    for i in 0..<container.count { parts.append("\(container[i])") }
    return parts.joined(separator: ",")
}
var numbers = [1, 2]
numbers.append(3)
print(numbers)
fill(&numbers, with: [4, 5])
print(numbers, numbers.count)
var stack = Stack<String>()
fill(&stack, with: ["a", "b"])
print(describe(stack), describe(numbers))
extension Container where Item == Int {
    func sum() -> Int {
        var total = 0
        for i in 0..<count { total += self[i] }
        return total
    }
}
print(numbers.sum())
