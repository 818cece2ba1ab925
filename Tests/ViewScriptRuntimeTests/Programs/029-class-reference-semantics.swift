// Classes: reference semantics, identity (===, !==), let constants holding mutable objects, printing.
class Account {
    var owner: String
    var balance: Int
    init(owner: String, balance: Int = 0) {
        self.owner = owner
        self.balance = balance
    }
    func deposit(_ amount: Int) { balance += amount }
}
let a = Account(owner: "ann")
let b = a
b.deposit(50)
print(a.balance, b.balance, a === b, a !== b)
let c = Account(owner: "ann", balance: 50)
print(a === c, a !== c)
func drain(_ account: Account) { account.balance = 0 }
drain(a)
print(b.balance)
var accounts = [a, c]
accounts[1].deposit(1)
print(c.balance)
let copyOfArray = accounts
copyOfArray[0].owner = "changed"
print(a.owner, accounts[0].owner)
print(a)
print(accounts)
print(String(describing: a), String(reflecting: a))
print("\(a)")
print(type(of: a), Account.self)
class Node {
    var value: Int
    var next: Node?
    init(_ value: Int, next: Node? = nil) { self.value = value; self.next = next }
}
let list = Node(1, next: Node(2, next: Node(3)))
var cursor: Node? = list
var values: [Int] = []
while let node = cursor {
    values.append(node.value)
    cursor = node.next
}
print(values)
list.next?.value = 20
print(list.next!.value)
struct Holder { var account: Account }
let h1 = Holder(account: Account(owner: "h"))
var h2 = h1
h2.account.deposit(7)
print(h1.account.balance, h1.account === h2.account)
h2.account = Account(owner: "other")
print(h1.account.owner, h2.account.owner)
print(h1)
let optionalAccount: Account? = a
print(optionalAccount as Any)
class Point: CustomStringConvertible {
    var x = 0, y = 0
    var description: String { "P(\(x), \(y))" }
}
let p = Point()
p.x = 3
print(p, [p], "\(p)")
final class Counter {
    private var count = 0
    func next() -> Int { count += 1; return count }
}
let counter = Counter()
let alias = counter
print(counter.next(), alias.next(), counter.next())
print(ObjectIdentifier(a) == ObjectIdentifier(b), ObjectIdentifier(a) == ObjectIdentifier(c))
