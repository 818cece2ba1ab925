/// The types of Foundation, Combine, UIKit and Apple's other frameworks that SwiftUI screens
/// name (`Catalogue.swift`). The runtime library that models each keeps its own list beside its
/// behaviour (`FoundationNames`, `FileLibrary`, `CombineLibrary`, `UIKitLibrary`); this file puts them in the
/// catalogue with their framework, so the compiler's name checks, `coverage` and
/// `docs/support.md` read one table. Types of frameworks ViewScript does not simulate (data
/// stores, notifications, location) are known, so that using one is an error that says so
/// rather than `cannot find 'X' in scope`.
extension Catalogue {
    static let libraryTypes: [Entry] = modelledLibraryTypes + swiftDataTypes + inertLibraryTypes + notSimulatedLibraryTypes

    /// Types of the Swift standard library that the Foundation and Combine lists also hold
    /// (`Codable`'s coders and containers, `Never`): not another framework's.
    private static let standardLibrary: Set<String> = [
        "CodingKey", "UTF8", "DecodingError", "EncodingError", "Decoder", "Encoder", "KeyedDecodingContainer",
        "KeyedEncodingContainer", "SingleValueDecodingContainer", "SingleValueEncodingContainer",
        "UnkeyedDecodingContainer", "UnkeyedEncodingContainer", "Never",
    ]

    private static func types(_ names: Set<String>, _ state: State, _ framework: Framework) -> [Entry] {
        names.subtracting(standardLibrary).sorted().map { .type($0, state, "", framework) }
    }

    /// UIKitShared.swift: the screen, the device, the application, the pasteboard; representables'
    /// controllers and views run their lifecycle methods (UIKitRepresentables).
    private static let modelledUIKit: Set<String> = [
        "UIScreen", "UIDevice", "UIApplication", "UIPasteboard", "UIResponder", "UIViewController", "UIView",
        "UIUserInterfaceIdiom",
    ]

    private static let modelledLibraryTypes: [Entry] =
        types(FoundationNames.typeNames.union(FileLibrary.typeNames).union([
            "Date", "UUID", "URL", "Data", "TimeInterval", "Timer", "RunLoop", "NSObject", "NSObjectProtocol", "CharacterSet",
            "Calendar", "Decimal", "JSONEncoder", "JSONDecoder", "Notification", "NotificationCenter", "IndexSet",
            "IndexPath", "UserDefaults", "LocalizedError", "OperationQueue",
        ]).union(SortComparators.typeNames), .modelled, .foundation)
        + types(CombineLibrary.typeNames.union(["Published", "ObservableObject", "AnyCancellable"]), .modelled, .combine)
        // The Observation framework requires iOS 17 (docs/simulation.md, "iOS releases").
        + types(["Observable"], .modelled, .observation).map { $0.since(.iOS17) }
        + types(["DispatchQueue", "DispatchTime"], .modelled, .dispatch)
        + types(["CGSize", "CGPoint", "CGRect", "CGFloat"], .modelled, .coreGraphics)
        + types(modelledUIKit, .modelled, .uiKit)

    /// UIKit objects a representable builds, haptics, colours and fonts: they remember what is
    /// set on them and change nothing a scenario can see.
    private static let inertLibraryTypes: [Entry] =
        types(UIKitLibrary.objectTypes.union(UIKitLibrary.sharedTypes).union(["UITableView", "UIScrollView"])
            .subtracting(modelledUIKit),
              .inert, .uiKit)
        + types(["UIHostingController"], .inert, .swiftUI)

    /// SwiftData (`Library/SwiftData`): models in one in-memory context per container, queries,
    /// fetches (`@Attribute(.unique)` is an error of its own: its upsert is not simulated).
    private static let swiftDataTypes: [Entry] = [
        .type("Model", .modelled, "@Model final class CatalogueRecord { var n = 0 }", .swiftData),
        .type("Query", .modelled, "@Query var catalogueRecords: [Int]", .swiftData),
        .type("Attribute", .modelled, "@Attribute(.externalStorage) var catalogueName: String = \"\"", .swiftData),
        .type("Relationship", .modelled, "@Relationship(deleteRule: .cascade) var catalogueLinks: [Int] = []", .swiftData),
        .type("Transient", .modelled, "@Transient var catalogueCache: Int = 0", .swiftData),
        .type("ModelContainer", .modelled, "ModelContainer()", .swiftData),
        .type("ModelContext", .modelled, "ModelContainer().mainContext", .swiftData),
        .type("ModelConfiguration", .modelled, "ModelConfiguration(isStoredInMemoryOnly: true)", .swiftData),
        .type("Schema", .modelled, "Schema([])", .swiftData),
        .type("FetchDescriptor", .modelled, "FetchDescriptor<Int>()", .swiftData),
        .type("PersistentModel", .modelled, "", .swiftData),
        .type("Predicate", .modelled, "#Predicate<Int> { $0 > 1 }", .foundation),
    ]

    /// Persistence, notifications, location and widgets: what they do happens outside the app's
    /// views, and nothing of it is simulated yet.
    private static let notSimulatedLibraryTypes: [Entry] = [
        .type("FetchRequest", .notSimulated, "@FetchRequest(sortDescriptors: []) var catalogueItems: [Int]", .swiftUI),
        .type("SectionedFetchRequest", .notSimulated, "@SectionedFetchRequest(sectionIdentifier: \\.self, sortDescriptors: []) var catalogueSections: [Int]", .swiftUI),
        .type("FetchedResults", .notSimulated, "FetchedResults()", .swiftUI),
        .type("NSManaged", .notSimulated, "@NSManaged var catalogueTitle: String", .coreData),
        .type("NSManagedObject", .notSimulated, "NSManagedObject()", .coreData),
        .type("NSManagedObjectContext", .notSimulated, "NSManagedObjectContext()", .coreData),
        .type("NSPersistentContainer", .notSimulated, "NSPersistentContainer(name: \"Model\")", .coreData),
        .type("NSFetchRequest", .notSimulated, "NSFetchRequest()", .coreData),
        .type("NSPredicate", .notSimulated, "NSPredicate(format: \"n > 1\")", .foundation),
        .type("NSSortDescriptor", .notSimulated, "NSSortDescriptor(key: \"n\", ascending: true)", .foundation),
        .type("PersonNameComponents", .notSimulated, "PersonNameComponents()", .foundation),
        .type("PersonNameComponentsFormatter", .notSimulated, "PersonNameComponentsFormatter()", .foundation),
        .type("MeasurementFormatter", .notSimulated, "MeasurementFormatter()", .foundation),
        .type("LengthFormatter", .notSimulated, "LengthFormatter()", .foundation),
        .type("MassFormatter", .notSimulated, "MassFormatter()", .foundation),
        .type("EnergyFormatter", .notSimulated, "EnergyFormatter()", .foundation),
        .type("DateIntervalFormatter", .notSimulated, "DateIntervalFormatter()", .foundation),
        .type("PropertyListEncoder", .notSimulated, "PropertyListEncoder()", .foundation),
        .type("PropertyListDecoder", .notSimulated, "PropertyListDecoder()", .foundation),
        .type("JSONSerialization", .notSimulated, "JSONSerialization.isValidJSONObject([1])", .foundation),
        .type("ProcessInfo", .notSimulated, "ProcessInfo.processInfo", .foundation),
        .type("Thread", .notSimulated, "Thread.isMainThread", .foundation),
        .type("UnitAngle", .notSimulated, "UnitAngle.degrees", .foundation),
        .type("UnitArea", .notSimulated, "UnitArea.squareMeters", .foundation),
        .type("UnitPressure", .notSimulated, "UnitPressure.bars", .foundation),
        .type("UnitFrequency", .notSimulated, "UnitFrequency.hertz", .foundation),
        .type("UnitInformationStorage", .notSimulated, "UnitInformationStorage.bytes", .foundation),
        .type("UNUserNotificationCenter", .notSimulated, "UNUserNotificationCenter.current()", .userNotifications),
        .type("UNMutableNotificationContent", .notSimulated, "UNMutableNotificationContent()", .userNotifications),
        .type("UNNotificationRequest", .notSimulated, "UNNotificationRequest()", .userNotifications),
        .type("UNTimeIntervalNotificationTrigger", .notSimulated, "UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)", .userNotifications),
        .type("UNCalendarNotificationTrigger", .notSimulated, "UNCalendarNotificationTrigger()", .userNotifications),
        .type("AccessibilityFocusState", .notSimulated, "@AccessibilityFocusState var catalogueFocus: Bool", .swiftUI),
        .type("CLLocationManager", .notSimulated, "CLLocationManager()", .coreLocation),
        .type("WidgetCenter", .notSimulated, "WidgetCenter.shared", .widgetKit),
        .type("Tips", .notSimulated, "Tips.showAllTipsForTesting()", .tipKit),
        .type("TipView", .notSimulated, "TipView(0)", .tipKit),
        // A program's tips conform to `Tip` (its title, message, rules): positioned where it does.
        .type("Tip", .notSimulated, "struct CatalogueTip: Tip {}", .tipKit),
        .type("Table", .notSimulated, "Table([1]) { TableColumn(\"n\") { (n: Int) in Text(\"\\(n)\") } }", .swiftUI),
        .type("TableColumn", .notSimulated, "TableColumn(\"n\") { (n: Int) in Text(\"\\(n)\") }", .swiftUI),
        .type("TableRow", .notSimulated, "TableRow(1)", .swiftUI),
        .type("AsyncStream", .modelled, "AsyncStream<Int> { $0.finish() }", .concurrency),
        .type("AsyncThrowingStream", .modelled, "AsyncThrowingStream<Int, Error> { $0.finish() }", .concurrency),
    ]
}
