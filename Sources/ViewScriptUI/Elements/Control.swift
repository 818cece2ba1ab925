import ViewScriptRuntime

/// A control that scenario steps other than `tap` drive, found by its label like `tap`
/// finds a button: `select` for pickers, `increment`/`decrement` for steppers, `slide`
/// for sliders, `pick` for date pickers. The label is the control's own (a menu picker's
/// label is not drawn, yet names it, as in UI tests).
///
/// Its content (what is on screen) is the element the `.control` modifier wraps.
public struct ControlHandle {
    public enum Kind {
        /// The options by their visible text; `select(i)` writes option `i`'s tag into the
        /// selection (nil where the option has no tag of the selection's type: SwiftUI does
        /// not change the selection). `picksByStep`: menu, wheel and navigation link styles
        /// (segmented and inline options are buttons `tap` picks).
        case picker(options: [String], select: [ViewAction?], picksByStep: Bool)
        /// The + and − buttons; nil where the button is disabled (the value at a bound).
        case stepper(increment: ViewAction?, decrement: ViewAction?)
        /// Moves the thumb to a value (clamped to `range`, rounded to `step`).
        case slider(range: ClosedRange<Double>, step: Double?, set: (Double) throws -> Void)
        /// Sets the date (seconds since 1970, UTC).
        case datePicker(set: (Double) throws -> Void)
    }

    public let label: String
    public let kind: Kind

    public init(label: String, kind: Kind) {
        self.label = label
        self.kind = kind
    }

    /// The step that drives this kind, for messages (`select`, `increment`...).
    public var kindName: String {
        switch kind {
        case .picker: "picker"
        case .stepper: "stepper"
        case .slider: "slider"
        case .datePicker: "date picker"
        }
    }
}

/// A `.focused` modifier's binding: whether its view has focus now, and how to give and
/// take it (`true`/`false`, or the `equals:` value / `nil`).
public struct FocusBinding {
    public let isFocused: () throws -> Bool
    public let focus: ViewAction
    public let unfocus: ViewAction

    public init(isFocused: @escaping () throws -> Bool, focus: @escaping ViewAction, unfocus: @escaping ViewAction) {
        self.isFocused = isFocused
        self.focus = focus
        self.unfocus = unfocus
    }
}
