/// The location values of Core Location and MapKit that apps keep in their models and state and
/// give to `Map`: `CLLocationCoordinate2D`, `MKCoordinateSpan` and `MKCoordinateRegion`.
/// Their numbers are read as in Swift (`place.coordinate.latitude`, `region.span.latitudeDelta`);
/// the map that shows them is an inert box (`Map` in Catalogue+Views.swift). As in Swift, they
/// are not `Equatable`.
public final class MapKitValue: NativeObject, NativeValueMembers {
    public enum Kind: Hashable, Sendable {
        case coordinate(latitude: Double, longitude: Double)
        case span(latitudeDelta: Double, longitudeDelta: Double)
        /// `span` is nil for `MKCoordinateRegion(center:latitudinalMeters:longitudinalMeters:)`:
        /// MapKit converts meters to degrees with its own map projection, which is not simulated.
        indirect case region(center: Kind, span: Kind?)
    }

    public let kind: Kind

    init(_ kind: Kind) { self.kind = kind }

    static func value(_ kind: Kind) -> Value { .native(MapKitValue(kind)) }

    public var runtimeType: RuntimeType {
        switch kind {
        case .coordinate: .named("CLLocationCoordinate2D", [])
        case .span: .named("MKCoordinateSpan", [])
        case .region: .named("MKCoordinateRegion", [])
        }
    }

    /// As Swift prints these imported C structs: nested ones are qualified with `__C.`.
    public func describe() -> String { Self.describe(kind, nested: false) }

    private static func describe(_ kind: Kind, nested: Bool) -> String {
        let prefix = nested ? "__C." : ""
        switch kind {
        case .coordinate(let latitude, let longitude):
            return "\(prefix)CLLocationCoordinate2D(latitude: \(latitude), longitude: \(longitude))"
        case .span(let latitudeDelta, let longitudeDelta):
            return "\(prefix)MKCoordinateSpan(latitudeDelta: \(latitudeDelta), longitudeDelta: \(longitudeDelta))"
        case .region(let center, let span):
            let spanText = span.map { describe($0, nested: true) } ?? "?"
            return "\(prefix)MKCoordinateRegion(center: \(describe(center, nested: true)), span: \(spanText))"
        }
    }

    public func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch (kind, name) {
        case (.coordinate(let latitude, _), "latitude"): return .double(latitude)
        case (.coordinate(_, let longitude), "longitude"): return .double(longitude)
        case (.span(let delta, _), "latitudeDelta"): return .double(delta)
        case (.span(_, let delta), "longitudeDelta"): return .double(delta)
        case (.region(let center, _), "center"): return Self.value(center)
        case (.region(_, let span), "span"):
            guard let span else { throw context.failure(.notSimulated("MKCoordinateRegion(latitudinalMeters:).span")) }
            return Self.value(span)
        default: return nil
        }
    }

    public func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? { nil }

    /// `coordinate.latitude = 1`, `region.span = span`: the value with that stored property set.
    public func setting(_ name: String, to newValue: Value) -> Value? {
        func number() -> Double? { newValue.asDouble ?? newValue.asInt.map(Double.init) }
        func location() -> Kind? { newValue.nativeMapKit }
        switch (kind, name) {
        case (.coordinate(_, let longitude), "latitude"): return number().map { Self.value(.coordinate(latitude: $0, longitude: longitude)) }
        case (.coordinate(let latitude, _), "longitude"): return number().map { Self.value(.coordinate(latitude: latitude, longitude: $0)) }
        case (.span(_, let delta), "latitudeDelta"): return number().map { Self.value(.span(latitudeDelta: $0, longitudeDelta: delta)) }
        case (.span(let delta, _), "longitudeDelta"): return number().map { Self.value(.span(latitudeDelta: delta, longitudeDelta: $0)) }
        case (.region(_, let span), "center"):
            guard let center = location(), case .coordinate = center else { return nil }
            return Self.value(.region(center: center, span: span))
        case (.region(let center, _), "span"):
            guard let span = location(), case .span = span else { return nil }
            return Self.value(.region(center: center, span: span))
        default: return nil
        }
    }
}

extension Value {
    /// The location value this is, if it is one.
    fileprivate var nativeMapKit: MapKitValue.Kind? {
        guard case .native(let object) = self, let value = object as? MapKitValue else { return nil }
        return value.kind
    }
}

/// A native value type whose stored properties a program may assign (`region.span = span`):
/// the assignment replaces the value, as for a Swift struct.
public protocol NativeValueMembers: NativeMembers {
    /// The value with the property `name` set to `newValue`; nil when it has no such property
    /// or `newValue` is not of its type.
    func setting(_ name: String, to newValue: Value) -> Value?
}

/// Building the location values: `CLLocationCoordinate2D(latitude:longitude:)`,
/// `MKCoordinateSpan(latitudeDelta:longitudeDelta:)`, `MKCoordinateRegion(center:span:)` and
/// `MKCoordinateRegion(center:latitudinalMeters:longitudinalMeters:)`.
enum MapKitValues {
    static let typeNames: Set<String> = ["CLLocationCoordinate2D", "MKCoordinateSpan", "MKCoordinateRegion"]

    static func construct(_ name: String, _ arguments: CallArguments) -> Value? {
        guard typeNames.contains(name) else { return nil }
        let values = arguments.values
        func number(_ label: String) -> Double? {
            guard let index = arguments.labels.firstIndex(of: label) else { return nil }
            return values[index].asDouble ?? values[index].asInt.map(Double.init)
        }
        func location(_ label: String) -> MapKitValue.Kind? {
            guard let index = arguments.labels.firstIndex(of: label), case .native(let object) = values[index],
                  let value = object as? MapKitValue else { return nil }
            return value.kind
        }
        switch name {
        case "CLLocationCoordinate2D":
            if values.isEmpty { return MapKitValue.value(.coordinate(latitude: 0, longitude: 0)) }
            guard let latitude = number("latitude"), let longitude = number("longitude") else { return nil }
            return MapKitValue.value(.coordinate(latitude: latitude, longitude: longitude))
        case "MKCoordinateSpan":
            if values.isEmpty { return MapKitValue.value(.span(latitudeDelta: 0, longitudeDelta: 0)) }
            guard let latitude = number("latitudeDelta"), let longitude = number("longitudeDelta") else { return nil }
            return MapKitValue.value(.span(latitudeDelta: latitude, longitudeDelta: longitude))
        default:
            if values.isEmpty {
                return MapKitValue.value(.region(center: .coordinate(latitude: 0, longitude: 0),
                                                 span: .span(latitudeDelta: 0, longitudeDelta: 0)))
            }
            guard let center = location("center"), case .coordinate = center else { return nil }
            if let span = location("span"), case .span = span { return MapKitValue.value(.region(center: center, span: span)) }
            guard number("latitudinalMeters") != nil, number("longitudinalMeters") != nil else { return nil }
            return MapKitValue.value(.region(center: center, span: nil))
        }
    }
}
