/// The elements of the lists being parsed, one stack per element type, shared by a parse and
/// its nested parsers (string interpolations).
///
/// A list (a block's statements, a type's members, a call's arguments and trailing closures)
/// pushes its elements while it is parsed and takes them at its end as one array of exactly
/// their number. Lists nest (an argument holds a closure whose statements hold calls), and an
/// inner list is taken before the outer one pushes its next element, so each list's elements
/// are the top of the stack. A list built in a local array instead grows it step by step:
/// each step allocates, copies and frees, and the last leaves unused capacity in the tree.
final class ParserScratch {
    let statements = ScratchList<Stmt>()
    let declarations = ScratchList<Decl>()
    let arguments = ScratchList<Argument>()
    /// The operand and operator stacks of the infix sequences being folded (`parseSequence`).
    let operands = ScratchList<Expr>()
    let operators = ScratchList<Parser.PendingOperator>()
    /// The segments of the string literal being parsed (`parseStringLiteral`), one array reused
    /// for every literal instead of one allocated (and grown) for each.
    @exclusivity(unchecked) private var stringSegments: [RawStringSegment] = []

    /// The segments array, empty, taken out until `returnStringSegments` gives it back.
    func takeStringSegments() -> [RawStringSegment] {
        let taken = stringSegments
        stringSegments = []
        return taken
    }

    /// Gives the array back, emptied (keeping its capacity).
    func returnStringSegments(_ segments: inout [RawStringSegment]) {
        segments.removeAll(keepingCapacity: true)
        stringSegments = segments
        segments = []
    }
}

/// A stack of elements (see `ParserScratch`). Every function that pushes takes what it
/// pushed before it returns, on every path: `let mark = list.count`, pushes, then
/// `return list.take(from: mark)`.
final class ScratchList<Element> {
    @exclusivity(unchecked) private var storage: UnsafeMutablePointer<Element>
    @exclusivity(unchecked) private var capacity: Int
    @exclusivity(unchecked) private(set) var count = 0

    init(capacity: Int = 64) {
        self.capacity = capacity
        storage = .allocate(capacity: capacity)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    /// Takes `element` (consumed: moved in, not copied and then released by the caller).
    func append(_ element: consuming Element) {
        if count == capacity { grow() }
        (storage + count).initialize(to: element)
        count += 1
    }

    /// The last element pushed (`count > 0`).
    var last: Element {
        precondition(count > 0)
        return storage[count - 1]
    }

    /// Removes and returns the last element pushed (`count > 0`).
    func removeLast() -> Element {
        precondition(count > 0)
        count -= 1
        return (storage + count).move()
    }

    /// The elements pushed since `mark` (a `count` read before), in a new array.
    ///
    /// Copied, then released here: `Array(unsafeUninitializedCapacity:)`, which would move them,
    /// allocates through a standard library function that is not specialized and looks up the
    /// array storage's generic metadata in the runtime's table at every call (about 700
    /// instructions, 7% of a parse); the copy from a buffer is specialized.
    func take(from mark: Int) -> [Element] {
        let taken = count - mark
        guard taken > 0 else { return [] }
        count = mark
        let first = storage + mark
        let array = Array(UnsafeBufferPointer(start: first, count: taken))
        first.deinitialize(count: taken)
        return array
    }

    private func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: storage, count: count)
        storage.deallocate()
        storage = larger
        capacity *= 2
    }
}
