// Implicitly unwrapped optionals: used like values, still optional underneath.
class Node {
    let value: Int
    var next: Node!
    init(value: Int) { self.value = value }
}
let first = Node(value: 1)
first.next = Node(value: 2)
first.next.next = Node(value: 3)
print(first.next.value + first.next.next.value)
print(first.next.next.next == nil)
var name: String! = "Ada"
let length: Int = name.count
print(length)
print(name as Any)
let copy = name
print(copy as Any)
if let unwrapped = name { print("bound", unwrapped) }
name = nil
print(name == nil, name ?? "none")
class ViewController {
    var label: String!
    func viewDidLoad() { label = "loaded" }
}
let vc = ViewController()
vc.viewDidLoad()
print(vc.label.uppercased())
let numbers: [Int]! = [3, 1, 2]
print(numbers.sorted())
