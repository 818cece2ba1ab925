import ViewScriptRuntime
@testable import ViewScriptUI

/// Lines written by actions, in order (what `print` in an `onAppear` would show).
final class Trace {
    var lines: [String] = []
    func callAsFunction(_ line: String) { lines.append(line) }
    func take() -> [String] {
        defer { lines = [] }
        return lines
    }
}

/// Holds something a body hands out (a state reference) for the test to use later.
final class Box<T> {
    var value: T?
}

extension ViewGraph {
    /// The log as text, and a fresh log.
    func events() -> [String] { takeLog().map(\.description) }
}

extension Value {
    var text: String {
        switch self {
        case .int(let v): "\(v)"
        case .bool(let v): "\(v)"
        case .string(let v): v
        default: "\(self)"
        }
    }
}

/// `@State var taps = 0` and a body `Text("Row i: taps")` beside `Button("Tap i")` (one line:
/// a lazy container's row of the minimum 44 points), with `onAppear`/`onDisappear` that write
/// to `trace`.
func row(_ index: Int, trace: Trace) -> ViewElement {
    UserView("Row", fields: [.init("index", .int(index))], state: [StateDeclaration("taps") { .int(0) }]) { view in
        let taps = view.state("taps")
        return .container(.hStack, [
            .text("Row \(index): \(taps.value.text)"),
            .button("Tap \(index)") { taps.value = .int(taps.value.asInt! + 1) }])
    }.element
        .onAppear { trace("appear \(index)") }
        .onDisappear { trace("disappear \(index)") }
}

/// A view holding `show` (initially `initial`) with a "Toggle" button and `content` shown
/// when `show` is true.
func toggling(initial: Bool = true, _ content: @escaping () -> ViewElement) -> ViewElement {
    UserView("ContentView", state: [StateDeclaration("show") { .bool(initial) }]) { view in
        let show = view.state("show")
        return .vStack(
            .button("Toggle") { show.value = .bool(!show.value.asBool!) },
            .conditional(branch: 0, show.value.asBool! ? content() : nil))
    }.element
}
