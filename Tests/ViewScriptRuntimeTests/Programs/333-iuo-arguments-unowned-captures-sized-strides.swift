// Implicitly unwrapped optionals passed where a non-optional is expected are force-unwrapped;
// `[unowned self]` and `[weak self]` capture lists do not keep the object alive;
// `stride(from:to:by:)` and `stride(from:through:by:)` over fixed-width integers.
func double(_ x: Int) -> Int { x * 2 }
func greet(_ name: String) -> String { "Hello, \(name)" }
var count: Int! = 21
var name: String! = "IUO"
print(double(count), greet(name))
let plain: Int = count
let text: String = name
print(plain, text, String(describing: count as Int?))
struct Box { var value: Int! }
let box = Box(value: 7)
print(double(box.value), [box.value] as [Int])
final class Node {
    var label: String
    var next: Node!
    init(_ label: String) { self.label = label }
}
func describe(_ node: Node) -> String { "node \(node.label)" }
let head = Node("a")
head.next = Node("b")
print(describe(head.next), head.next.label)

for b in stride(from: UInt8(0), to: 10, by: 3) { print(b, terminator: " ") }
print()
for b in stride(from: Int32(10), through: 0, by: -4) { print(b, type(of: b), terminator: " ") }
print()
print(Array(stride(from: UInt16(1), to: 8, by: 2)), Array(stride(from: Int8(-3), through: 3, by: 3)))
print(stride(from: UInt64(5), to: 0, by: -2).map { $0 * 2 })

class Owner {
    var name = "owner"
    var handler: (() -> Void)?
    init() { handler = { [unowned self] in print("unowned sees", self.name) } }
    deinit { print("deinit Owner") }
}
do {
    let owner = Owner()
    owner.handler?()
}
print("after Owner")
class Watcher {
    var callback: (() -> Void)?
    init() { callback = { [weak self] in print("weak self is nil:", self == nil) } }
    deinit { print("deinit Watcher") }
}
var keep: (() -> Void)?
do {
    let watcher = Watcher()
    watcher.callback?()
    keep = watcher.callback
}
keep?()
print("end")
