import ViewScriptRuntime

/// Errors of the view graph itself (errors thrown by bodies and actions pass through).
public enum ViewGraphError: Error, Equatable, CustomStringConvertible {
    /// Rendering did not settle: every pass changed state that invalidated another pass.
    /// `states` names the state changed in the last pass (`'count' of 'Counter'`).
    case tooManyPasses(limit: Int, states: [String])
    /// `tap "TEXT"` found no hittable control labelled TEXT; `candidates` are the labels
    /// of the hittable controls on screen, in tree order.
    case noSuchControl(String, candidates: [String])
    /// `type ... into "TITLE"` found no text field titled TITLE.
    case noSuchTextField(String, candidates: [String])
    /// `tap "TEXT"` (or `type ... into "TEXT"`) found several.
    case ambiguousControl(String, count: Int)
    /// `tap "TEXT"` on a control that `.disabled(true)` (on it or above it) disables.
    case disabledControl(String)
    /// `tap` on a control whose effect happens outside the app (`Link` opens its URL in the
    /// browser, `ShareLink` a share sheet): `effect` says what it would do.
    case notSimulatedControl(String, label: String, effect: String?)
    /// `scroll to "TEXT"`: no scroll container on screen holds a row with that text.
    case noSuchRow(String)
    /// `scroll to "TEXT"` needs a scroll container under `.scrollDisabled(true)` to move.
    case scrollDisabled(String)
    case nothingToScroll
    /// The render tree grew deeper than the limit; `path` names the user views on the way.
    case tooDeep(limit: Int, path: [String])
    /// `back` with no navigation stack that has a level to pop.
    case nothingToGoBack
    /// `back` while the top level hides its back button (`.navigationBarBackButtonHidden`,
    /// a hidden navigation bar): there is no back button to press.
    case backButtonHidden
    /// `dismiss` with no sheet or cover presented.
    case nothingToDismiss
    /// `dismiss` on a sheet whose content has `.interactiveDismissDisabled()`.
    case interactiveDismissDisabled
    /// `render()` was called from inside a render (an action that rendered).
    case reentrantRender
    /// A task restart loop whose `.task` has no position in a program (ViewGraph+TaskRestarts.swift).
    case taskRestartLoop(String)
    /// A control step (`select`, `increment`, `slide`, `pick`) found no control of its kind
    /// labelled so; `candidates` are the labels of that kind on screen.
    case noSuchStepControl(kind: String, label: String, candidates: [String])
    /// Several controls of the kind with that label.
    case ambiguousStepControl(kind: String, label: String, count: Int)
    /// `select` named an option the picker does not have.
    case noSuchOption(String, picker: String, options: [String])
    /// `select` on a picker whose options are on screen as buttons (segmented, inline).
    case pickerOptionsAreTapped(String)
    /// The option's tag is missing or not of the selection's type: SwiftUI ignores the choice.
    case optionWithoutTag(String, picker: String)
    /// `increment`/`decrement` on a stepper button that is disabled at its bound.
    case stepperButtonDisabled(String, increment: Bool)
    /// `pick` outside the date picker's `in:` range.
    case dateOutOfRange(String, lower: Double?, upper: Double?)
    /// `submit` on a text field with no `.onSubmit` around it.
    case nothingToSubmit(String)
    /// `long press "TEXT"` found no visible view with a long press (`.onLongPressGesture`,
    /// `.contextMenu`) showing TEXT; `candidates` are the texts that can be long-pressed.
    case noLongPressTarget(String, candidates: [String])
    /// `long press "TEXT"` found several.
    case ambiguousLongPress(String, count: Int)
    /// `drag "TEXT" by DX, DY` found no view with a drag gesture showing TEXT.
    case noDragTarget(String, candidates: [String])
    /// `drag "TEXT" by DX, DY` found several.
    case ambiguousDrag(String, count: Int)
    /// A tap, long press or drag on a view under `.allowsHitTesting(false)`.
    case hitTestingDisabled(String)
    /// `tap "TEXT"` on a view whose only tap gesture needs two or three taps (ViewGraph+DoubleTap.swift).
    case needsMultiTap(String, taps: Int)
    /// `double tap "TEXT"` (`triple tap`) found no view with a count-2 (3) gesture and no control showing TEXT.
    case noMultiTapTarget(String, taps: Int, candidates: [String])
    /// `double tap "TEXT"` (`triple tap`) found several views with a count-2 (3) gesture showing TEXT.
    case ambiguousMultiTap(String, taps: Int, count: Int)
    /// `double tap "TEXT"` (`triple tap`) as single taps: a tap took TEXT off the screen.
    case multiTapTargetGone(String, taps: Int)
    /// `triple tap "TEXT"` on a view with a count-2 gesture and none of count 3: SwiftUI
    /// recognizes the double tap, then a third tap on its own; not simulated.
    case tripleTapOnDoubleTap(String)

    public var description: String {
        switch self {
        case .tooManyPasses(let limit, let states):
            let culprit = states.isEmpty ? "" : ": \(states.joined(separator: ", ")) changed on every pass"
            return "too many render passes (\(limit))\(culprit)"
        case .noSuchControl(let label, let candidates):
            let list = candidates.isEmpty ? "there is none" : candidates.map { "\"\($0)\"" }.joined(separator: ", ")
            return "no control labelled \"\(label)\" to tap; the hittable controls on screen: \(list)"
        case .noSuchTextField(let title, let candidates):
            let list = candidates.isEmpty ? "there is none" : candidates.map { "\"\($0)\"" }.joined(separator: ", ")
            return "no text field titled \"\(title)\"; the text fields on screen: \(list)"
        case .ambiguousControl(let label, let count):
            return "\(count) controls labelled \"\(label)\" on screen; tap needs exactly one"
        case .disabledControl(let label):
            return "the control labelled \"\(label)\" is disabled: it cannot be tapped (.disabled(true) on it or a view above it)"
        case .notSimulatedControl(let name, let label, let effect):
            let what = effect.map { " (it would \($0) outside the app)" } ?? ""
            return "tapping the \(name) \"\(label)\" is not simulated by ViewScript yet\(what)"
        case .noSuchRow(let text): return "no scroll container on screen holds a row \"\(text)\""
        case .scrollDisabled(let text):
            return "\"\(text)\" is off screen in a scroll container whose scrolling is disabled (.scrollDisabled(true)): a person cannot scroll to it"
        case .tooDeep(let limit, let path):
            let shown = path.count > 6 ? path.prefix(3) + ["..."] + path.suffix(3) : path[...]
            return "the view tree is nested more than \(limit) levels deep (does a view contain itself? "
                + shown.joined(separator: " > ") + "; raise the limit with --max-view-depth)"
        case .nothingToScroll: return "no List or ScrollView on screen"
        case .nothingToGoBack: return "no navigation stack on screen has a view to pop"
        case .backButtonHidden:
            return "the view on top hides its back button (.navigationBarBackButtonHidden or a hidden navigation bar); "
                + "tap the control that goes back instead"
        case .nothingToDismiss: return "no sheet, cover, alert or dialog is presented"
        case .interactiveDismissDisabled:
            return "the sheet's content has .interactiveDismissDisabled(): a swipe down does not dismiss it; "
                + "tap the control that dismisses it instead"
        case .reentrantRender: return "a render pass was started while one was running"
        case .taskRestartLoop(let message): return message
        case .noSuchStepControl(let kind, let label, let candidates):
            let list = candidates.isEmpty ? "there is none" : candidates.map { "\"\($0)\"" }.joined(separator: ", ")
            return "no \(kind) labelled \"\(label)\" on screen; the \(kind)s on screen: \(list)"
        case .ambiguousStepControl(let kind, let label, let count):
            return "\(count) \(kind)s labelled \"\(label)\" on screen; the step needs exactly one"
        case .noSuchOption(let option, let picker, let options):
            let list = options.isEmpty ? "it has none" : options.map { "\"\($0)\"" }.joined(separator: ", ")
            return "the picker \"\(picker)\" has no option \"\(option)\"; its options: \(list)"
        case .pickerOptionsAreTapped(let picker):
            return "the options of the picker \"\(picker)\" are on screen (segmented or inline style): tap the option instead"
        case .optionWithoutTag(let option, let picker):
            return "the option \"\(option)\" of the picker \"\(picker)\" has no tag of the selection's type; SwiftUI would not change the selection"
        case .stepperButtonDisabled(let label, let increment):
            return "the \(increment ? "increment" : "decrement") button of the stepper \"\(label)\" is disabled: the value is at the \(increment ? "upper" : "lower") bound of its range"
        case .dateOutOfRange(let label, let lower, let upper):
            let from = lower.map { " from \(DisplayedDate.date($0)) \(DisplayedDate.time($0))" } ?? ""
            let to = upper.map { " up to \(DisplayedDate.date($0)) \(DisplayedDate.time($0))" } ?? ""
            return "the date picker \"\(label)\" allows only dates\(from)\(to)"
        case .nothingToSubmit(let title):
            return "the text field \"\(title)\" has no .onSubmit action around it"
        case .noLongPressTarget(let label, let candidates):
            let list = candidates.isEmpty ? "there is none" : candidates.map { "\"\($0)\"" }.joined(separator: ", ")
            return "no view showing \"\(label)\" to long-press; the views on screen with a long press or context menu: \(list)"
        case .ambiguousLongPress(let label, let count):
            return "\(count) views showing \"\(label)\" can be long-pressed; long press needs exactly one"
        case .noDragTarget(let label, let candidates):
            let list = candidates.isEmpty ? "there is none" : candidates.map { "\"\($0)\"" }.joined(separator: ", ")
            return "no view showing \"\(label)\" to drag; the views on screen with a drag gesture: \(list)"
        case .ambiguousDrag(let label, let count):
            return "\(count) views showing \"\(label)\" can be dragged; drag needs exactly one"
        case .hitTestingDisabled(let label):
            return "\"\(label)\" does not receive touches: it is under .allowsHitTesting(false)"
        case .needsMultiTap(let label, let taps):
            let word = Self.tapWord(taps)
            return "\"\(label)\" responds to a \(word) tap only (.onTapGesture(count: \(taps))); a tap is one tap: use \(word) tap \"\(label)\""
        case .noMultiTapTarget(let label, let taps, let candidates):
            let list = candidates.isEmpty ? "there is none" : candidates.map { "\"\($0)\"" }.joined(separator: ", ")
            return "no view showing \"\(label)\" to \(Self.tapWord(taps))-tap; the views and controls on screen that take taps: \(list)"
        case .ambiguousMultiTap(let label, let taps, let count):
            let word = Self.tapWord(taps)
            return "\(count) views showing \"\(label)\" have a \(word)-tap gesture; \(word) tap needs exactly one"
        case .multiTapTargetGone(let label, let taps):
            return taps == 2
                ? "the first tap of the double tap on \"\(label)\" took it off the screen: there is nothing for the second tap"
                : "a tap of the \(Self.tapWord(taps)) tap on \"\(label)\" took it off the screen: there is nothing for the next tap"
        case .tripleTapOnDoubleTap(let label):
            return "a triple tap on \"\(label)\", which has a double-tap gesture (.onTapGesture(count: 2)) and none of count 3, is not simulated by ViewScript yet"
        }
    }

    /// `double` for 2 taps, `triple` for 3.
    static func tapWord(_ taps: Int) -> String { taps == 3 ? "triple" : "double" }
}
