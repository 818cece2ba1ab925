/// A closure the library calls once per element (`map`, `filter`, `forEach`), looked at
/// once: a user closure that takes one value is called through its plan with its captures,
/// without taking the function value apart again for every element. Calls exactly as
/// `CallContext.callElement` does.
struct ElementCall {
    private let closure: Value
    private let context: CallContext
    /// Read as a plain value: a class reference read from the struct is retained and
    /// released around every call.
    private let plan: KeptPlan<CalleePlan>
    private let captures: Captures
    private let boundSelf: Value?

    init(_ closure: Value, _ context: CallContext) {
        self.closure = closure
        self.context = context
        if case .function(let function) = closure, case .user(let definition, let captures, let boundSelf) = function.kind,
           definition.plan.takesValuesDirectly, definition.plan.parameters.count == 1 {
            plan = KeptPlan(definition.plan)
            self.captures = captures
            self.boundSelf = boundSelf
        } else {
            plan = KeptPlan(nil)
            captures = []
            boundSelf = nil
        }
    }

    func callAsFunction(_ element: Value) throws -> Value {
        if case .tuple(let tuple) = element, tuple.elements.count > 1 { return try context.callElement(closure, element) }
        guard let plan = plan.reference else { return try context.interpreter.callClosure(closure, with: element, at: context.range) }
        return try plan._withUnsafeGuaranteedRef {
            try $0.call(single: element, captures: captures, selfValue: boundSelf, context.interpreter, at: context.range)
        }
    }

    /// The closure's answer for `element` as a `Bool` (`filter`).
    func test(_ element: Value) throws -> Bool {
        try context.truth(self(element))
    }
}
