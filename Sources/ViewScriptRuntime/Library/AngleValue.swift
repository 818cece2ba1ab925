import Foundation
import ViewScriptSyntax

/// SwiftUI's `Angle`: a number of radians, made and read in degrees or radians
/// (`Angle.degrees(90).radians`, `angle += .degrees(15)`). Views take angles only to style
/// (`.rotationEffect`), but apps compute with them, so the numbers are real; printed as Swift
/// prints the struct: `Angle(radians: 1.5707963267948966)`.
public final class AngleValue: NativeObject, NativeValueMembers, NativeEquatable {
    public let radians: Double

    init(radians: Double) { self.radians = radians }

    static func value(radians: Double) -> Value { .native(AngleValue(radians: radians)) }
    static func value(degrees: Double) -> Value { value(radians: degrees * .pi / 180) }

    var degrees: Double { radians * 180 / .pi }

    public var runtimeType: RuntimeType { .named("Angle", []) }
    public func describe() -> String { "Angle(radians: \(radians))" }
    public func isEqual(to other: NativeObject) -> Bool { (other as? AngleValue)?.radians == radians }
    public var hashKey: Int { radians.hashValue }

    public func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch name {
        case "radians": return .double(radians)
        case "degrees": return .double(degrees)
        case "animatableData": return .double(radians)
        default: return nil
        }
    }

    public func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? { nil }

    public func setting(_ name: String, to newValue: Value) -> Value? {
        guard let number = newValue.asDouble ?? newValue.asInt.map(Double.init) else { return nil }
        switch name {
        case "radians", "animatableData": return Self.value(radians: number)
        case "degrees": return Self.value(degrees: number)
        default: return nil
        }
    }

    /// `Angle(degrees: 90)`, `Angle(radians: .pi)`, `Angle()`.
    static func construct(_ arguments: CallArguments) -> Value? {
        guard let first = arguments.values.first else { return value(radians: 0) }
        guard arguments.values.count == 1, let number = first.asDouble ?? first.asInt.map(Double.init) else { return nil }
        switch arguments.labels.first ?? nil {
        case "degrees": return value(degrees: number)
        case "radians": return value(radians: number)
        default: return nil
        }
    }

    /// `Angle.degrees(90)`, `Angle.radians(.pi)`, and `.degrees(90)` where an `Angle` is expected.
    static func callStatic(_ name: String, _ arguments: CallArguments) -> Value? {
        make(name, arguments.values, arguments.labels)
    }

    private static func make(_ name: String, _ values: [Value], _ labels: [String?]) -> Value? {
        guard values.count == 1, labels == [nil], let first = values.first,
              let number = first.asDouble ?? first.asInt.map(Double.init) else { return nil }
        switch name {
        case "degrees": return value(degrees: number)
        case "radians": return value(radians: number)
        default: return nil
        }
    }

    /// `Angle.zero`.
    static func staticMember(_ name: String) -> Value? { name == "zero" ? value(radians: 0) : nil }

    /// `a + b`, `a - b` of two angles; `a == b`, `a < b` and the other comparisons. An operand
    /// written `.degrees(45)` or `.zero` where the compiler saw no `Angle` is read as one.
    static func binary(_ op: BinaryOperator, _ lhs: Value, _ rhs: Value) -> Value? {
        guard lhs.isAngle || rhs.isAngle, let left = angle(lhs), let right = angle(rhs) else { return nil }
        switch op {
        case .equal: return .bool(left.radians == right.radians)
        case .notEqual: return .bool(left.radians != right.radians)
        case .add: return value(radians: left.radians + right.radians)
        case .subtract: return value(radians: left.radians - right.radians)
        case .less: return .bool(left.radians < right.radians)
        case .lessEqual: return .bool(left.radians <= right.radians)
        case .greater: return .bool(left.radians > right.radians)
        case .greaterEqual: return .bool(left.radians >= right.radians)
        default: return nil
        }
    }

    /// An angle, or an implicit member that names one (`.degrees(45)`, `.radians(1)`, `.zero`).
    private static func angle(_ value: Value) -> AngleValue? {
        guard case .native(let object) = value else { return nil }
        if let angle = object as? AngleValue { return angle }
        guard let symbol = object as? SymbolValue, symbol.base == nil else { return nil }
        if symbol.name == ".zero" { return AngleValue(radians: 0) }
        guard let member = symbol.member, case .native(let made as AngleValue)? = make(member, symbol.arguments, symbol.labels) else {
            return nil
        }
        return made
    }
}

extension Value {
    fileprivate var isAngle: Bool {
        if case .native(let object) = self { return object is AngleValue }
        return false
    }
}
