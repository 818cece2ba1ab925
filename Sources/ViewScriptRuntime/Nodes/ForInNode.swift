import ViewScriptSyntax

/// `for pattern in sequence where condition { body }`.
public final class ForInNode: StmtNode {
    let label: String?
    let pattern: PatternNode
    let sequence: ExprNode
    let whereClause: ExprNode?
    let body: BlockNode
    let locals: [LocalSlot]
    init(label: String?, pattern: PatternNode, sequence: ExprNode, whereClause: ExprNode?, body: BlockNode,
         locals: [LocalSlot], range: SourceRange) {
        self.label = label
        self.pattern = pattern
        self.sequence = sequence
        self.whereClause = whereClause
        whereReference = whereClause.map { Unmanaged.passUnretained($0) }
        self.body = body
        self.locals = locals
        singleLocal = locals.count == 1 ? locals[0].index : -1
        super.init(range: range)
    }
    /// `whereClause` unretained (`whereClause` owns it): binding the optional property
    /// retained and released it on every iteration.
    private let whereReference: Unmanaged<ExprNode>?
    /// The index of the loop's one local (`for n in numbers`), released after each iteration
    /// without walking `locals` (-1: none or several).
    private let singleLocal: Int
    /// The slot of the loop's variable when the pattern binds a local that no closure
    /// captures and whose type changes no value: an element that is not native is stored
    /// there directly, as `BindingPatternNode.match` would (-1: not this form). Decided at
    /// the first run, when the locals' boxing is known.
    private var directSlot = -1
    private var bindingDecided = false

    private func decideBinding() {
        bindingDecided = true
        guard let binding = pattern as? BindingPatternNode, !binding.slot.isBoxed,
              !Interpreter.coercionMayChange(binding.slot.type) else { return }
        directSlot = binding.slot.index
    }

    public override func execute(_ frame: Frame) throws -> Completion {
        let interpreter = frame.interpreter
        if !bindingDecided { decideBinding() }
        let value = try sequence.evaluate(frame)
        // Integer ranges are iterated without building an array.
        if case .range(let range) = value, let bounds = range.intBounds {
            var index = bounds.start
            while index < bounds.end {
                if case .stop(let completion) = try iteration(.int(index), frame, interpreter) { return completion }
                index += 1
            }
            return .normal
        }
        if case .range(let range) = value, range.kind == .from, case .int(var index)? = range.lower {
            while true {
                if case .stop(let completion) = try iteration(.int(index), frame, interpreter) { return completion }
                index += 1
            }
        }
        if case .native(let object) = value, let source = object as? AsyncElementSource {
            // `for await value in group`: each element when it is ready.
            let context = CallContext(interpreter: interpreter, range: sequence.range)
            while let element = try source.nextElement(context) {
                if case .stop(let completion) = try iteration(element, frame, interpreter) { return completion }
            }
            return .normal
        }
        if let next = try interpreter.userIterator(of: value, frame, at: sequence.range) {
            // A user `Sequence` or `IteratorProtocol`: `next()` until it is `nil`.
            while let element = try next() {
                if case .stop(let completion) = try iteration(element, frame, interpreter) { return completion }
            }
            return .normal
        }
        guard let elements = try interpreter.elements(of: value, at: sequence.range) else {
            throw interpreter.failure(.typeMismatch("for-in loop requires a sequence, not '\(interpreter.runtimeType(of: value))'"),
                                      at: sequence.range)
        }
        // Read in place: an element is copied only where the loop variable takes it (an
        // array's iterator copies each one out first). `elements` is this loop's own
        // reference, so the body changing the array it came from copies that one instead.
        return try elements.withUnsafeBufferPointer { buffer in
            for index in 0..<buffer.count {
                if case .stop(let completion) = try iteration(buffer[index], frame, interpreter) { return completion }
            }
            return .normal
        }
    }

    @inline(__always)
    private func iteration(_ element: Value, _ frame: Frame, _ interpreter: Interpreter) throws -> LoopControl {
        try interpreter.step(range, "this 'for' loop")
        defer {
            if singleLocal >= 0 {
                Frame.empty(frame.slots + singleLocal)
            } else if !locals.isEmpty {
                frame.release(locals)
            }
        }
        try interpreter.runPendingDeinits(at: range)
        if directSlot >= 0, !element.isNative {
            Self.bind(element, at: frame.slots + directSlot)
        } else {
            guard try pattern.match(element, frame) else { return .next }
        }
        if let whereReference, try !whereReference._withUnsafeGuaranteedRef({ try $0.evaluateCondition(frame) }) {
            return .next
        }
        let completion = try body.execute(frame)
        // The common case without reading the label (an optional `String`, copied to pass it).
        if case .normal = completion { return .next }
        return LoopControl.after(completion, label: label)
    }

    /// Stores an element in the loop variable's slot. An `Int` into an empty slot (as the
    /// last iteration leaves it) is written as it is: nothing to retain, nothing to release
    /// (assigning a `Value` calls out to do both, whatever the case).
    @inline(__always)
    private static func bind(_ element: Value, at slot: UnsafeMutablePointer<Value>) {
        if case .int(let number) = element, case .void = slot.pointee {
            slot.initialize(to: .int(number))
        } else {
            slot.pointee = element
        }
    }
}
