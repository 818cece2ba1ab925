/// Names that exist outside the program: types of the Swift standard library and Foundation
/// that a `.view` file may write in type position, and the SwiftUI, UIKit and other frameworks'
/// types of the catalogue. A name in neither the program nor here is `cannot find 'x' in scope`.
enum KnownNames {
    /// Whether `name` is a type of the library or of the catalogue.
    static func contains(_ name: String) -> Bool {
        swiftTypes.contains(name) || Catalogue.knows(type: name) || UIKitLibrary.objectTypes.contains(name)
            || UIKitLibrary.sharedTypes.contains(name) || FoundationNames.typeNames.contains(name)
            || CombineLibrary.typeNames.contains(name)
    }

    private static let swiftTypes: Set<String> = [
        // Swift and Foundation
        "Int", "Double", "Bool", "String", "Character", "Error", "CommandLine", "AnyIterator", "AnySequence", "KeyValuePairs", "Equatable", "Hashable", "Comparable",
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
        "CGRect", "CGFloat", "IndexSet", "IndexPath", "KeyPathComparator", "SortDescriptor", "UserDefaults",
        // UIKit objects (UIKitLibrary)
        "UIViewController", "UIView", "UILabel", "UIButton", "UIHostingController", "UITableView", "UIScrollView",
        "UIApplication", "NSObjectProtocol",
    ]
}
