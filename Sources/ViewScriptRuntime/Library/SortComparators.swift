import Foundation

/// `KeyPathComparator(\.name)` and `SortDescriptor(\.name, order: .reverse)` (Foundation,
/// iOS 15): a key path and an order, used by `sorted(using:)` and `sort(using:)` with one
/// comparator or an array of them (the first that tells two elements apart decides). The
/// values compared are ordered as `<` orders them, strings as their comparator says; the sort
/// is stable, as Foundation's is.
///
/// Strings: `comparator: .localizedStandard` compares "as compared by the Finder" (numbers by
/// value, case and accents after the letters: Foundation's `localizedStandardCompare`),
/// `.localized` with `localizedCompare`. A `SortDescriptor` written with a `String` key path
/// and no comparator takes `.localizedStandard` from iOS 17: "init(_ keyPath: KeyPath<Compared,
/// String>, comparator: String.StandardComparator = .localizedStandard, order: SortOrder)"
/// (Apple, SortDescriptor.init(_:comparator:order:), iOS 17), and `localizedStandard` is "The
/// default SortComparator used in String comparisons" (Apple, String.StandardComparator).
/// `KeyPathComparator` has no such default: its `init(_:order:)` takes any `Comparable` value
/// (`<`). A sort given as a bare key path (SwiftData's `@Query(sort: \.name)`) is generic over
/// the value, so it compares with `<` too.
final class SortComparatorValue: NativeObject {
    /// How two strings compare.
    enum Strings {
        case comparable, localizedStandard, localized
    }

    let typeName: String
    let path: KeyPathValue
    let isReverse: Bool
    let strings: Strings

    init(_ typeName: String, path: KeyPathValue, isReverse: Bool, strings: Strings = .comparable) {
        self.typeName = typeName
        self.path = path
        self.isReverse = isReverse
        self.strings = strings
    }

    var runtimeType: RuntimeType { .named(typeName, []) }
    func describe() -> String { "\(typeName)(order: \(isReverse ? "reverse" : "forward"))" }

    /// Whether `a` goes before `b`; nil when this comparator finds them equal.
    func ordered(_ a: Value, _ b: Value, _ context: CallContext) throws -> Bool? {
        let left = try context.interpreter.apply(path, to: a, at: context.range)
        let right = try context.interpreter.apply(path, to: b, at: context.range)
        if strings != .comparable, let x = (left.unwrappedDeep ?? left).asString, let y = (right.unwrappedDeep ?? right).asString {
            switch strings == .localizedStandard ? x.localizedStandardCompare(y) : x.localizedCompare(y) {
            case .orderedAscending: return !isReverse
            case .orderedDescending: return isReverse
            case .orderedSame: return nil
            }
        }
        if try context.less(left, right) { return !isReverse }
        if try context.less(right, left) { return isReverse }
        return nil
    }
}

enum SortComparators {
    static let typeNames: Set<String> = ["KeyPathComparator", "SortDescriptor"]

    /// `KeyPathComparator(\.name)`, `KeyPathComparator(\.name, order: .reverse)`.
    static func construct(_ typeName: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        guard typeNames.contains(typeName), case .keyPath(let path)? = arguments.values.first,
              arguments.labels.first == .some(nil) else { return nil }
        var isReverse = false
        if let index = arguments.labels.firstIndex(of: "order") {
            isReverse = try isReverseOrder(arguments.values[index], context)
        }
        var strings: SortComparatorValue.Strings = typeName == "SortDescriptor" && context.interpreter.program.release >= .iOS17
            ? .localizedStandard : .comparable
        if let index = arguments.labels.firstIndex(of: "comparator") {
            switch arguments.values[index].optionName {
            case "localizedStandard": strings = .localizedStandard
            case "localized": strings = .localized
            default:
                throw context.failure(.notSimulated("\(typeName) with the comparator \(context.interpreter.describeForMessage(arguments.values[index]))"))
            }
        }
        guard Set(arguments.labels.dropFirst()).isSubset(of: ["order", "comparator"]) else { return nil }
        return .native(SortComparatorValue(typeName, path: path, isReverse: isReverse, strings: strings))
    }

    /// `.forward` / `.reverse` (`SortOrder`; a program's own `SortOrder` type does not hide it here).
    static func isReverseOrder(_ value: Value, _ context: CallContext) throws -> Bool {
        if case .native(let object) = value, let member = object as? UnresolvedMember {
            switch member.name {
            case "forward": return false
            case "reverse": return true
            default: break
            }
        }
        // An implicit member the library resolved by its name alone (`.reverse` of another type).
        switch try context.interpreter.describe(value) {
        case let text where text.hasSuffix("reverse"): return true
        case let text where text.hasSuffix("forward"): return false
        default: throw context.failure(.typeMismatch("order: takes .forward or .reverse"))
        }
    }

    /// `elements.sorted(using: comparator)` or `sorted(using: [comparators])`; nil when the
    /// argument is neither.
    static func sorted(_ elements: [Value], using argument: Value, _ context: CallContext) throws -> [Value]? {
        let comparators: [SortComparatorValue]
        switch argument {
        case .native(let object as SortComparatorValue): comparators = [object]
        case .array(let array):
            let all = array.elements.compactMap { value -> SortComparatorValue? in
                if case .native(let object as SortComparatorValue) = value { return object }
                return nil
            }
            guard all.count == array.elements.count else { return nil }
            comparators = all
        default: return nil
        }
        var result = elements
        try StableSort.sort(&result) { a, b in
            for comparator in comparators {
                if let ordered = try comparator.ordered(a, b, context) { return ordered }
            }
            return false
        }
        return result
    }
}
