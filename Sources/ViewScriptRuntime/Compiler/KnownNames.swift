/// Names that exist outside the program: types of the Swift standard library that a `.view`
/// file may write in type position, and the types of the catalogue (SwiftUI, Foundation,
/// Combine, UIKit and the other frameworks, `Catalogue+Libraries.swift`). A name in neither the
/// program nor here is `cannot find 'x' in scope`.
enum KnownNames {
    /// Whether `name` is a type of the standard library or of the catalogue.
    static func contains(_ name: String) -> Bool {
        swiftTypes.contains(name) || Catalogue.knows(type: name)
    }

    /// Whether `name` is a type the catalogue knows and ViewScript does not simulate (`ModelContainer`).
    static func isNotSimulated(_ name: String) -> Bool {
        Catalogue.type(name)?.state == .notSimulated
    }

    private static let swiftTypes: Set<String> = [
        "Int", "Double", "Bool", "String", "Character", "Error", "CommandLine", "AnyIterator", "AnySequence", "KeyValuePairs", "Equatable", "Hashable", "Comparable",
        "Identifiable", "CustomStringConvertible", "CustomDebugStringConvertible", "CaseIterable", "Codable",
        "Encodable", "Decodable", "Sendable", "Sequence", "Collection", "RandomAccessCollection", "IteratorProtocol",
        "Numeric", "BinaryInteger", "FloatingPoint", "SignedNumeric", "AdditiveArithmetic", "StringProtocol",
        "RawRepresentable", "Task", "TaskPriority", "CancellationError", "MainActor", "Actor",
        "AnyActor", "Result", "Duration", "ContinuousClock", "Combine", "ObjectIdentifier", "KeyPath", "WritableKeyPath",
        "ReferenceWritableKeyPath", "ExpressibleByStringLiteral", "ExpressibleByIntegerLiteral", "ExpressibleByFloatLiteral",
        "ExpressibleByBooleanLiteral", "ExpressibleByArrayLiteral", "ExpressibleByDictionaryLiteral", "ExpressibleByNilLiteral",
        "ExpressibleByStringInterpolation", "ExpressibleByUnicodeScalarLiteral", "ExpressibleByExtendedGraphemeClusterLiteral",
        "Substring", "Unicode",
        "Hasher", "StaticString", "MemoryLayout", "Mirror", "OptionSet", "SetAlgebra", "Strideable", "UnicodeScalar",
        "MutableCollection", "BidirectionalCollection", "RangeReplaceableCollection", "FloatingPointRoundingRule",
        "CodingKey", "UTF8", "DecodingError", "EncodingError", "Decoder", "Encoder", "KeyedDecodingContainer",
        "KeyedEncodingContainer", "SingleValueDecodingContainer", "SingleValueEncodingContainer",
        "UnkeyedDecodingContainer", "UnkeyedEncodingContainer", "Never", "Regex", "AnyRegexOutput",
    ]
}
