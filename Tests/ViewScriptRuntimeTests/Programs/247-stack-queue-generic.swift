// Generic Stack and Queue structs; balanced brackets and reverse Polish notation.
struct Stack<Element> {
    private var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element? { items.popLast() }
    var top: Element? { items.last }
    var isEmpty: Bool { items.isEmpty }
    var count: Int { items.count }
}
struct Queue<Element> {
    private var inbox: [Element] = [], outbox: [Element] = []
    mutating func enqueue(_ item: Element) { inbox.append(item) }
    mutating func dequeue() -> Element? {
        if outbox.isEmpty { outbox = inbox.reversed(); inbox.removeAll() }
        return outbox.popLast()
    }
    var isEmpty: Bool { inbox.isEmpty && outbox.isEmpty }
}
func isBalanced(_ s: String) -> Bool {
    let pairs: [Character: Character] = [")": "(", "]": "[", "}": "{"]
    var stack = Stack<Character>()
    for ch in s {
        if "([{".contains(ch) { stack.push(ch) }
        else if let open = pairs[ch] { if stack.pop() != open { return false } }
    }
    return stack.isEmpty
}
for s in ["([]{})", "([)]", "((", "{[()()]}", ""] { print(s.isEmpty ? "<empty>" : s, isBalanced(s)) }
func rpn(_ expression: String) -> Int? {
    var stack = Stack<Int>()
    for token in expression.split(separator: " ") {
        if let n = Int(token) { stack.push(n); continue }
        guard let b = stack.pop(), let a = stack.pop() else { return nil }
        switch token {
        case "+": stack.push(a + b)
        case "-": stack.push(a - b)
        case "*": stack.push(a * b)
        case "/": stack.push(a / b)
        default: return nil
        }
    }
    return stack.count == 1 ? stack.pop() : nil
}
print(rpn("3 4 + 2 *") as Any, rpn("5 1 2 + 4 * + 3 -") as Any, rpn("1 +") as Any)
var queue = Queue<Int>()
for i in 1...3 { queue.enqueue(i) }
print(queue.dequeue() as Any)
queue.enqueue(4)
var drained: [Int] = []
while let x = queue.dequeue() { drained.append(x) }
print(drained, queue.isEmpty)
