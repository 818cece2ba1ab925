/// Names that exist outside the program: types of the Swift standard library, Foundation,
/// SwiftUI and UIKit that a `.view` file may write in type position, and the free functions
/// of the library. A name in neither the program nor here is `cannot find 'x' in scope`.
enum KnownNames {
    static let types: Set<String> = [
        // Swift and Foundation
        "Int", "Double", "Bool", "String", "Character", "Error", "Equatable", "Hashable", "Comparable",
        "Identifiable", "CustomStringConvertible", "CustomDebugStringConvertible", "CaseIterable", "Codable",
        "Encodable", "Decodable", "Sendable", "Sequence", "Collection", "RandomAccessCollection", "IteratorProtocol",
        "Numeric", "BinaryInteger", "FloatingPoint", "SignedNumeric", "AdditiveArithmetic", "StringProtocol",
        "RawRepresentable", "LocalizedError", "Task", "TaskPriority", "CancellationError", "MainActor", "Actor",
        "AnyActor", "Date", "UUID", "URL", "Data", "TimeInterval", "DispatchQueue", "DispatchTime", "Timer",
        "RunLoop", "NSObject", "CharacterSet", "Result", "Duration", "ContinuousClock", "Calendar", "Locale",
        "Decimal", "NSNumber", "JSONEncoder", "JSONDecoder", "Notification", "NotificationCenter", "Published",
        "ObservableObject", "ObservedObject", "StateObject", "EnvironmentObject", "Observable", "Combine",
        "AnyCancellable", "ObjectIdentifier", "KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath",
        "ExpressibleByStringLiteral", "ExpressibleByIntegerLiteral", "Substring", "Unicode", "Hasher",
        "StaticString", "MemoryLayout", "Mirror", "OptionSet", "SetAlgebra", "Strideable", "UnicodeScalar", "MutableCollection",
        "BidirectionalCollection", "RangeReplaceableCollection", "FloatingPointRoundingRule", "CGSize", "CGPoint",
        "CGRect", "CGFloat", "UIEdgeInsets", "NSLayoutConstraint", "IndexSet", "IndexPath",
        // SwiftUI
        "View", "ViewModifier", "ViewBuilder", "Text", "Button", "VStack", "HStack", "ZStack", "LazyVStack",
        "LazyHStack", "LazyVGrid", "LazyHGrid", "GridItem", "List", "ForEach", "ScrollView", "NavigationStack",
        "NavigationView", "NavigationLink", "NavigationPath", "TabView", "Tab", "Group", "Section", "Form",
        "Spacer", "Divider", "Color", "Image", "Label", "Toggle", "TextField", "SecureField", "Slider", "Stepper",
        "Picker", "DatePicker", "ProgressView", "EmptyView", "AnyView", "GeometryReader", "GeometryProxy", "Binding", "State",
        "Environment", "EnvironmentValues", "Layout", "LayoutSubviews", "LayoutSubview", "ProposedViewSize",
        "ViewDimensions", "Alignment", "HorizontalAlignment", "VerticalAlignment", "Edge", "EdgeInsets", "Font",
        "Angle", "Animation", "Transaction", "Scene", "App", "WindowGroup", "Shape", "Circle", "Rectangle",
        "RoundedRectangle", "Capsule", "Ellipse", "StrokeStyle", "ScrollViewReader", "ScrollViewProxy", "UnevenRoundedRectangle", "ContainerRelativeShape", "GroupBox", "LabeledContent", "ContentUnavailableView", "DisclosureGroup", "Path", "Gradient", "LinearGradient", "UIViewControllerRepresentable",
        "UIViewRepresentable", "Context", "Coordinator", "UIViewController", "UIView", "UILabel", "UIColor",
        "UIFont", "UIButton", "UIHostingController", "DismissAction", "ScenePhase", "ColorScheme", "ToolbarItem",
        "ToolbarItemPlacement", "ButtonRole", "Menu", "Link", "ShareLink", "Grid", "GridRow", "ViewThatFits",
        "EquatableView", "ModifiedContent", "TupleView", "PrimitiveButtonStyle", "ButtonStyle", "PreviewProvider",
        "Namespace", "FocusState", "AppStorage", "SceneStorage", "Bindable", "UITableView", "UIScrollView",
        "Alert", "ActionSheet", "Content", "Subviews", "Body", "Cache", "UIViewControllerType", "UIViewType",
    ]
}
