// append, insert, remove(at:), removeAll, removeLast, popLast, removeFirst, subscripts, swapAt.
var xs = [10, 20, 30]
xs.append(40)
print(xs)
xs.append(contentsOf: [50, 60])
print(xs)
xs += [70]
print(xs)
xs.insert(5, at: 0)
print(xs)
xs.insert(25, at: 3)
print(xs)
xs.insert(99, at: xs.count)
print(xs)
let removed = xs.remove(at: 1)
print(removed, xs)
let last = xs.removeLast()
print(last, xs)
let first = xs.removeFirst()
print(first, xs)
print(xs.popLast() as Any, xs)
xs.removeLast(2)
print(xs)
xs.removeFirst(2)
print(xs)
xs.removeAll(where: { $0 > 25 })
print(xs)
var ys = [1, 2, 3, 4, 5, 6]
ys.removeAll { $0 % 2 == 0 }
print(ys)
ys.removeAll()
print(ys, ys.isEmpty, ys.popLast() as Any)
var zs = [1, 2, 3, 4, 5]
zs[1] = 20
zs[2...3] = [30, 31, 32]
print(zs)
zs.replaceSubrange(0..<2, with: [0])
print(zs)
zs.swapAt(0, 1)
print(zs)
zs.reverse()
print(zs)
zs.sort()
print(zs)
zs.sort(by: >)
print(zs)
var names = ["b", "a"]
names += ["c"]
names.insert(contentsOf: ["x", "y"], at: 1)
print(names, names.count)
if let i = names.firstIndex(of: "x") {
    names.remove(at: i)
}
print(names)
var stack: [Int] = []
for i in 1...4 { stack.append(i * i) }
while let top = stack.popLast() {
    print("pop", top, "left", stack.count)
}
var queue = ["a", "b", "c"]
while !queue.isEmpty {
    print("dequeue", queue.removeFirst())
}
