import ViewScriptSyntax

/// A `@ViewBuilder` block: its expression statements are its views, in order; `if` and
/// `switch` become conditional content whose branch is part of the child's identity;
/// declarations (`let _ = print(...)`) run in place.
public final class ViewBuilderNode: ExprNode {
    enum Item {
        case view(ExprNode)
        case statement(StmtNode)
        case conditional(ViewBuilderConditional)
        case choice(ViewBuilderSwitch)
    }

    let items: [Item]
    let locals: [LocalSlot]

    init(items: [Item], locals: [LocalSlot], range: SourceRange) {
        self.items = items
        self.locals = locals
        super.init(range: range)
    }

    public override func evaluate(_ frame: Frame) throws -> Value {
        defer { if !locals.isEmpty { frame.release(locals) } }
        // The first view is kept apart: most blocks (a row, a branch) hold one view, and then
        // no array is made.
        var first: Value?
        var children: [Value] = []
        func add(_ value: Value) {
            if first == nil, children.isEmpty { first = value; return }
            if let kept = first { children.append(kept); first = nil }
            children.append(value)
        }
        for item in items {
            switch item {
            case .view(let expression):
                let value = try expression.evaluate(frame)
                if case .void = value { continue }
                add(value)
            case .statement(let statement):
                _ = try statement.execute(frame)
            case .conditional(let conditional):
                add(try conditional.evaluate(frame))
            case .choice(let choice):
                add(try choice.evaluate(frame))
            }
        }
        return first ?? .native(ViewValue(.block(children)))
    }
}

/// `if c1 { } else if c2 { } else { }` in a builder: branch 0, 1, 2... (`nil` if none ran).
/// The branches' parts are kept apart, so that trying one reads only its conditions (a
/// branch as a tuple was copied whole, a reference count per part, for each row of a list).
final class ViewBuilderConditional {
    private let conditions: [[ConditionNode]]
    private let bodies: [ViewBuilderNode]
    private let locals: [[LocalSlot]]
    let otherwise: ViewBuilderNode?

    init(branches: [(conditions: [ConditionNode], body: ViewBuilderNode, locals: [LocalSlot])], otherwise: ViewBuilderNode?) {
        conditions = branches.map(\.conditions)
        bodies = branches.map(\.body)
        locals = branches.map(\.locals)
        self.otherwise = otherwise
    }

    func evaluate(_ frame: Frame) throws -> Value {
        for index in bodies.indices where try ConditionNode.all(conditions[index], frame) {
            defer { frame.release(locals[index]) }
            return .native(ViewValue(.conditional(branch: index, content: try bodies[index].evaluate(frame))))
        }
        if let otherwise {
            return .native(ViewValue(.conditional(branch: bodies.count, content: try otherwise.evaluate(frame))))
        }
        return .native(ViewValue(.conditional(branch: nil, content: nil)))
    }
}

/// `switch` in a builder: the matching case's index is the branch.
final class ViewBuilderSwitch {
    let subject: ExprNode
    let cases: [SwitchCaseNode]
    let bodies: [ViewBuilderNode]
    let range: SourceRange

    init(subject: ExprNode, cases: [SwitchCaseNode], bodies: [ViewBuilderNode], range: SourceRange) {
        self.subject = subject
        self.cases = cases
        self.bodies = bodies
        self.range = range
    }

    func evaluate(_ frame: Frame) throws -> Value {
        let value = try subject.evaluate(frame)
        for (index, switchCase) in cases.enumerated() where try switchCase.matches(value, frame) {
            defer { frame.release(switchCase.locals) }
            return .native(ViewValue(.conditional(branch: index, content: try bodies[index].evaluate(frame))))
        }
        throw frame.interpreter.failure(.switchNotExhaustive(try frame.interpreter.debugDescribe(value)), at: range)
    }
}
