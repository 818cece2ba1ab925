/// `map`, `filter`, `reduce`, `sorted`, `joined` and the other methods that build a new
/// value from all the elements.
extension SequenceLibrary {
    static func transform(_ name: String, _ arguments: LibraryArguments, on view: SequenceView) throws -> Value? {
        let context = arguments.context
        let elements = view.elements
        switch name {
        case "map" where arguments.match("_"):
            let transform = ElementCall(arguments[0], context)
            return .array(ArrayValue(try elements.map { try transform($0) }))
        case "filter" where arguments.match("_"):
            let isIncluded = ElementCall(arguments[0], context)
            return view.array(try elements.filter { try isIncluded.test($0) })
        case "compactMap" where arguments.match("_"):
            let transform = ElementCall(arguments[0], context)
            return .array(ArrayValue(try elements.compactMap { try transform($0).unwrappedOnce }))
        case "flatMap" where arguments.match("_"):
            return .array(ArrayValue(try flatMap(elements, arguments[0], context)))
        case "forEach" where arguments.match("_"):
            let body = ElementCall(arguments[0], context)
            for element in elements { _ = try body(element) }
            return .void
        case "reduce" where arguments.match("_", "_"):
            var result = arguments[0]
            for element in elements { result = try context.call(arguments[1], result, element) }
            return result
        case "reduce" where arguments.match("into", "_"):
            var result = arguments[0]
            for element in elements {
                try context.interpreter.callInout(arguments[1], accumulator: &result, rest: [element], at: context.range)
            }
            return result
        case "sorted" where arguments.match():
            return view.array(try sorted(elements, context))
        case "sorted" where arguments.match("using"):
            guard let sorted = try SortComparators.sorted(elements, using: arguments[0], context) else { return nil }
            return view.array(sorted)
        case "sorted" where arguments.match("by"):
            return view.array(try sorted(elements, by: arguments[0], context))
        case "reversed" where arguments.match():
            return view.array(elements.reversed())
        case "enumerated" where arguments.match():
            return .array(ArrayValue(elements.enumerated().map { offset, element in
                .tuple(TupleValue([.int(offset), element], labels: ["offset", "element"]))
            }))
        case "joined" where arguments.match():
            return try joined(view, separator: nil, context)
        case "joined" where arguments.match("separator"):
            return try joined(view, separator: arguments[0], context)
        case "shuffled" where arguments.match():
            var result = elements
            result.shuffle(using: &context.interpreter.random)
            return view.array(result)
        case "randomElement" where arguments.match():
            return optional(elements.randomElement(using: &context.interpreter.random))
        default:
            return nil
        }
    }

    /// Swift's `sort()`: by the elements' own `<`.
    static func sorted(_ elements: [Value], _ context: CallContext) throws -> [Value] {
        var result = elements
        try StableSort.sort(&result) { try context.less($0, $1) }
        return result
    }

    /// Swift's `sort(by:)`: by a closure that must say `true` when its first argument
    /// goes first.
    static func sorted(_ elements: [Value], by areInIncreasingOrder: Value, _ context: CallContext) throws -> [Value] {
        var result = elements
        try StableSort.sort(&result) { try context.ordered(areInIncreasingOrder, $0, $1) }
        return result
    }

    /// A closure returning a sequence concatenates; one returning an optional is the old
    /// `flatMap` that `compactMap` replaced.
    private static func flatMap(_ elements: [Value], _ transform: Value, _ context: CallContext) throws -> [Value] {
        var result: [Value] = []
        for element in elements {
            let produced = try context.callElement(transform, element)
            switch produced {
            case .none: continue
            case .some(let wrapped): result.append(wrapped)
            default:
                guard let inner = try materialize(produced, context) else {
                    throw context.failure(.typeMismatch(
                        "flatMap's closure returned '\(context.interpreter.describeForMessage(produced))', not a sequence"))
                }
                result.append(contentsOf: inner)
            }
        }
        return result
    }

    /// Strings join into a `String`; sequences into the concatenation of their elements
    /// (with the separator's elements between them).
    private static func joined(_ view: SequenceView, separator: Value?, _ context: CallContext) throws -> Value {
        let elements = view.elements
        let joinsStrings: Bool
        if let first = elements.first {
            joinsStrings = first.isText
        } else if case .array? = view.elementType {
            joinsStrings = false
        } else {
            joinsStrings = separator.map(\.isText) ?? true
        }
        if joinsStrings {
            var separatorText = ""
            if let separator {
                guard let text = separator.text else { throw notJoinable(separator, context) }
                separatorText = text
            }
            for element in elements {
                switch element {
                case .string, .character: continue
                default: throw notJoinable(element, context)
                }
            }
            return .string(FastText.join(elements, separator: separatorText))
        }
        let separatorElements = try separator.map { try materialize($0, context) ?? [$0] } ?? []
        var result: [Value] = []
        for (index, element) in elements.enumerated() {
            guard let inner = try materialize(element, context) else { throw notJoinable(element, context) }
            if index > 0 { result.append(contentsOf: separatorElements) }
            result.append(contentsOf: inner)
        }
        var elementType: RuntimeType?
        if case .array(let inner)? = view.elementType { elementType = inner }
        return .array(ArrayValue(result, elementType: elementType))
    }

    private static func notJoinable(_ value: Value, _ context: CallContext) -> RuntimeError {
        context.failure(.typeMismatch("joined() cannot join '\(context.interpreter.describeForMessage(value))'"))
    }
}

extension Value {
    /// The value inside one `Optional` layer; nil for `nil`; a plain value as it is.
    var unwrappedOnce: Value? {
        switch self {
        case .none: return nil
        case .some(let wrapped): return wrapped
        default: return self
        }
    }

    /// Strings and characters (a `Substring` is a string here).
    var isText: Bool { text != nil }

    var text: String? {
        switch self {
        case .string(let string): return string
        case .character(let character): return String(character)
        default: return nil
        }
    }
}
