import ViewScriptRuntime
import ViewScriptSyntax

/// An action the program supplies: a button's, `onAppear`'s, `onDisappear`'s. Opaque to
/// the graph; it runs outside any body evaluation, so what it reads records no dependency.
public typealias ViewAction = () throws -> Void
/// A text field's edit: the new text.
public typealias TextEdit = (String) throws -> Void
/// `onChange(of:)`'s action: gets the old and the new value.
public typealias ChangeAction = (_ old: Value, _ new: Value) throws -> Void
/// Starts a `.task`'s work and says how to cancel it (the graph cancels it when the view
/// disappears, and before restarting it when the task's id changes).
public typealias TaskAction = () throws -> TaskCancellation

/// How to cancel a started task.
public struct TaskCancellation {
    public let cancel: () -> Void
    /// Installs an observer of the task's turns (the interpreter's tasks offer one; the
    /// timeline uses it).
    public let observe: ((@escaping (TaskTurn) -> Void) -> Void)?
    /// Where the program wrote the `.task` (its name), when it did: a restart loop is
    /// reported there (`ViewGraph+TaskRestarts.swift`).
    public var origin: SourceRange?

    public init(_ cancel: @escaping () -> Void) {
        self.cancel = cancel
        observe = nil
    }

    public init(cancel: @escaping () -> Void, observe: @escaping (@escaping (TaskTurn) -> Void) -> Void) {
        self.cancel = cancel
        self.observe = observe
    }

    /// A task that needs nothing on cancellation (it finished synchronously).
    public static var none: TaskCancellation { TaskCancellation {} }
}

/// The modifiers with a meaning for identity and lifecycle. Every other SwiftUI modifier is
/// inert for the graph and need not be represented.
public enum Modifier {
    case onAppear(ViewAction)
    case onDisappear(ViewAction)
    /// `.id(_:)`: the content's identity; a different value is a different view.
    case id(Value)
    /// `.task(id:)` (`.void` for a plain `.task`): starts after the view appeared, is
    /// cancelled when it disappears and restarted when `id` changes (compared with `==`).
    case task(id: Value, TaskAction)
    /// `.onChange(of:initial:)`: runs when the value differs from the one of the previous
    /// evaluation; with `initial`, also when the view appears (`old == new`).
    case onChange(of: Value, initial: Bool, ChangeAction)
    /// Geometry only: `.frame`, `.padding`, a container's `spacing:` (see `LayoutModifier`).
    case layout(LayoutModifier)
    /// `.sheet`, `.fullScreenCover`, `.alert`, `.confirmationDialog`,
    /// `.navigationDestination(isPresented:)` (Presentation.swift).
    case presentation(Presentation)
    /// `.navigationDestination(for:)`: how the enclosing stack builds pushed values.
    case navigationDestination(NavigationDestination)
    /// `.onTapGesture { }`: the content becomes tappable by its text.
    case onTapGesture(ViewAction)
    /// `.onTapGesture(count: 2) { }`, `TapGesture(count: 3)`: a `double tap` (count 2) or
    /// `triple tap` (count 3) on any text of the content runs the action; a single `tap` does
    /// not (ViewGraph+DoubleTap.swift).
    case onMultiTapGesture(count: Int, ViewAction)
    /// `.onLongPressGesture { }` (and `.contextMenu`'s press): a `long press` on any text of
    /// the content runs the action.
    case onLongPressGesture(ViewAction)
    /// `.overlay { }`, `.background { }`, `.safeAreaInset(edge:) { }`: a second view beside the
    /// content (`Decoration.swift`).
    case decoration(ViewElement, DecorationPlacement)
    /// `.environment(\.key, value)`, `.environmentObject(object)`, `.environment(object)`:
    /// `value` for `key` in every view below.
    case environment(EnvironmentKey, Value)
    /// `.navigationTitle`, `.toolbar { }` and the other bar modifiers (NavigationBar.swift).
    case bar(BarModifier)
    /// `.disabled(_:)`: the controls below are not hittable while this or any modifier above
    /// them says `true` (inherited and ORed, ViewGraph+Controls.swift); `\.isEnabled` reads it.
    case disabled(Bool)
    /// `.accessibilityLabel(_:)`: the control it labels answers to this name too.
    case accessibilityLabel(String)
    /// `AnyView(content)`: the erased type is part of the identity (a different type is a
    /// different view).
    case erasedType(String)
    /// A picker, stepper, slider or date picker around its content (Control.swift).
    case control(ControlHandle)
    /// `.onSubmit { }`: the return key in a text field below it runs the action;
    /// `.submitScope()` (`onSubmit: nil`) keeps it from the actions further up.
    case onSubmit(ViewAction?)
    /// `.focused($flag)` / `.focused($field, equals: value)`: typing into a text field below
    /// focuses it (Control.swift).
    case focused(FocusBinding)
    /// `TextField(_:text:prompt:)`: the prompt a text field shows while it is empty.
    case prompt(String)
    /// `.hidden()`: the content keeps its place in the layout and its lifecycle, but nothing
    /// in it is visible or hittable (ViewGraph+Visibility.swift).
    case hidden
    /// `.interactiveDismissDisabled(_:)` in a sheet's content: a swipe down does not dismiss it.
    case interactiveDismissDisabled(Bool)
    /// `.onDelete`, `.onMove`, `.swipeActions`, `.refreshable` (ListModifier.swift).
    case list(ListModifier)
    /// A `DragGesture` (ViewGraph+Drag.swift).
    case drag(DragGestureHandler)
    /// `.allowsHitTesting(false)`: no tap or gesture reaches the content (ViewGraph+Drag.swift).
    case allowsHitTesting(Bool)
    /// `.simultaneousGesture(_:)` / `.highPriorityGesture(_:)` around the gesture's modifier
    /// (ViewGraph+GesturePriority.swift).
    case gesturePriority(GesturePriority)
    /// `.transition(_:)`: how the content is inserted and removed (ViewGraph+Transitions.swift).
    case transition(TransitionKind)
    /// `.preference`, `.transformPreference`, `.anchorPreference` (ViewGraph+Preferences.swift).
    case preference(PreferenceWriter)
    /// `.onPreferenceChange(_:perform:)` (ViewGraph+Preferences.swift).
    case onPreferenceChange(PreferenceAction)
    /// `.overlayPreferenceValue`, `.backgroundPreferenceValue` (ViewGraph+Preferences.swift).
    case preferenceDecoration(PreferenceDecoration)

    /// The case, which is part of the identity of the modified view.
    var kind: ModifierKind {
        switch self {
        case .onAppear: .onAppear
        case .onDisappear: .onDisappear
        case .id: .id
        case .task: .task
        case .onChange: .onChange
        case .layout: .layout
        case .presentation(let presentation): .presentation(presentation.style)
        case .navigationDestination: .navigationDestination
        case .onTapGesture: .onTapGesture
        case .onMultiTapGesture: .onMultiTapGesture
        case .onLongPressGesture: .onLongPressGesture
        case .environment: .environment
        case .bar: .navigationBar
        case .disabled: .disabled
        case .accessibilityLabel: .accessibilityLabel
        case .erasedType: .erasedType
        case .control: .control
        case .onSubmit: .onSubmit
        case .focused: .focused
        case .prompt: .prompt
        case .hidden: .hidden
        case .interactiveDismissDisabled: .interactiveDismissDisabled
        case .decoration(_, let placement): .decoration(placement)
        case .list(let modifier): .list(modifier.kind)
        case .drag: .drag
        case .allowsHitTesting: .allowsHitTesting
        case .gesturePriority(let priority): .gesturePriority(priority)
        case .transition: .transition
        case .preference: .preference
        case .onPreferenceChange: .onPreferenceChange
        case .preferenceDecoration(let decoration): .preferenceDecoration(decoration.placement)
        }
    }
}

enum ModifierKind: Equatable {
    case onAppear, onDisappear, id, task, onChange, onTapGesture, onMultiTapGesture, onLongPressGesture, environment, layout, disabled, accessibilityLabel
    case control, onSubmit, focused, prompt, hidden, interactiveDismissDisabled, drag, allowsHitTesting, transition, preference, onPreferenceChange
    case preferenceDecoration(DecorationPlacement)
    /// (The erased type is the modifier's: `ViewNode.isSameView(as:)` compares it.)
    case erasedType
    case gesturePriority(GesturePriority)
    case presentation(Presentation.Style)
    case navigationDestination
    case navigationBar
    case decoration(DecorationPlacement)
    case list(ListModifierKind)
}
