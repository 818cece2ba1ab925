/// What a call site's arguments are apart from their values: their labels, the storage of
/// `&x` arguments, where the trailing closures start, which are `@autoclosure` thunks.
/// Worked out once, when the call is compiled, so that a call builds only its array of
/// values (it built four arrays before, one of them per element appended).
public final class ArgumentShape {
    let nodes: NodeList<ExprNode>
    let labels: [String?]
    let inoutTargets: [LValueNode?]
    let firstTrailingClosure: Int?
    /// The thunk of each argument that has one; `nil` when none has.
    let thunks: [ClosureNode?]?
    /// `thunks` of a call without any: one `nil` per argument, shared by every call.
    private let noThunks: [Value?]

    public init(_ arguments: [ArgumentNode]) {
        nodes = NodeList(arguments.map(\.value))
        labels = arguments.map(\.label)
        inoutTargets = arguments.map { $0.isInout ? $0.value as? LValueNode : nil }
        firstTrailingClosure = arguments.firstIndex(where: \.isTrailingClosure)
        thunks = arguments.contains { $0.thunk != nil } ? arguments.map(\.thunk) : nil
        noThunks = Array(repeating: nil, count: arguments.count)
        preparesInout = inoutTargets.contains { $0?.accessHasEffects == true }
    }

    /// Whether the storage of an `&` argument has an index with effects (`&a[at(1)]`).
    private let preparesInout: Bool

    /// The arguments evaluated in `frame`, in order (a thunk instead of its argument).
    func evaluate(_ frame: Frame) throws -> CallArguments {
        if preparesInout { return try evaluatePreparingInout(frame) }
        guard let thunks else {
            return CallArguments(values: try values(frame), labels: labels, inoutTargets: inoutTargets, thunks: noThunks,
                                 firstTrailingClosure: firstTrailingClosure)
        }
        var values: [Value] = []
        values.reserveCapacity(nodes.count)
        var thunkValues: [Value?] = []
        thunkValues.reserveCapacity(nodes.count)
        for index in 0..<nodes.count {
            if let thunk = thunks[index] {
                thunkValues.append(try thunk.evaluate(frame))
                values.append(.void)
            } else {
                thunkValues.append(nil)
                values.append(try nodes.with(index) { try $0.evaluate(frame) })
            }
        }
        return CallArguments(values: values, labels: labels, inoutTargets: inoutTargets, thunks: thunkValues,
                             firstTrailingClosure: firstTrailingClosure)
    }

    /// The argument values in order, made at their final size. Up to four arguments, the array
    /// is a literal: its allocation is specialized for `Value`, while
    /// `Array(unsafeUninitializedCapacity:)` allocates through an unspecialized standard library
    /// function that looks up the array storage's generic metadata in the runtime at every call
    /// (about 630 instructions, 7% of a `Text("Row \(i)")` row), and reserving capacity in an
    /// empty array and appending cost a fifth of that call.
    private func values(_ frame: Frame) throws -> [Value] {
        func value(_ index: Int) throws -> Value { try nodes.with(index) { try $0.evaluate(frame) } }
        switch nodes.count {
        case 0: return []
        case 1: return [try value(0)]
        case 2:
            let first = try value(0)
            return [first, try value(1)]
        case 3:
            let first = try value(0), second = try value(1)
            return [first, second, try value(2)]
        case 4:
            let first = try value(0), second = try value(1), third = try value(2)
            return [first, second, third, try value(3)]
        default:
            let count = nodes.count
            return try [Value](unsafeUninitializedCapacity: count) { buffer, initialized in
                for index in 0..<count {
                    (buffer.baseAddress! + index).initialize(to: try value(index))
                    initialized = index + 1
                }
            }
        }
    }

    /// `evaluate` when an `&` argument's storage has an index with effects: its indices are
    /// evaluated once, in argument order, and the write-back after the call reuses them (see
    /// `LValueNode.withPreparedAccess`). They stay in the frame until it is cleared; each is
    /// prepared again before its next use.
    private func evaluatePreparingInout(_ frame: Frame) throws -> CallArguments {
        var values: [Value] = []
        var thunkValues: [Value?] = []
        for index in 0..<nodes.count {
            if let thunk = thunks?[index] {
                thunkValues.append(try thunk.evaluate(frame))
                values.append(.void)
                continue
            }
            thunkValues.append(nil)
            if let target = inoutTargets[index], target.accessHasEffects { try target.prepareAccess(frame) }
            values.append(try nodes.with(index) { try $0.evaluate(frame) })
        }
        return CallArguments(values: values, labels: labels, inoutTargets: inoutTargets,
                             thunks: thunks == nil ? noThunks : thunkValues, firstTrailingClosure: firstTrailingClosure)
    }
}
