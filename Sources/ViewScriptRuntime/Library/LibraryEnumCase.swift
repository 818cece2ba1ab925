import Foundation

/// A case of a small enum of the standard library or Foundation that programs name with an
/// implicit member: `x.rounded(.up)`, `x.sign == .minus`, `a.compare(b) == .orderedSame`.
/// Cases are interned (one object per case), so `==`, which compares native values by
/// identity, compares them correctly; `print` shows the case name, as Swift does.
final class LibraryEnumCase: NativeObject, Sendable {
    let typeName: String
    let caseName: String

    init(typeName: String, caseName: String) {
        self.typeName = typeName
        self.caseName = caseName
    }

    var runtimeType: RuntimeType { .named(typeName, []) }
    func describe() -> String { caseName }
}

/// The interned cases of one enum, with the Swift value each stands for.
struct LibraryEnum<Wrapped: Equatable & Sendable>: Sendable {
    let typeName: String
    let cases: [(object: LibraryEnumCase, value: Wrapped)]

    init(_ typeName: String, _ cases: [(String, Wrapped)]) {
        self.typeName = typeName
        self.cases = cases.map { (LibraryEnumCase(typeName: typeName, caseName: $0.0), $0.1) }
    }

    func value(_ wrapped: Wrapped) -> Value {
        .native(cases.first { $0.value == wrapped }?.object ?? cases[0].object)
    }

    func value(named name: String) -> Value? {
        cases.first { $0.object.caseName == name }.map { .native($0.object) }
    }

    /// The Swift value a case value stands for, or nil for any other value.
    func wrapped(_ value: Value) -> Wrapped? {
        guard case .native(let object) = value else { return nil }
        return cases.first { $0.object === object }?.value
    }
}

enum LibraryEnums {
    static let roundingRule = LibraryEnum<FloatingPointRoundingRule>("FloatingPointRoundingRule", [
        ("toNearestOrAwayFromZero", .toNearestOrAwayFromZero), ("toNearestOrEven", .toNearestOrEven),
        ("up", .up), ("down", .down), ("towardZero", .towardZero), ("awayFromZero", .awayFromZero),
    ])
    static let sign = LibraryEnum<FloatingPointSign>("FloatingPointSign", [("plus", .plus), ("minus", .minus)])
    static let comparisonResult = LibraryEnum<ComparisonResult>("ComparisonResult", [
        ("orderedAscending", .orderedAscending), ("orderedSame", .orderedSame), ("orderedDescending", .orderedDescending),
    ])

    /// `UIDevice.current.userInterfaceIdiom`: the simulated device is a phone.
    static let userInterfaceIdiom = LibraryEnum<String>("UIUserInterfaceIdiom", [
        ("unspecified", "unspecified"), ("phone", "phone"), ("pad", "pad"), ("tv", "tv"), ("carPlay", "carPlay"),
        ("mac", "mac"), ("vision", "vision"),
    ])

    /// The case an implicit member names (`.up`), looked up in the enum of the contextual
    /// type when it is known, else in all of them (the case names are distinct).
    static func implicitMember(_ name: String, typeName: String? = nil) -> Value? {
        switch typeName {
        case "FloatingPointRoundingRule": return roundingRule.value(named: name)
        case "FloatingPointSign": return sign.value(named: name)
        case "ComparisonResult": return comparisonResult.value(named: name)
        case "UIUserInterfaceIdiom": return userInterfaceIdiom.value(named: name)
        case nil:
            return roundingRule.value(named: name) ?? sign.value(named: name) ?? comparisonResult.value(named: name)
        default: return nil
        }
    }
}
