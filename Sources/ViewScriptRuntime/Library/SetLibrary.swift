/// Members of `Set` values (kept in insertion order, see `SetValue`).
enum SetLibrary {
    static let mutatingMethods: Set<String> = [
        "insert", "remove", "removeAll", "removeFirst", "popFirst", "update", "formUnion", "formIntersection",
        "subtract", "formSymmetricDifference", "reserveCapacity",
    ]

    static func property(_ name: String, of value: Value, _ context: CallContext) throws -> Value? {
        guard case .set(let set) = value else { return nil }
        switch name {
        case "lazy": return LazySequenceObject.lazy(value)
        case "capacity": return .int(set.count)
        default: return SequenceLibrary.property(name, of: view(set))
        }
    }

    static func method(_ name: String, labels: [String?], receiver: inout Value, arguments: [Value],
                       _ context: CallContext) throws -> Value? {
        // `tags.contains(.home)`: an untyped implicit member is an element.
        var elements = arguments
        if case .set(let set) = receiver {
            elements = arguments.map { context.interpreter.resolvingMember($0, as: set.elementType, like: set.elements.first) }
        }
        let arguments = LibraryArguments(labels: labels, values: elements, context)
        if mutatingMethods.contains(name) { return try mutate(name, arguments, receiver: &receiver) }
        guard case .set(let set) = receiver else { return nil }
        switch name {
        case "contains" where !arguments.isClosureCall && arguments.match("_"):
            return .bool(set.contains(arguments[0]))
        case "filter" where arguments.match("_"):
            return .set(SetValue(try set.elements.filter { try context.test(arguments[0], $0) }, elementType: set.elementType))
        case "union" where arguments.match("_"), "intersection" where arguments.match("_"),
             "subtracting" where arguments.match("_"), "symmetricDifference" where arguments.match("_"):
            return .set(combine(name, set, SetValue(try arguments.sequence(0))))
        case "isSubset" where arguments.match("of"), "isStrictSubset" where arguments.match("of"),
             "isSuperset" where arguments.match("of"), "isStrictSuperset" where arguments.match("of"),
             "isDisjoint" where arguments.match("with"):
            return .bool(relation(name, set, SetValue(try arguments.sequence(0))))
        default:
            return try SequenceLibrary.method(name, arguments, on: view(set))
        }
    }

    static func view(_ set: SetValue) -> SequenceView {
        SequenceView(set.elements, elementType: set.elementType)
    }

    /// `union`, `intersection`, `subtracting`, `symmetricDifference` (and their `form`
    /// forms): the receiver's elements first, then the other's.
    static func combine(_ name: String, _ set: SetValue, _ other: SetValue) -> SetValue {
        var result = SetValue(elementType: set.elementType)
        switch name {
        case "union", "formUnion":
            result = set
            for element in other.elements { result.insert(element) }
        case "intersection", "formIntersection":
            for element in set.elements where other.contains(element) { result.insert(element) }
        case "subtracting", "subtract":
            for element in set.elements where !other.contains(element) { result.insert(element) }
        default:
            for element in set.elements where !other.contains(element) { result.insert(element) }
            for element in other.elements where !set.contains(element) { result.insert(element) }
        }
        return result
    }

    private static func relation(_ name: String, _ set: SetValue, _ other: SetValue) -> Bool {
        let isSubset = set.elements.allSatisfy(other.contains)
        let isSuperset = other.elements.allSatisfy(set.contains)
        switch name {
        case "isSubset": return isSubset
        case "isStrictSubset": return isSubset && set.count < other.count
        case "isSuperset": return isSuperset
        case "isStrictSuperset": return isSuperset && set.count > other.count
        default: return !set.elements.contains(where: other.contains)
        }
    }

    private static func mutate(_ name: String, _ arguments: LibraryArguments, receiver: inout Value) throws -> Value? {
        guard case .set(var set) = receiver else { return nil }
        receiver = .void
        defer { receiver = .set(set) }
        let context = arguments.context
        switch name {
        case "insert" where arguments.match("_"):
            // Set membership is structural equality, so the member already there is
            // indistinguishable from the argument.
            let inserted = set.insert(arguments[0])
            return .tuple(TupleValue([.bool(inserted), arguments[0]], labels: ["inserted", "memberAfterInsert"]))
        case "update" where arguments.match("with"):
            return set.insert(arguments[0]) ? Value.none : Value.some(arguments[0])
        case "remove" where arguments.match("_"):
            return SequenceLibrary.optional(set.remove(arguments[0]))
        case "removeAll" where arguments.match(), "removeAll" where arguments.match("keepingCapacity"):
            set.removeAll()
        case "removeFirst" where arguments.match():
            guard let first = set.elements.first else {
                throw context.trap("Fatal error: Can't removeFirst from an empty Set")
            }
            return set.remove(first)!
        case "popFirst" where arguments.match():
            guard let first = set.elements.first else { return Value.none }
            return Value.some(set.remove(first)!)
        case "formUnion" where arguments.match("_"), "formIntersection" where arguments.match("_"),
             "subtract" where arguments.match("_"), "formSymmetricDifference" where arguments.match("_"):
            set = combine(name, set, SetValue(try arguments.sequence(0)))
        case "reserveCapacity" where arguments.match("_"):
            break
        default:
            return nil
        }
        return .void
    }
}
