import Foundation
import ViewScriptSyntax

/// Foundation's `Measurement` of a `Dimension` (`UnitLength`, `UnitTemperature`, ...): a value
/// type whose conversions, arithmetic and description are Foundation's own (the toolchain's
/// `Measurement<Dimension>` underneath). Recorded from swiftc: `print(Measurement(value: -3.5,
/// unit: UnitTemperature.celsius))` prints `-3.5 °C`, converted to `.fahrenheit`
/// `25.69999999999605 °F`; `1 km + 500 m` prints `1500.0 m`. `formatted()` and
/// `MeasurementFormatter` are not in the toolchain's Foundation ("Not supported in
/// swift-corelibs-foundation"), so they are not simulated.
final class MeasurementObject: NativeObject, NativeMembers, NativeEquatable {
    let measurement: Measurement<Dimension>
    /// `UnitLength`, `UnitTemperature`...: the measurement's unit type.
    let unitType: String

    init(_ measurement: Measurement<Dimension>, unitType: String) {
        self.measurement = measurement
        self.unitType = unitType
    }

    var runtimeType: RuntimeType { .named("Measurement", [.named(unitType, [])]) }
    func describe() -> String { measurement.description }

    func isEqual(to other: NativeObject) -> Bool {
        guard let other = other as? MeasurementObject, other.unitType == unitType else { return false }
        return measurement == other.measurement
    }

    var hashKey: Int { measurement.converted(to: type(of: measurement.unit).baseUnit()).value.hashValue }

    func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch name {
        case "value": return .double(measurement.value)
        case "unit": return .native(UnitObject(measurement.unit, unitType: unitType))
        case "description": return .string(measurement.description)
        default: return nil
        }
    }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        switch (name, arguments.labels) {
        case ("converted", ["to"]):
            let unit = try UnitObject.unit(arguments.values[0], of: unitType, context)
            return .native(MeasurementObject(measurement.converted(to: unit), unitType: unitType))
        case ("formatted", _):
            throw context.failure(.notSimulated("Measurement.formatted (not in the toolchain's Foundation)"))
        default:
            return nil
        }
    }

    /// `Measurement(value: 5, unit: UnitLength.kilometers)`.
    static func construct(_ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        guard arguments.labels == ["value", "unit"], let value = arguments.values[0].intervalSeconds else { return nil }
        if case .native(let unit as UnitObject) = arguments.values[1] {
            return .native(MeasurementObject(Measurement(value: value, unit: unit.dimension), unitType: unit.unitType))
        }
        // `unit: .meters`, typed by its context in Swift: the one unit type that has the member.
        let name = arguments.values[1].optionName
        let owners = UnitObject.units.filter { name != nil && $0.value[name!] != nil }
        guard owners.count == 1, let (unitType, table) = owners.first, let unit = table[name!] else { return nil }
        return .native(MeasurementObject(Measurement(value: value, unit: unit), unitType: unitType))
    }

    /// `+`, `-` (in the left operand's unit when both units agree, else in the base unit, as
    /// Foundation does), `*`/`/` by a number, and the comparisons.
    static func binary(_ op: BinaryOperator, _ lhs: Value, _ rhs: Value) -> Value? {
        guard case .native(let a as MeasurementObject) = lhs else {
            if op == .multiply, let scale = lhs.intervalSeconds, case .native(let b as MeasurementObject) = rhs {
                return .native(MeasurementObject(scale * b.measurement, unitType: b.unitType))
            }
            return nil
        }
        if let scale = rhs.intervalSeconds {
            switch op {
            case .multiply: return .native(MeasurementObject(a.measurement * scale, unitType: a.unitType))
            case .divide: return .native(MeasurementObject(a.measurement / scale, unitType: a.unitType))
            default: return nil
            }
        }
        guard case .native(let b as MeasurementObject) = rhs, a.unitType == b.unitType else { return nil }
        let (x, y) = (a.measurement, b.measurement)
        switch op {
        case .add: return .native(MeasurementObject(x + y, unitType: a.unitType))
        case .subtract: return .native(MeasurementObject(x - y, unitType: a.unitType))
        default: return op.compared(x, y)
        }
    }
}

/// A unit of a `Dimension` subclass: `UnitLength.kilometers`, `.fahrenheit` where the unit
/// type is known. `symbol` is Foundation's.
final class UnitObject: NativeObject, NativeMembers, NativeEquatable {
    let dimension: Dimension
    let unitType: String

    init(_ dimension: Dimension, unitType: String) {
        self.dimension = dimension
        self.unitType = unitType
    }

    var runtimeType: RuntimeType { .named(unitType, []) }
    func describe() -> String { dimension.description }
    func isEqual(to other: NativeObject) -> Bool { (other as? UnitObject)?.dimension == dimension }
    var hashKey: Int { dimension.symbol.hashValue }

    func property(_ name: String, _ context: CallContext) throws -> Value? {
        name == "symbol" ? .string(dimension.symbol) : nil
    }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? { nil }

    static let units: [String: [String: Dimension]] = [
        "UnitLength": [
            "meters": UnitLength.meters, "kilometers": UnitLength.kilometers, "centimeters": UnitLength.centimeters,
            "millimeters": UnitLength.millimeters, "miles": UnitLength.miles, "feet": UnitLength.feet,
            "inches": UnitLength.inches, "yards": UnitLength.yards,
        ],
        "UnitTemperature": ["celsius": UnitTemperature.celsius, "fahrenheit": UnitTemperature.fahrenheit, "kelvin": UnitTemperature.kelvin],
        "UnitMass": [
            "kilograms": UnitMass.kilograms, "grams": UnitMass.grams, "pounds": UnitMass.pounds, "ounces": UnitMass.ounces,
        ],
        "UnitDuration": [
            "seconds": UnitDuration.seconds, "minutes": UnitDuration.minutes, "hours": UnitDuration.hours,
            "milliseconds": UnitDuration.milliseconds,
        ],
        "UnitSpeed": [
            "metersPerSecond": UnitSpeed.metersPerSecond, "kilometersPerHour": UnitSpeed.kilometersPerHour,
            "milesPerHour": UnitSpeed.milesPerHour, "knots": UnitSpeed.knots,
        ],
        "UnitVolume": [
            "liters": UnitVolume.liters, "milliliters": UnitVolume.milliliters, "cups": UnitVolume.cups,
            "gallons": UnitVolume.gallons, "fluidOunces": UnitVolume.fluidOunces,
        ],
        "UnitEnergy": [
            "kilocalories": UnitEnergy.kilocalories, "calories": UnitEnergy.calories, "joules": UnitEnergy.joules,
            "kilojoules": UnitEnergy.kilojoules, "kilowattHours": UnitEnergy.kilowattHours,
        ],
    ]

    /// `UnitLength.kilometers`; a unit the table lacks is not simulated (a positioned error).
    static func staticMember(_ typeName: String, _ name: String, _ context: CallContext) throws -> Value? {
        guard let table = units[typeName] else { return nil }
        guard let unit = table[name] else { throw context.failure(.notSimulated("\(typeName).\(name)")) }
        return .native(UnitObject(unit, unitType: typeName))
    }

    /// The unit an argument names: a unit value, or an implicit member (`.fahrenheit`) of `unitType`.
    static func unit(_ value: Value, of unitType: String, _ context: CallContext) throws -> Dimension {
        if case .native(let unit as UnitObject) = value, unit.unitType == unitType { return unit.dimension }
        guard let name = value.optionName, let unit = units[unitType]?[name] else {
            throw context.failure(.notSimulated("the unit \(context.interpreter.describeForMessage(value)) of \(unitType)"))
        }
        return unit
    }
}
