import ViewScriptRuntime

/// What a control's default style depends on: whether it is inside a `List` or `Form` or a
/// menu, and the picker style an enclosing `.pickerStyle(_:)` set. Passed down while a body's view
/// value becomes elements, and found among a user view's ancestors when its body runs.
struct ControlContext {
    var inList = false
    /// Among the items of a `Menu` or context menu: a picker's options are menu items.
    var inMenu = false
    var pickerStyle: PickerStyleKind?
    /// `.datePickerStyle(.graphical)` or `.wheel` on the date pickers of the content: they
    /// show a calendar or wheels, not the compact style's date and time texts.
    var datePickerIsCompact = true
    /// In a column of a collapsed `NavigationSplitView`: the column a selection in a
    /// `List(selection:)` pushes (`InterpretedViews+SplitView.swift`).
    var splitNextColumn: ViewElement?
    /// The styles `.buttonStyle(_:)`, `.labelStyle(_:)`... set above (`InterpretedViews+Styles.swift`).
    var styles: [StyleFamily: StyleSetting] = [:]
    /// `.textCase(_:)` above (`InterpretedViews+TextCase.swift`); nil: none.
    var textCase: TextCaseSetting?
    /// `.labelsHidden()` above (`InterpretedViews+LabelsHidden.swift`).
    var labelsHidden = false
    /// The `Binding<EditMode>` of these views (ViewGraph+EditMode.swift): the one an
    /// `.environment(\.editMode, ...)` above gives, else the window's, made only when read
    /// (each row's body of a long list would otherwise make its four objects, and none reads it).
    var editMode: Value? {
        get { givenEditMode ?? windowGraph?.windowEditMode }
        set { givenEditMode = newValue }
    }
    fileprivate var givenEditMode: Value?
    /// The graph whose window's edit mode applies when no modifier above gives one; nil outside
    /// a body. Unretained: the graph outlives every body it evaluates and the views they build.
    unowned(unsafe) var windowGraph: ViewGraph?
    /// In the content of a `List(selection:)`: what a row's tag selects (InterpretedViews+ListSelection.swift).
    var rowSelection: InterpretedViews.RowSelection?
}

/// The control context of the bodies below one parent node, as of a `ViewGraph.contextEpoch`
/// (the node is not kept alive: a removal changes the epoch, so its address is not reused unseen).
struct ControlContextMemo {
    let parent: ObjectIdentifier
    let epoch: Int
    let context: ControlContext
}

extension ViewElement {
    /// Whether a control context below this element depends on it (what
    /// `BodyContext.controlContext` reads of an ancestor's element).
    var affectsControlContext: Bool {
        switch self {
        case .navigation, .modified(_, .environment), .modified(_, .presentation): true
        default: false
        }
    }
}

/// The picker styles of iOS.
enum PickerStyleKind {
    case automatic, menu, segmented, inline, wheel, navigationLink, palette

    /// `.segmented`, `SegmentedPickerStyle()`, `PickerStyle.segmented`... by its name.
    init?(named name: String) {
        let lowered = name.lowercased()
        if lowered.contains("segmented") { self = .segmented }
        else if lowered.contains("navigationlink") { self = .navigationLink }
        else if lowered.contains("inline") { self = .inline }
        else if lowered.contains("wheel") { self = .wheel }
        else if lowered.contains("palette") { self = .palette }
        else if lowered.contains("menu") { self = .menu }
        else if lowered.contains("automatic") || lowered.contains("default") { self = .automatic }
        else { return nil }
    }

    /// The environment key `.pickerStyle(_:)` on a container sets for the views below.
    static let environmentKey = EnvironmentKey.value("pickerStyle")
}

extension BodyContext {
    /// The control context of this body's views: from its ancestors in the graph, up to the
    /// root of its layer (a sheet's content is not in the list that presents it).
    ///
    /// Every body walks up to the root of its layer (each row of a long list does), so each
    /// ancestor's element is read once and only a modifier's environment value is looked at.
    var controlContext: ControlContext {
        // The rows of a list share their parent, and so their context: it is worked out once
        // while no element it reads changes (`ViewGraph.contextEpoch`). Not in a split view's
        // column, whose next column depends on the column's place among the stack's levels.
        guard let parent = node.parent else { return walkedControlContext }
        if let memo = graph.controlContextMemo, memo.parent == ObjectIdentifier(parent), memo.epoch == graph.contextEpoch {
            return memo.context
        }
        let context = walkedControlContext
        if context.splitNextColumn == nil {
            graph.controlContextMemo = ControlContextMemo(parent: ObjectIdentifier(parent), epoch: graph.contextEpoch, context: context)
        }
        return context
    }

    private var walkedControlContext: ControlContext {
        var context = ControlContext()
        context.windowGraph = graph
        var ancestor = node.parent
        var child = node
        while let current = ancestor {
            if case .container(.list) = current.kind { context.inList = true }
            let element = current.element
            // The nearest `.environment(\.editMode, ...)` (see `editMode(for:)`).
            if context.givenEditMode == nil, case .modified(_, .environment(.value("editMode"), let value)) = element {
                context.givenEditMode = value
            }
            if case .modified(_, .environment(let key, .native(let object))) = element {
                if context.pickerStyle == nil, key == PickerStyleKind.environmentKey, let kind = object as? PickerStyleBox {
                    context.pickerStyle = kind.style
                }
                if let box = object as? StyleBox, context.styles[box.family] == nil { context.styles[box.family] = box.setting }
                if context.textCase == nil, let box = object as? TextCaseBox { context.textCase = box.setting }
                if object is LabelsHiddenBox { context.labelsHidden = true }
            }
            if current.isPresentationContent {
                if case .modified(_, .presentation(let presentation)) = element, presentation.style == .menu { context.inMenu = true }
                break
            }
            if case .navigation = element, context.splitNextColumn == nil && !context.inList {
                context.splitNextColumn = SplitColumns.next(in: current, below: child)
            }
            child = current
            ancestor = current.parent
        }
        // The edit mode comes from above the layer too.
        while context.givenEditMode == nil, let current = ancestor?.parent {
            if case .modified(_, .environment(.value("editMode"), let value)) = current.element { context.givenEditMode = value }
            ancestor = current
        }
        return context
    }
}

/// A picker style as an environment value (for views of other bodies below the modifier).
final class PickerStyleBox: NativeObject {
    let style: PickerStyleKind
    init(_ style: PickerStyleKind) { self.style = style }
    var runtimeType: RuntimeType { .named("PickerStyle", []) }
    func describe() -> String { "\(style)" }
}

extension InterpretedViews {
    /// `.pickerStyle(.segmented)`: the pickers of the content take the style; views of other
    /// bodies below find it in the environment.
    /// `.datePickerStyle(_:)`: only the compact (and automatic) style shows the date as text.
    func datePickerStyle(_ base: Value, _ arguments: [Value]) throws -> ViewElement {
        var name = ""
        if let style = arguments.first { name = try interpreter.describe(style).lowercased() }
        var inner = self
        inner.context.datePickerIsCompact = name.contains("compact") || name.contains("automatic") || name.contains("default")
        return try inner.element(base)
    }

    func pickerStyle(_ base: Value, _ arguments: [Value]) throws -> ViewElement {
        var name = ""
        if case .native(let object)? = arguments.first, let view = object as? ViewValue {
            name = view.name
        } else if let style = arguments.first {
            name = try interpreter.describe(style)
        }
        guard let style = PickerStyleKind(named: name) else {
            throw interpreter.failure(.notInSubset("the picker style '\(name)'"), at: range)
        }
        var inner = self
        inner.context.pickerStyle = style
        return .modified(try inner.element(base), .environment(PickerStyleKind.environmentKey, .native(PickerStyleBox(style))))
    }
}
