/// A parsed `.view` file: declarations and scenarios in source order.
public struct SourceFileSyntax: Sendable {
    public var items: [TopLevelItem]
    public var range: SourceRange

    public init(items: [TopLevelItem], range: SourceRange) {
        self.items = items
        self.range = range
    }

    public var declarations: [Decl] {
        items.compactMap { if case .declaration(let decl) = $0 { return decl } else { return nil } }
    }

    /// The top-level statements of a script, in order.
    public var statements: [Stmt] {
        items.compactMap { if case .statement(let statement) = $0 { return statement } else { return nil } }
    }

    public var scenarios: [Scenario] {
        items.compactMap { if case .scenario(let scenario) = $0 { return scenario } else { return nil } }
    }
}

public enum TopLevelItem: Sendable {
    case declaration(Decl)
    case scenario(Scenario)
    /// A statement of a script (`ParseOptions.allowsTopLevelStatements`), run in order.
    case statement(Stmt)
}

/// `scenario "NAME" { steps }`
public struct Scenario: Sendable {
    public var name: String
    public var nameRange: SourceRange
    public var steps: [ScenarioStep]
    public var range: SourceRange
    /// A `#Preview` or `PreviewProvider` run as a scenario: after its steps it settles
    /// (`Executor.settle`), and what keeps it from going idle is an error.
    public var isPreview = false

    public init(name: String, nameRange: SourceRange, steps: [ScenarioStep], range: SourceRange) {
        self.name = name
        self.nameRange = nameRange
        self.steps = steps
        self.range = range
    }
}

public struct ScenarioStep: Sendable {
    public var kind: ScenarioStepKind
    public var range: SourceRange

    public init(_ kind: ScenarioStepKind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

/// The steps of a scenario (docs/scenarios.md, `viewscript help steps`). Strings are Swift string literals without
/// interpolation; the `expect """` block is taken literally (a backslash is a backslash).
public enum ScenarioStepKind: Sendable {
    case show(Expr)
    case tap(String)
    /// `double tap "TEXT"` (docs/scenarios.md): two taps in a row, as XCUIElement's `doubleTap()`.
    case doubleTap(String)
    /// `triple tap "TEXT"` (docs/scenarios.md): three taps in a row (`.onTapGesture(count: 3)`).
    case tripleTap(String)
    /// `long press "TEXT"` (docs/scenarios.md): `.onLongPressGesture`, `.contextMenu`.
    case longPress(String)
    /// `drag "TEXT" by DX, DY` (docs/scenarios.md): a `DragGesture` moved by a translation in points.
    case drag(String, dx: Double, dy: Double)
    case type(text: String, into: String)
    case scrollTo(String)
    case back
    case dismiss
    /// `advance 2s`, `advance 0.5s`, `advance 150ms`.
    case advance(nanoseconds: Int64)
    /// `screen 390 x 844`: the size of the simulated screen in points.
    case screen(width: Int, height: Int)
    /// `expect """ ... """`: the exact output lines since the previous output expectation.
    case expectOutput([String])
    case expectVisible(String)
    case expectNotVisible(String)
    /// `expect disabled "LABEL"` (`isDisabled` true) / `expect enabled "LABEL"`: the state of
    /// the one visible control labelled LABEL.
    case expectControlState(String, isDisabled: Bool)
    case expectCrash(String)
    // Controls (docs/scenarios.md): each finds its control by label as `tap` does.
    /// `select "OPTION" in "LABEL"`: picks an option of a menu or wheel `Picker`.
    case select(option: String, in: String)
    /// `increment "LABEL"` / `decrement "LABEL"`: the + or − of a `Stepper`.
    case increment(String)
    case decrement(String)
    /// `slide "LABEL" to VALUE`: moves a `Slider`.
    case slide(String, to: Double)
    /// `pick 2024-03-01 in "LABEL"`: sets a `DatePicker`; the date in seconds since 1970 (UTC).
    case pick(secondsSince1970: Double, in: String)
    /// `submit "TITLE"`: the return key in a text field (`.onSubmit`).
    case submit(String)
    // Lists that people edit (docs/scenarios.md; Parser+ListSteps.swift).
    /// `delete "ROW"`: the row's swipe to delete (`.onDelete`).
    case delete(String)
    /// `move "ROW" to 2`: the destination offset as `.onMove` gets it.
    case move(String, to: Int)
    /// `swipe "ROW"`: reveals the row's `.swipeActions`.
    case swipe(String)
    /// `refresh`: pulls to refresh and awaits the `.refreshable` action.
    case refresh
    // The simulated device (docs/scenarios.md; Parser+DeviceSteps.swift).
    /// `set colorScheme dark`, `set sizeClass regular`.
    case set(DeviceSetting)
    /// `background` / `foreground`: the app leaves the screen or comes back (scene phase).
    case background
    case foreground
    // The simulated network (docs/scenarios.md; Parser+NetworkSteps.swift).
    /// `respond to "URL" with """ BODY """ [status N] [after DURATION]`: the answer to requests
    /// for URL (status 200 and no delay unless given).
    case respond(url: String, body: String, status: Int, delay: Int64)
    /// `expect requests """ ... """`: the requests made since the previous one, `METHOD URL` a line.
    case expectRequests([String])
}

/// What `set` changes about the simulated device.
public enum DeviceSetting: Sendable, Equatable {
    case colorScheme(dark: Bool)
    case sizeClass(regular: Bool)
}
