import ViewScriptRuntime
import ViewScriptUI

/// The guides `viewscript help TOPIC` prints, each the one source of a section of `docs/`:
/// the page holds the Markdown between `<!-- guide: TOPIC -->` and `<!-- end guide -->`, and
/// `DocumentationTests` checks that it is this text, so the help and the page never differ.
enum Guide: String, CaseIterable, Sendable {
    case steps, trace, limits, sources, ios

    /// The page of `docs/` that holds the guide.
    var page: String {
        switch self {
        case .steps, .trace, .limits: "docs/scenarios.md"
        case .sources: "docs/apps.md"
        case .ios: "docs/simulation.md"
        }
    }

    var title: String {
        switch self {
        case .steps: "The steps of a scenario."
        case .trace: "What --trace and --explain print."
        case .limits: "The limits that stop a runaway program, and their options."
        case .sources: "Compiling an app's .swift files with the scenarios: --sources DIR."
        case .ios: "The iOS releases ViewScript simulates, and how they differ: --ios 16|17|18."
        }
    }

    /// `25,000,000`: a default limit as the limits table writes it.
    static func number(_ value: Int) -> String {
        let digits = Array(String(value))
        return String(digits.enumerated().flatMap { index, digit in
            index > 0 && (digits.count - index) % 3 == 0 ? [",", digit] : [digit]
        })
    }

    /// The guide as the terminal shows it.
    var text: String {
        "OVERVIEW: \(title)\n\n" + PlainText.render(markdown) + "\nThe same text, with links, is in \(page) of the repository.\n"
    }

    var markdown: String {
        switch self {
        case .steps:
            return #"""
            | step | meaning |
            | --- | --- |
            | `show EXPR` | mounts the view `EXPR` (for example `ContentView()`) as the window's root and runs the app until it is idle at the current virtual time |
            | `tap "TEXT"` | taps the one visible, hittable control labelled `TEXT` (below), then runs until idle |
            | `type "TEXT" into "TITLE"` | replaces the text of the `TextField`, `SecureField`, `TextEditor` or search field titled `TITLE` |
            | `scroll to "TEXT"` | scrolls the innermost scroll container holding a row with `TEXT` until it is visible (see [Layout model](simulation.md#layout-model)) |
            | `back` | pops the top view of the innermost navigation stack, like its back button |
            | `dismiss` | dismisses the topmost sheet or full-screen cover, like a swipe down (its binding becomes `false` or `nil`), or closes an open menu |
            | `advance DURATION` | moves the virtual clock forward (`2s`, `0.5s`, `150ms`), running every timer, sleep and task that falls due, in time order, each followed by its render pass |
            | `select "OPTION" in "LABEL"` | picks an option of the `Picker` labelled `LABEL`: [Controls](#controls) |
            | `increment "LABEL"` / `decrement "LABEL"` | presses + or − of the `Stepper` labelled `LABEL` |
            | `slide "LABEL" to VALUE` | moves the `Slider` labelled `LABEL` to `VALUE` |
            | `pick DATE in "LABEL"` | sets the `DatePicker` labelled `LABEL` to `DATE` (`2024-03-01` or `2024-03-01T09:30`) |
            | `submit "TITLE"` | the return key in the text field titled `TITLE` (`.onSubmit`) |
            | `double tap "TEXT"` | taps the one visible view showing `TEXT` twice in a row (XCUIElement's `doubleTap()`): its `.onTapGesture(count: 2)` or `TapGesture(count: 2)` runs; with no such gesture, the two taps are two `tap`s: [Gestures and custom styles](#gestures-and-custom-styles) |
            | `triple tap "TEXT"` | taps the one visible view showing `TEXT` three times in a row: its `.onTapGesture(count: 3)` or `TapGesture(count: 3)` runs; with no gesture of two or three taps, the three taps are three `tap`s: [Gestures and custom styles](#gestures-and-custom-styles) |
            | `long press "TEXT"` | long-presses the one visible view showing `TEXT` with `.onLongPressGesture` or `.contextMenu` |
            | `drag "TEXT" by DX, DY` | drags the one visible view showing `TEXT` that has a `DragGesture` by (DX, DY) points: [Gestures and custom styles](#gestures-and-custom-styles) |
            | `delete "ROW TEXT"` | the row's swipe to delete (`.onDelete`): [Lists that people edit](#lists-that-people-edit) |
            | `move "ROW TEXT" to N` | drags the row to offset `N` (`.onMove`) |
            | `swipe "ROW TEXT"` | shows the row's `.swipeActions`; the next `tap` runs one |
            | `refresh` | pulls to refresh the innermost `.refreshable` list or scroll view and awaits its action |
            | `set colorScheme light` / `set colorScheme dark` | the device's appearance: [The simulated device](#the-simulated-device) |
            | `set sizeClass compact` / `set sizeClass regular` | the horizontal size class |
            | `background` / `foreground` | the app leaves the screen or comes back (scene phase) |
            | `respond to "URL" with """ BODY """ [status N] [after DURATION]` | declares the network's answer to requests for `URL`: [The simulated network](#the-simulated-network) |
            | `expect requests """ ... """` | the requests made since the previous `expect requests` (or the start), one `METHOD URL` a line, in order |
            | `expect """ ... """` | the lines printed since the previous `expect """` (or since the scenario began) are exactly the block's lines; indentation is stripped as in a Swift multi-line string literal, the text is taken literally, and an empty block means nothing was printed |
            | `expect visible "TEXT"` / `expect not visible "TEXT"` | whether a `Text`, label or title with exactly `TEXT` is on screen now |
            | `expect disabled "LABEL"` / `expect enabled "LABEL"` | whether the visible control labelled `LABEL` is disabled |
            | `expect crash "MESSAGE"` | the app trapped at the last step that was not an expectation, with a message containing `MESSAGE`; a scenario ends at a trap, and a trap with no `expect crash` fails it |
            """#
        case .trace:
            return #"""
            `--trace` prints one event per line, prefixed by the virtual time (`[1.500s]`). The words
            are stable; tools may rely on them:

            | line | meaning |
            | --- | --- |
            | `step tap "Add"` | a scenario step starts (expectations are not shown) |
            | `state created NAME` / `state destroyed NAME` | a view was inserted into / removed from the render tree: its state storage begins / ends |
            | `state changed 'count' of 'Counter': 0 → 1` | a `@State` write, old and new value as Swift prints them |
            | `body NAME` | a body was evaluated (`NAME#3` is the `ForEach` row with id 3) |
            | `appear NAME` / `disappear NAME` | `onAppear` / `onDisappear` time for the view |
            | `task started NAME` / `task cancelled NAME` | a `.task` started / was cancelled by the graph |
            | `warning MESSAGE` | a runtime warning SwiftUI would log (`[SwiftUI] Modifying state during view update...`) |
            | `output TEXT` | a line the program printed |
            | `frame` | a render finished: what the passes produced is on screen |
            | `trap MESSAGE` | the app stopped |

            `--explain` adds, for every body evaluation, why it ran (`why Counter: _count changed`,
            `parent passed a different value for 'title'`, `first evaluation`, `an @Observable property
            its body read changed`, `binding 'item' changed` for a `@Binding` whose value changed,
            `environment 'colorScheme' changed` for an `@Environment` or `@EnvironmentObject` value)
            and, for every state write that invalidated nothing, why not
            (`no update: 'n' of 'ContentView' changed but no body reads it`). Without `--trace` these
            lines are printed as `explain: ...` between the output lines. `--tree` prints the render
            tree after each step (user views with their `@State`, texts and controls, ids, and
            `(off screen)` for kept lazy rows). `--format json` prints the same entries as JSON lines
            (`{"time":1.5,"kind":"step","text":"tap \"Add\""}`).
            """#
        case .limits:
            return #"""
            Runaway programs end with a positioned error naming the limit and the option that raises
            it, never with a hang or a crash. The defaults, and the option of each command that runs code
            (`run`, `check`, `repl`, `script`):

            | limit | default | option |
            | --- | --- | --- |
            | loop iterations and calls per event (a step, a task turn) | \#(Self.number(RuntimeLimits().stepBudget)) | `--step-budget N` |
            | nested calls | \#(Self.number(RuntimeLimits().maximumCallDepth)) | `--max-call-depth N` |
            | tasks alive at once | \#(Self.number(RuntimeLimits().maximumLiveTasks)) | `--max-tasks N` |
            | task turns and jobs per step without virtual time passing | \#(Self.number(RuntimeLimits().maximumTurnsPerStep)) | `--max-turns N` |
            | render passes per event (an update cycle) | \#(Self.number(GraphLimits().renderPasses)) | `--max-render-passes N` |
            | render-tree nesting (a view that contains itself) | \#(Self.number(GraphLimits().viewDepth)) | `--max-view-depth N` |
            | `.task` restarts without virtual time passing (a task whose run gives its view a new identity) | \#(Self.number(GraphLimits().taskRestarts)) | `--max-task-restarts N` |
            | parser nesting (brackets, blocks, operator chains) | 256 | (fixed, as swift-syntax's) |
            | anonymous closure parameters (`$0` to `$255`; past 32 bits swiftc's "numeric value following '$' is too large") | 256 | (fixed) |
            | value nesting (building, comparing, printing) | 10,000 | (fixed) |
            | native stack of each thread running interpreted code (a last guard behind the call depth) | 256 MiB, a call stops when less than 16 MiB is left | (fixed) |

            The call-depth limit counts interpreted calls, but a call through a subscript or a library
            closure (`map { f($0) }`) takes more native stack than a direct call, and the limit can be
            raised: every call also compares the stack pointer with its thread's stack
            (`NativeStackGuard`), so recursion that would overflow the stack ends with `call to 'f(_:)'
            nested 308392 calls deep used up the interpreter's stack (is it infinite recursion?)`
            instead of a crash.
            """#
        case .sources:
            return #"""
            `run`, `check` and `repl` take `--sources DIR` (repeatable): every `.swift` file under `DIR`
            (recursively; hidden folders, folders named `*Tests` or `*UITests`, and `Package.swift` are
            skipped) is compiled with each `.view` file as one module, as swiftc compiles a target:

            - declarations are visible in every file, in any order;
            - a top-level `private` or `fileprivate` declaration is visible only in its own file (from
              another one it is `cannot find 'X' in scope`); several files may each declare a private type
              of one name (`private struct Row`) and each sees its own; one private function or variable
              name in two files is reported as not simulated yet;
            - every diagnostic, trap and failed expectation points into the file and line it is about;
            - a `.view` file may hold only scenarios.
            """#
        case .ios:
            return #"""
            ViewScript simulates the documented behaviour of one iOS release: 17 by default, or the one
            `--ios 16|17|18` names (on `run`, `check`, `previews` and `repl`). A `.view` file can say which
            release its scenarios are written for with a line `// ios: 18` among the comments that open
            it; that line wins over `--ios`, which wins over an app's `viewscript.json` (`"ios": 18`). A
            release counts with all its updates: under `--ios 17`, `#available(iOS 17.4, *)` is true.
            The release is a value the compiler keeps with the program and hands to the view graph
            (`IOSRelease`); each difference below is one property of it, or data in the catalogue entry
            of the name it concerns (`since(.iOS18)`), never a mix of two releases' behaviours.

            | difference | 16 | 17 | 18 | source |
            | --- | --- | --- | --- | --- |
            | `TabView` starts a tab's state (its `@State`, `@StateObject`) | with the tab view | with the tab view | when the tab is first selected, then keeps it | B12 for 16 and 17 (Begemann's logs); Karin Prater, "SwiftUI View Lifecycle: When onAppear Actually fires" (swiftyplace): "On iOS 18, same code, the fetch didn't run until someone actually tapped the tab. Apple made TabView lazy." A paged tab view (`.tabViewStyle(.page)`) is not described there and keeps building every page. |
            | `Tab("Title", systemImage:) { }`, `Tab(value:)` with `TabView(selection:)` | error | error | yes | Apple, [`Tab`](https://developer.apple.com/documentation/swiftui/tab): availability iOS 18.0 |
            | `ContentUnavailableView` | error | yes | yes | Apple, [`ContentUnavailableView`](https://developer.apple.com/documentation/swiftui/contentunavailableview): iOS 17.0 |
            | `@Observable`, `@Bindable`, `Bindable(model)` | error | yes | yes | Apple Developer Forums, ["Can't use @observable"](https://developer.apple.com/forums/thread/742926) (Quinn, DTS): "The Observation framework requires iOS 17" |
            | `onChange(of:initial:_:)`: the `initial:` label, a two- or zero-parameter action | error | yes | yes | Apple Developer Forums, [thread 760681](https://developer.apple.com/forums/thread/760681): "'onChange(of:initial:_:)' is only available in iOS 17.0 or newer" |
            | `onChange(of:perform:)` (one-parameter action) | yes | deprecated: a note only | deprecated: a note only | Use Your Loaf, ["SwiftUI onChange Deprecation"](https://useyourloaf.com/blog/swiftui-onchange-deprecation): "In iOS 17, Apple deprecated the onChange(of:perform) view modifier"; it behaves the same, so ViewScript runs it as before and prints no warning (swiftc warns only when the deployment target is iOS 17 or later) |
            | `if #available(iOS N, *)`, `#unavailable(iOS N)` | N ≤ 16 | N ≤ 17 | N ≤ 18 | The Swift Programming Language, ["Checking API Availability"](https://docs.swift.org/swift-book/documentation/the-swift-programming-language/controlflow/#Checking-API-Availability): "the body of the if statement executes only in iOS 10 and later". A condition naming no iOS version holds (its `*`). |

            An unavailable name is swiftc's error at its position, before anything runs:
            `'Tab' is only available in iOS 18.0 or newer`. (For `@Observable` swiftc reports the macro's
            expansion, `'ObservationTracked()' is only available in iOS 17.0 or newer`; ViewScript names
            the macro.) A form of `onChange` is told by its call, so its error comes when the call runs.

            Lazy stacks (B35's note): Begemann's iOS 16 log says a `LazyVStack` calls `onAppear` as rows
            come back on screen but "`onDisappear` seems not to get called at all", and a 2026 report says
            lazy stacks call `onDisappear` only from iOS 26 ([ole/swiftui-view-lifecycle#4](https://github.com/ole/swiftui-view-lifecycle/issues/4)).
            No release ViewScript simulates differs from another there; under every profile ViewScript
            calls a row's `onDisappear` when it leaves the viewport, which these reports say iOS 16 to 18
            do not do, so samples do not depend on it (B35).
            """#
        }
    }
}
