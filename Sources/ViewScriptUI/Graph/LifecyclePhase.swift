/// What the graph is running program code for: where a trap happened ("while evaluating
/// the body of 'Words'"). Set as the code starts and cleared when it ends, so after an
/// error it still names the code that threw.
public enum LifecyclePhase: Equatable, Sendable, CustomStringConvertible {
    case body(String)
    case onAppear(String)
    case onDisappear(String)
    case onChange
    case onPreferenceChange
    case startingTask(String)
    /// A tap's action (a button's closure).
    case action(String)

    public var description: String {
        switch self {
        case .body(let name): "evaluating the body of '\(name)'"
        case .onAppear(let name): "running onAppear of '\(name)'"
        case .onDisappear(let name): "running onDisappear of '\(name)'"
        case .onChange: "running an onChange action"
        case .onPreferenceChange: "running an onPreferenceChange action"
        case .startingTask(let name): "starting the task of '\(name)'"
        case .action(let label): "running the action of \"\(label)\""
        }
    }
}
