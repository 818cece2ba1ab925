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
    }

    /// The arguments evaluated in `frame`, in order (a thunk instead of its argument).
    func evaluate(_ frame: Frame) throws -> CallArguments {
        var values: [Value] = []
        values.reserveCapacity(nodes.count)
        guard let thunks else {
            for index in 0..<nodes.count { values.append(try nodes.with(index) { try $0.evaluate(frame) }) }
            return CallArguments(values: values, labels: labels, inoutTargets: inoutTargets, thunks: noThunks,
                                 firstTrailingClosure: firstTrailingClosure)
        }
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
}
