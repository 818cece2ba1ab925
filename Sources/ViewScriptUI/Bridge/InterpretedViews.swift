import ViewScriptRuntime
import ViewScriptSyntax

/// Turns what the interpreter evaluates (library `ViewValue`s and program structs that
/// conform to `View`) into the graph's elements. A program view becomes a `UserView` whose
/// `@State` fields are declared to the graph and, while its body runs, point to the graph's
/// storage (`StateCell`), so reads are recorded and writes invalidate exactly their readers.
public struct InterpretedViews {
    public unowned let interpreter: Interpreter
    /// Where errors about the view being turned into an element are positioned: the view's own
    /// expression when the interpreter recorded it (`ViewValue.range`), else the `show` step.
    private(set) var range: SourceRange
    /// Whether controls are in a list, and the picker style around them (ControlContext.swift).
    var context = ControlContext()
    /// The body the row views of a `ForEach` share (`SharedBody`).
    var sharedBody: SharedBody?

    public init(interpreter: Interpreter, at range: SourceRange = SourceRange(0, 0)) {
        self.interpreter = interpreter
        self.range = range
    }

    init(interpreter: Interpreter, at range: SourceRange, context: ControlContext) {
        self.interpreter = interpreter
        self.range = range
        self.context = context
    }

    /// The element for a view value.
    public func element(_ value: Value) throws -> ViewElement {
        switch value {
        case .structValue(let structValue)
            where structValue.type.conforms(to: "UIViewControllerRepresentable") || structValue.type.conforms(to: "UIViewRepresentable"):
            return .representable(representable(structValue))
        case .structValue(let structValue) where structValue.type.conforms(to: "View") || structValue.type.isAppOrScene
            || structValue.type.conforms(to: "ToolbarContent"):
            return .user(userView(structValue))
        case .structValue(let structValue) where structValue.type.conforms(to: "Shape"):
            return .shape(shape(structValue))
        case .native(let object):
            guard let view = object as? ViewValue else { break }
            return try element(view)
        case .some(let wrapped):
            return try element(wrapped)  // `Optional<V>` is a view when `V` is: the wrapped view,
        case .none:
            return .empty  // or nothing (`configuration.currentValueLabel` when there is none).
        default:
            break
        }
        throw interpreter.failure(.typeMismatch("'\(interpreter.runtimeType(of: value))' is not a view"), at: range)
    }

    func element(_ view: ViewValue) throws -> ViewElement {
        if let own = view.range, own != range {
            var positioned = self
            positioned.range = own
            return try positioned.element(view)
        }
        switch view.kind {
        case .block(let children):
            return .container(.group, try children.map { try element($0) })
        case .conditional(let branch, let content):
            return .conditional(branch: branch ?? -1, try content.map { try element($0) })
        case .modified(let base, "modifier", let arguments, _, _):
            // `.modifier(Prepare())`: a `ViewModifier` is a view of its own around the content.
            guard case .structValue(let modifier)? = arguments.first, modifier.type.conforms(to: "ViewModifier") else {
                return try element(base)
            }
            var view = userView(modifier, content: try element(base))
            view.hasModifierContent = true
            return .user(view)
        case .modified(let base, "pickerStyle", let arguments, _, _):
            return try pickerStyle(base, arguments)
        case .modified(let base, "tabViewStyle", let arguments, _, _): return try tabViewStyle(base, arguments)
        case .modified(let base, "datePickerStyle", let arguments, _, _):
            return try datePickerStyle(base, arguments)
        case .modified(let base, let name, let arguments, _, _) where StyleFamily(modifier: name) != nil:
            return try styled(base, StyleFamily(modifier: name)!, arguments)
        case .modified(let base, "textCase", let arguments, _, _): return try textCase(base, arguments)
        case .modified(let base, "labelsHidden", _, _, _): return try labelsHidden(base)
        case .modified(let base, let name, let arguments, let labels, _) where name == "simultaneousGesture" || name == "highPriorityGesture":
            return try prioritizedGesture(base, name, arguments, labels)
        case .modified(let base, "environment", let arguments, _, _) where arguments.count == 2 && arguments[0].isEditModeKeyPath:
            return try editModeEnvironment(base, arguments)
        case .modified(let base, "environment", let arguments, _, _) where Self.holdsFormattedText(base):
            try checkLocaleEnvironment(base, arguments)
            fallthrough
        case .modified(let base, "tag", let arguments, _, _) where context.rowSelection != nil: return try taggedRow(base, arguments)
        case .modified(let base, "contextMenu", let arguments, let labels, let content):
            return try contextMenu(try element(base), arguments, labels, content)
        case .modified(let base, let name, let arguments, let labels, let content):
            if let list = try listModifier(name, arguments, labels, content, base: base) { return list }
            if let placement = decorationPlacement(name, arguments, labels) {
                // `.background(Color.red)`, `.overlay { Badge() }`; a style (`.background(.red)`) only styles.
                let view = content.keys.sorted().first.flatMap { content[$0] }
                    ?? arguments.enumerated().first { labels[$0.offset] == nil && interpreter.isView($0.element) }?.element
                guard let view else { return try element(base) }
                return .modified(try element(base), .decoration(try element(view), placement))
            }
            if let bar = try barModifier(name, arguments, labels, content) { return .modified(try element(base), .bar(bar)) }
            let content = try element(base)
            guard let modifier = try modifier(name, arguments, labels) else { return content }
            return .modified(content, modifier)
        case .builtin(let name, let arguments, let labels, let content):
            if let control = bindingReader(name, arguments, labels, content) { return control }
            return try builtin(name, arguments, labels, content)
        }
    }

    /// A program view: fields compared between evaluations, state declared to the graph,
    /// wrapper fields pointing to the graph while the body runs (`InterpretedViews+Wrappers`).
    /// With `content`, a `ViewModifier`: its `body(content:)` gets that content.
    func userView(_ value: StructValue, content: ViewElement? = nil) -> UserView {
        let plan = wrapperPlan(value)
        // Every stored property plain: the value is all the view keeps (`UserView(record:body:)`).
        let isRecord = plan.fields.record != nil
        let body: UserView.Body
        if content == nil, isRecord, let shared = sharedBody, shared.range == range {
            body = shared.body
        } else {
            let interpreter = self.interpreter
            let range = self.range
            body = { context in try Self.evaluateBody(of: value, content: content, interpreter, range, context) }
        }
        if isRecord { return UserView(record: value, body: body) }
        return UserView(value.type.name, fields: plan.fields, state: plan.state, dynamicProperties: plan.dynamicProperties, body: body)
    }

    /// For the rows of a `ForEach`: one body for every row view whose stored properties are all
    /// plain (`UserView(record:body:)`), which reads the value from the view evaluated, so that
    /// 100,000 rows do not each make a closure holding their own value.
    struct SharedBody {
        let range: SourceRange
        let body: UserView.Body
    }

    func makeSharedBody() -> SharedBody {
        let interpreter = self.interpreter
        let range = self.range
        return SharedBody(range: range) { context in
            // (`userView` gives this body only to views made with `UserView(record:body:)`.)
            guard let value = context.view.record else { preconditionFailure("a shared body for a view without its value") }
            return try Self.evaluateBody(of: value, content: nil, interpreter, range, context)
        }
    }

    /// Runs the body of the program view `value` for the graph.
    private static func evaluateBody(of value: StructValue, content: ViewElement?, _ interpreter: Interpreter, _ range: SourceRange,
                                     _ context: BodyContext) throws -> ViewElement {
        // The graph evaluating this body observes the objects of its interpreter.
        if interpreter.dependencies !== context.graph { interpreter.dependencies = context.graph }
        let views = InterpretedViews(interpreter: interpreter, at: range, context: context.controlContext)
        let live = try views.liveValue(value, context)
        return try withEnvironmentLocale(interpreter, context) {
            var body = try interpreter.getMember(.structValue(live), "body", at: range)
            if let content {
                let placeholder = ViewValue(.builtin(name: ModifierContent.viewName, arguments: [.native(ModifierContent(content))],
                                                     labels: [nil], content: [:]))
                body = try interpreter.callClosure(body, [.native(placeholder)], at: range)
            }
            return try views.element(body)
        }
    }

    /// Actions run as closures of the program.
    func action(_ closure: Value) -> ViewAction {
        let interpreter = self.interpreter
        let range = self.range
        // A function is held as itself, not as a `Value`: a context 16 bytes smaller, for each
        // button of every row.
        if case .function(let function) = closure { return { _ = try interpreter.call(function, [], at: range) } }
        return { _ = try interpreter.callClosure(closure, [], at: range) }
    }
}

/// A graph state slot as the interpreter's `StateStorage`.
final class GraphStateStorage: StateStorage {
    let reference: StateReference
    init(_ reference: StateReference) { self.reference = reference }
    func read() throws -> Value { reference.value }
    func write(_ value: Value) throws { reference.value = value }
    var displayName: String { "'\(reference.name)'" }
    var location: ObjectIdentifier { ObjectIdentifier(reference.slot) }
}

/// A `@State` field of one evaluation's view value (`StateSnapshot`, B5); `$x` binds to the
/// storage itself.
final class SnapshotStateStorage: StateStorage {
    let snapshot: StateSnapshot
    init(_ snapshot: StateSnapshot) { self.snapshot = snapshot }
    func read() throws -> Value { snapshot.current }
    func write(_ value: Value) throws { snapshot.current = value }
    var displayName: String { "'\(snapshot.name)'" }
    var bindingStorage: StateStorage { GraphStateStorage(snapshot.reference) }
    var location: ObjectIdentifier { ObjectIdentifier(snapshot.reference.slot) }
}

/// The `content` a `ViewModifier`'s `body(content:)` gets: the modified view's element.
final class ModifierContent: NativeObject {
    static let viewName = "_ViewModifier_Content"
    let element: ViewElement
    init(_ element: ViewElement) { self.element = element }
    var runtimeType: RuntimeType { .named("_ViewModifier_Content", []) }
    func describe() -> String { "_ViewModifier_Content" }
}
