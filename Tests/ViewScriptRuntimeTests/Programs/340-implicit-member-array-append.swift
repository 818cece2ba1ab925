// An implicit member (`.x`, `.payment(total:)`) appended or inserted into an array takes the
// array's element type, as `path.append(.detail(id))` does for a navigation path.
enum Step: Hashable {
    case cart
    case payment(total: Int)
}

var path: [Step] = []
path.append(.cart)
path.append(.payment(total: 48))
path.insert(.payment(total: 12), at: 0)
print(path)
print(path[1] == .cart, path.last == .payment(total: 48))
if case .payment(let total) = path[0] { print("first pays", total) }
