/// Which view an event is about, for the timeline's lanes: the identity path of its node from
/// the root, with the user views' names where they sit. Two events about the same identity
/// have equal `ViewIdentity`s even when the node moved among its siblings (`position` is
/// where it sat at the time, for tree order, and takes no part in equality).
public struct ViewIdentity: Hashable, Sendable, CustomStringConvertible {
    /// One node on the path whose key or view says something: `content` keys of built-in
    /// views and modifiers are left out.
    public struct Step: Hashable, Sendable {
        /// The identity key relative to the parent (`1`, `branch 0`, `element 3`,
        /// `presentation 0`, `pushed 1`), nil for `content`.
        public let key: String?
        /// The user view at this step (`Row#3`), nil for built-in views and modifiers.
        public let view: String?

        public init(key: String?, view: String?) {
            self.key = key
            self.view = view
        }
    }

    public let steps: [Step]
    /// The node's position among its siblings at each level from the root, when the event
    /// happened: lexicographic order of positions is tree order.
    public let position: [Int]
    /// The node's own name: its user view's (`Row#3`), else its kind (`Text`).
    public let name: String

    public init(steps: [Step], position: [Int], name: String) {
        self.steps = steps
        self.position = position
        self.name = name
    }

    /// `ContentView/1/Child`, `ContentView/element 3/Row#3`: keys and views from the root.
    public var description: String {
        steps.flatMap { [$0.key, $0.view].compactMap { $0 } }.joined(separator: "/")
    }

    /// The identity of the nearest user view above this one, if any.
    public var parentView: ViewIdentity? {
        guard let last = steps.lastIndex(where: { $0.view != nil }),
              let parent = steps[..<last].lastIndex(where: { $0.view != nil }),
              let name = steps[parent].view else { return nil }
        return ViewIdentity(steps: Array(steps[...parent]), position: [], name: name)
    }

    public static func == (a: ViewIdentity, b: ViewIdentity) -> Bool { a.steps == b.steps && a.name == b.name }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(steps)
        hasher.combine(name)
    }
}

/// A presentation shown as a band on the timeline.
public enum PresentationBand: Equatable, Sendable, CustomStringConvertible {
    /// A sheet, full-screen cover, alert or dialog's content.
    case presentation(Presentation.Style)
    /// A level pushed on a navigation stack.
    case pushedLevel
    /// The tab at this position is the selected one.
    case selectedTab(Int)

    public var description: String {
        switch self {
        case .presentation(let style): style.name
        case .pushedLevel: "pushed"
        case .selectedTab(let index): "tab \(index)"
        }
    }
}
