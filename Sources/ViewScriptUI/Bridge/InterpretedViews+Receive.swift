import ViewScriptRuntime

extension InterpretedViews {
    /// `.onReceive(publisher) { value in }`: a subscription that lives as a `.task` does
    /// (subscribed once the view appeared, cancelled when it disappears, subscribed again
    /// when the publisher is another one), each value running the action as its own event.
    func receiveModifier(_ arguments: [Value]) -> Modifier? {
        guard arguments.count == 2, let publisher = arguments.first, let action = arguments.last else { return nil }
        let interpreter = self.interpreter
        let range = self.range
        return .task(id: publisher) {
            TaskCancellation(try interpreter.subscribe(publisher, action: action, at: range))
        }
    }
}
