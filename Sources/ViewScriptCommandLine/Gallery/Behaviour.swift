/// One lifecycle behaviour of SwiftUI that ViewScript reproduces. Samples name the
/// behaviours they show with a `// Behaviour: B15` line; the gallery (docs/behaviours.md)
/// lists each behaviour with its rule and those samples.
struct Behaviour: Sendable {
    /// The number after the "B".
    let number: Int
    let title: String
    /// The rule, in one or two sentences.
    let rule: String
    /// Why no sample shows it yet, for a behaviour ViewScript does not reproduce yet.
    let notYet: String?

    init(_ number: Int, _ title: String, _ rule: String, notYet: String? = nil) {
        self.number = number
        self.title = title
        self.rule = rule
        self.notYet = notYet
    }

    var id: String { "B\(number)" }
}

extension Behaviour {
    /// Every behaviour, in order. The groups follow the order of a render pass, then
    /// state, containers, tasks and the rest.
    static let all: [Behaviour] = [
        Behaviour(1, "Phase order",
                  "A render pass evaluates bodies (outermost first), then lays out (parent before child), then calls the `onAppear` of the views that appeared, then renders."),
        Behaviour(2, "A crash before onAppear",
                  "A body that indexes an empty array traps while it is evaluated, before any layout or `onAppear`; `List { ForEach }` over the same array builds no rows, so `onAppear` can fill it."),
        Behaviour(3, "onAppear blocks the first frame",
                  "`sleep(2)` in `onAppear` delays the first render by 2 seconds."),
        Behaviour(4, "Unread state does not re-evaluate",
                  "Changing `@State` that the body never reads does not evaluate the body again; once the body reads it (a `Text`, `.id`, `.onChange`), every change does."),
        Behaviour(5, "Sheet content is lazy and sees the last evaluation",
                  "A sheet's content closure runs only when it is presented, with the values of the parent's last evaluation: a value the parent never read is stale there."),
        Behaviour(6, "objectWillChange re-evaluates every holder",
                  "Any `@Published` change of an `ObservableObject` re-evaluates every view holding it through `@StateObject`, `@ObservedObject` or `@EnvironmentObject`, whatever its body read."),
        Behaviour(7, "State lives as long as the view",
                  "State is created when the view is inserted and destroyed when it is removed; inserted again, it starts from its initial value."),
        Behaviour(8, "if/else creates and destroys",
                  "Each flip of an `if`/`else` destroys one branch's views, with their state, and creates the other's."),
        Behaviour(9, "ScrollView is eager",
                  "A `ScrollView` with a plain stack inserts every child at once, visible or not; none disappears on scrolling."),
        Behaviour(10, "List rows are lazy",
                  "A `List` with `ForEach` inserts only the rows on screen; scrolling calls `onAppear`/`onDisappear` again and again, and a row keeps its state."),
        Behaviour(11, "Navigation push and pop",
                  "A push calls the new level's `onAppear` and the covered level's `onDisappear`, a pop the reverse; lower levels keep their state."),
        Behaviour(12, "TabView tabs",
                  "Every tab's state starts at once, but `onAppear`/`onDisappear` (and `.task`) follow the selected tab, on every switch."),
        Behaviour(13, "Covering is not disappearing",
                  "A view covered by a sheet or full-screen cover gets no `onDisappear`, and no `onAppear` when uncovered."),
        Behaviour(14, "task after onAppear",
                  "`.task` starts after the view's `onAppear` and may finish after the first render."),
        Behaviour(15, "A task is cancelled when its view goes",
                  "A `.task` still running when its view disappears is cancelled: `Task.sleep` throws `CancellationError`."),
        Behaviour(16, "task(id:) restarts",
                  "`.task(id:)` runs on appear and again whenever the id changes, cancelling the run still going."),
        Behaviour(17, "Once per lifetime",
                  "A `ViewModifier` with `@State var hasPrepared` prepares once per view lifetime, though `onAppear` fires on every tab switch."),
        Behaviour(18, "UIKit bridge order",
                  "A `UIViewControllerRepresentable`'s controller gets `viewDidLoad` first, then SwiftUI's `onAppear`, then `viewWillAppear`."),
        Behaviour(19, "Modifier order on one view",
                  "`onAppear` and `onChange(of:initial: true)` on one view run in the order written; `.task` runs after both."),
        Behaviour(20, "onAppear before the first frame, onDisappear after the view is gone",
                  "`onAppear` completes before the view's first frame; `onDisappear` runs once it has left the screen."),
        Behaviour(21, "New identity first",
                  "When `.id(x)` changes, the new view's `onAppear` runs before the old view's `onDisappear`."),
        Behaviour(22, "onChange",
                  "`onChange` is not called for the initial value (unless `initial: true`), is called for a change made in `onAppear`, and the two-parameter form gets the old and new values."),
        Behaviour(23, "task(id:) compares with ==",
                  "`.task(id:)` restarts only when the new id is not equal to the old one."),
        Behaviour(24, "A modifier on a Group applies to each view",
                  "`onAppear` on a `Group` holding an `if`/`else` runs every time the branch changes."),
        Behaviour(25, "State is created once per identity",
                  "A later `State(initialValue:)` from a parent is ignored while the view lives."),
        Behaviour(26, "StateObject against ObservedObject",
                  "`@StateObject`'s initial value runs once per identity; `@ObservedObject var m = Model()` makes a new object every time the parent's body runs."),
        Behaviour(27, "Observation granularity",
                  "An `@Observable` change re-evaluates only the bodies that read that property; an `ObservableObject` change re-evaluates every view observing it."),
        Behaviour(28, "init is cheap and frequent, body is not",
                  "A child's `init` runs every time its parent's body runs; its `body` only when its inputs differ or its own dependencies changed."),
        Behaviour(29, "ForEach over a constant range",
                  "`ForEach(0..<n)` without `id:` reads the range once and ignores later changes."),
        Behaviour(30, "An eager NavigationLink destination",
                  "A `NavigationLink`'s destination view is created (its `init` runs) when the link is evaluated; its body runs only when pushed."),
        Behaviour(31, "sheet(item:) replacement",
                  "Changing the item while the sheet is up dismisses it, calls `onDismiss`, then presents the new one."),
        Behaviour(32, "Alert buttons dismiss",
                  "Any alert button sets `isPresented` to false, or the item to nil."),
        Behaviour(33, "Writing state during a body",
                  "A state write while a body is evaluated reports \"Modifying state during view update, this will cause undefined behavior.\""),
        Behaviour(34, "Self._printChanges()",
                  "`_printChanges()` prints `@self changed.` for a view without state at its first evaluation, `@self, @identity, _name changed.` for one with `@State var name`, and names the changed properties later."),
        Behaviour(35, "Lazy containers keep row state",
                  "`List`, `LazyVStack` and `LazyVGrid` call `onAppear` as rows come on screen again and keep the rows' state."),
        Behaviour(36, "A projection is not a read",
                  "Passing `$text` to a child does not make the parent depend on `text`: when it changes, the child that reads it re-evaluates, the parent does not."),
        Behaviour(37, "Assigning @State in init does nothing",
                  "`self.text = text` in an initializer writes to storage not installed yet; `_text = State(initialValue:)` is the form that works."),
        Behaviour(38, "withAnimation is a transaction of its own",
                  "State written before a `withAnimation` call and state written inside it are two updates: the body sees both values, and `onChange` fires for each."),
        Behaviour(39, "The identity transition removes before it inserts",
                  "With `.transition(.identity)`, an `.id` change runs the old view's `onDisappear` before the new view's `onAppear`."),
        Behaviour(40, "AnyView keeps its content; a new erased type is a new identity",
                  "`AnyView(Text(\"hi\"))` shows `hi` and runs its modifiers; a different type inside destroys the old views and creates new ones."),
        Behaviour(41, "A disabled control does nothing",
                  "`.disabled(true)` on a control or any container above it stops taps from running its action."),
    ]
}
