/// The SwiftUI (and neighbouring frameworks') surface ViewScript knows, as data: every view,
/// modifier and value type a `.view` file may name, and what ViewScript does with it.
///
/// One entry per name. The compiler's name checks, the view builder rules, the interpreter
/// (which names build views, which calls are modifiers) and the catalogue test all read this
/// table, so supporting a new API is one entry here plus its behaviour in the view graph.
public enum Catalogue {
    /// What ViewScript does with a name.
    public enum State: Sendable, Equatable {
        /// It behaves as in SwiftUI: lifecycle, what is on screen, what is hittable.
        case modelled
        /// It only styles (fonts, colours, shadows, most styles): its arguments are evaluated as
        /// Swift evaluates them and it changes nothing else, which is right in every scenario.
        case inert
        /// Known, but using it is an error at its position: ViewScript would show the wrong
        /// thing rather than what SwiftUI shows.
        case notSimulated
    }

    public enum Kind: Sendable, Equatable {
        /// `Text(...)`, `VStack { }`: a view built by an initializer.
        case view
        /// `.padding()`: a method of `View`.
        case modifier
        /// `Font`, `Color`, `Animation`, `SegmentedPickerStyle`: a value type whose members and
        /// initializers give values that style or configure views.
        case valueType
        /// `State`, `Binding`, `Environment`: a type the runtime models (property wrappers,
        /// protocols); it has no generic member behaviour.
        case type
    }

    public enum Framework: String, Sendable, CaseIterable {
        case swiftUI = "SwiftUI", mapKit = "MapKit", avKit = "AVKit", photosUI = "PhotosUI"
        case authenticationServices = "AuthenticationServices", charts = "Charts", uiKit = "UIKit"
        case foundation = "Foundation", combine = "Combine", observation = "Observation", dispatch = "Dispatch"
        case coreGraphics = "CoreGraphics", swiftData = "SwiftData", coreData = "CoreData"
        case userNotifications = "UserNotifications", coreLocation = "CoreLocation", widgetKit = "WidgetKit"
        case tipKit = "TipKit"
        /// The standard library's concurrency types the catalogue lists (`AsyncStream`).
        case concurrency = "Swift Concurrency"
    }

    /// Which closure arguments of a modifier are view builders, and whether SwiftUI evaluates
    /// them with the modified view (`.overlay { }`) or only when it presents them (`.sheet { }`).
    public struct Content: Sendable, Equatable {
        public let labels: Set<String?>
        public let evaluatedAtOnce: Bool
    }

    public struct Entry: Sendable {
        public let name: String
        public let kind: Kind
        public let state: State
        public let framework: Framework
        /// A use of the entry the catalogue test runs: a modifier's call without the dot
        /// (`padding(8)`), a view's or value's expression (`Circle()`, `Font.system(size: 12)`).
        public let example: String
        /// For modifiers: their view builder closures.
        public let content: Content?
        /// The release that introduced the name (`Tab`: iOS 18): an earlier `--ios` makes a
        /// use of it swiftc's availability error. `nil`: before iOS 16.
        public var introduced: IOSRelease? = nil
        /// The iOS major version that introduced the name when it is later than every simulated
        /// release (`navigationSubtitle`: iOS 26): a use is swiftc's availability error under each.
        public var introducedAfterProfiles: Int? = nil
        /// Forms of the name a later release added (`onChange(of:initial:_:)`).
        public var newForms: [NewForm] = []
    }

    /// A form of a modifier that a later release added, and how a call shows it.
    public struct NewForm: Sendable {
        public enum Trigger: Sendable {
            /// The call has this argument label (`initial`).
            case label(String)
            /// The call's action closure takes this many parameters.
            case actionParameters(Int)
        }
        /// As swiftc names it: `onChange(of:initial:_:)`.
        public let signature: String
        public let release: IOSRelease
        public let trigger: Trigger
    }

    /// Every entry: views, modifiers, value types, modelled types and the other frameworks' types.
    public static let entries: [Entry] = views + modifiers + valueTypes + modelledTypes + libraryTypes

    private static let viewIndex = index(views)
    private static let modifierIndex = index(modifiers)
    private static let typeIndex = index(valueTypes + modelledTypes + libraryTypes)

    private static func index(_ entries: [Entry]) -> [String: Entry] {
        Dictionary(entries.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The view entry named `name` (`Text`, `Map`).
    public static func view(_ name: String) -> Entry? { viewIndex[name] }
    /// The modifier entry named `name` (`padding`, `sheet`).
    public static func modifier(_ name: String) -> Entry? { modifierIndex[name] }
    /// The type entry named `name` (`Font`, `Binding`); views are types too (`Text`).
    public static func type(_ name: String) -> Entry? { typeIndex[name] ?? viewIndex[name] }

    /// `Path`'s drawing calls (`path.move(to:)`): their arguments are evaluated, they draw nothing.
    public static let pathElements: Set<String> = [
        "move", "addLine", "addLines", "addRect", "addRects", "addRoundedRect", "addEllipse", "addArc", "addRelativeArc",
        "addCurve", "addQuadCurve", "addPath", "closeSubpath",
    ]

    /// Whether `name` is a view or type of the catalogue (a name a `.view` file may write).
    public static func knows(type name: String) -> Bool { type(name) != nil }

    /// Whether static members of `name` (`Font.title`) and its implicit members are styling values.
    public static func isStyleValueType(_ name: String) -> Bool { typeIndex[name]?.kind == .valueType || viewIndex[name]?.hasStyleMembers == true }
}

extension Catalogue.Entry {
    /// Views that are also style values: `Color.red`, `Image(systemName:)`'s `Image.Scale`,
    /// `Text.DateStyle`, gradients used as fills.
    var hasStyleMembers: Bool {
        kind == .view && ["Color", "Image", "Text", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient"].contains(name)
    }
}

// MARK: Building entries

extension Catalogue.Entry {
    /// The entry, introduced in `release` (Apple's documentation of the symbol, "Availability").
    func since(_ release: IOSRelease) -> Self {
        var entry = self
        entry.introduced = release
        return entry
    }

    /// The entry, introduced in an iOS release later than every simulated one (`major`: 26).
    func since(iOS major: Int) -> Self {
        var entry = self
        entry.introducedAfterProfiles = major
        return entry
    }

    /// The iOS major version a use of the entry needs when `release` is older than it, else nil.
    public func requiredIOS(under release: IOSRelease) -> Int? {
        if let later = introducedAfterProfiles { return later }
        if let introduced, release < introduced { return introduced.rawValue }
        return nil
    }

    /// The entry, with forms a later release added.
    func adding(_ forms: [Catalogue.NewForm]) -> Self {
        var entry = self
        entry.newForms = forms
        return entry
    }

    static func view(_ name: String, _ state: Catalogue.State, _ example: String, _ framework: Catalogue.Framework = .swiftUI) -> Self {
        Self(name: name, kind: .view, state: state, framework: framework, example: example, content: nil)
    }

    static func modifier(_ name: String, _ state: Catalogue.State, _ example: String, content: Catalogue.Content? = nil) -> Self {
        Self(name: name, kind: .modifier, state: state, framework: .swiftUI, example: example, content: content)
    }

    static func value(_ name: String, _ example: String, _ framework: Catalogue.Framework = .swiftUI) -> Self {
        Self(name: name, kind: .valueType, state: .inert, framework: framework, example: example, content: nil)
    }

    /// A type of SwiftUI or another framework. Its example, if any, is an expression (run when
    /// a view appears) or, starting with `@`, a declaration (an attribute's use: `@Model class`).
    static func type(_ name: String, _ state: Catalogue.State = .modelled, _ example: String = "",
                     _ framework: Catalogue.Framework = .swiftUI) -> Self {
        Self(name: name, kind: .type, state: state, framework: framework, example: example, content: nil)
    }
}

extension Catalogue.Content {
    /// Closures SwiftUI evaluates with the modified view (`.overlay { }`, `.toolbar { }`).
    static func atOnce(_ labels: Set<String?> = [nil, "content"]) -> Self { Self(labels: labels, evaluatedAtOnce: true) }
    /// Closures SwiftUI keeps and evaluates when it presents them (`.sheet { }`).
    static func presented(_ labels: Set<String?> = [nil, "content"]) -> Self { Self(labels: labels, evaluatedAtOnce: false) }
}
