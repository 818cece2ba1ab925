/// The boxes of the variables a closure captures, in the order of its definition's
/// `captures`. Most closures capture one variable (a button's action, `self`): it is kept
/// inline, so making such a closure allocates no array; more are kept in an array. (The same
/// shape as the view graph's `NodeChildren`, kept apart: see there.)
public struct Captures: RandomAccessCollection, ExpressibleByArrayLiteral {
    private enum Storage {
        case one(Box)
        case many([Box])
    }
    private var storage: Storage

    public init() { storage = .many([]) }

    public init(_ boxes: [Box]) {
        storage = boxes.count == 1 ? .one(boxes[0]) : .many(boxes)
    }

    public init(arrayLiteral boxes: Box...) { self.init(boxes) }

    public var startIndex: Int { 0 }
    public var endIndex: Int {
        switch storage {
        case .one: 1
        case .many(let boxes): boxes.count
        }
    }

    public subscript(position: Int) -> Box {
        switch storage {
        case .one(let box):
            precondition(position == 0, "Index out of range")
            return box
        case .many(let boxes): return boxes[position]
        }
    }

    /// Adds a box (while the closure is being made).
    public mutating func append(_ box: Box) {
        switch storage {
        case .many(var boxes):
            if boxes.isEmpty {
                storage = .one(box)
                return
            }
            storage = .many([])  // the array stays uniquely referenced while it grows
            boxes.append(box)
            storage = .many(boxes)
        case .one(let first):
            storage = .many([first, box])
        }
    }
}
