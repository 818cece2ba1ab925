/// `Array(...)`, `Set(...)`, `Dictionary(...)` and the free functions that build
/// collections: `zip`, `stride`, `repeatElement`. Swift's lazy wrappers (`Zip2Sequence`,
/// `StrideTo`) are arrays here: they iterate, map and print as their elements.
extension Library {
    /// An initializer of `Array`, `ContiguousArray`, `Set` or `Dictionary`; nil when the
    /// type or the labels are not one the library knows.
    static func constructCollection(_ typeName: String, labels: [String?], arguments: [Value],
                                    _ context: CallContext) throws -> Value? {
        let arguments = LibraryArguments(labels: labels, values: arguments, context)
        switch typeName {
        case "Array", "ContiguousArray":
            if arguments.match() { return .array(ArrayValue([])) }
            if arguments.match("_") {
                return .array(ArrayValue(try arguments.sequence(0), elementType: elementType(of: arguments[0])))
            }
            if arguments.match("repeating", "count") {
                let count = try arguments.int(1)
                if count < 0 { throw context.trap("Fatal error: Can't construct Array with count < 0") }
                try SequenceLibrary.checkLength((count, false), context)
                return .array(ArrayValue(Array(repeating: arguments[0], count: count)))
            }
        case "Set":
            if arguments.match() || arguments.match("minimumCapacity") { return .set(SetValue()) }
            if arguments.match("_") {
                return .set(SetValue(try arguments.sequence(0), elementType: elementType(of: arguments[0])))
            }
        case "Dictionary":
            if arguments.match() || arguments.match("minimumCapacity") { return .dictionary(DictionaryValue()) }
            if arguments.match("uniqueKeysWithValues") { return try dictionary(arguments, combine: nil) }
            if arguments.match("_", "uniquingKeysWith") { return try dictionary(arguments, combine: arguments[1]) }
            if arguments.match("grouping", "by") {
                var groups = DictionaryValue()
                let valueType = elementType(of: arguments[0])
                for element in try arguments.sequence(0) {
                    let key = try context.callElement(arguments[1], element)
                    var group = groups[key]?.asArray ?? ArrayValue([], elementType: valueType)
                    group.elements.append(element)
                    groups[key] = .array(group)
                }
                return .dictionary(groups)
            }
        default:
            break
        }
        return nil
    }

    /// `zip(_:_:)`, `stride(from:to:by:)`, `stride(from:through:by:)`, `repeatElement(_:count:)`.
    static func collectionFunction(_ name: String, labels: [String?], arguments: [Value],
                                   _ context: CallContext) throws -> Value? {
        let arguments = LibraryArguments(labels: labels, values: arguments, context)
        switch name {
        case "zip" where arguments.match("_", "_"):
            let (first, second) = try zipped(arguments[0], arguments[1], context)
            return .array(ArrayValue(zip(first, second).map { .tuple(TupleValue([$0, $1])) }))
        case "stride" where arguments.match("from", "to", "by"):
            return try stride(arguments, through: false)
        case "stride" where arguments.match("from", "through", "by"):
            return try stride(arguments, through: true)
        case "repeatElement" where arguments.match("_", "count"):
            let count = try arguments.int(1)
            if count < 0 { throw context.trap("Fatal error: Can't construct Array with count < 0") }
            try SequenceLibrary.checkLength((count, false), context)
            return .array(ArrayValue(Array(repeating: arguments[0], count: count)))
        default:
            return nil
        }
    }

    /// The static element type a collection built from `value` has, when it is known.
    private static func elementType(of value: Value) -> RuntimeType? {
        switch value {
        case .array(let array): return array.elementType
        case .set(let set): return set.elementType
        case .string: return .character
        case .range(let range): return range.lower?.asInt != nil ? .int : nil
        default: return nil
        }
    }

    /// `Dictionary(uniqueKeysWithValues:)` (a repeated key traps) and
    /// `Dictionary(_:uniquingKeysWith:)` (`combine(old, new)` decides).
    private static func dictionary(_ arguments: LibraryArguments, combine: Value?) throws -> Value {
        let context = arguments.context
        var result = DictionaryValue()
        for pair in try arguments.sequence(0) {
            let (key, value) = try DictionaryLibrary.keyAndValue(pair, context)
            if let old = result[key] {
                guard let combine else {
                    throw context.trap("Fatal error: Duplicate values for key: '\(context.interpreter.describeForMessage(key))'")
                }
                result.updateValue(try context.call(combine, old, value), forKey: key)
            } else {
                result.updateValue(value, forKey: key)
            }
        }
        return .dictionary(result)
    }

    /// Both sequences of `zip`; an endless `n...` counts along the other one.
    private static func zipped(_ first: Value, _ second: Value, _ context: CallContext) throws -> ([Value], [Value]) {
        func endlessStart(_ value: Value) -> Int? {
            guard case .range(let range) = value, range.kind == .from, case .int(let start)? = range.lower else { return nil }
            return start
        }
        func elements(_ value: Value, alongside other: Value) throws -> [Value] {
            if let start = endlessStart(value), let otherElements = try SequenceLibrary.materialize(other, context) {
                return (0..<otherElements.count).map { .int(start + $0) }
            }
            guard let elements = try SequenceLibrary.materialize(value, context) else {
                throw context.failure(.typeMismatch("zip needs two sequences, not '\(context.interpreter.describeForMessage(value))'"))
            }
            return elements
        }
        return (try elements(first, alongside: second), try elements(second, alongside: first))
    }

    /// `stride`: Int when every argument is, Double otherwise. Swift's own strides compute
    /// the values (a Double stride multiplies, `start + Double(i) * step`, not adds).
    private static func stride(_ arguments: LibraryArguments, through: Bool) throws -> Value {
        let context = arguments.context
        if let width = arguments.values.prefix(2).lazy.compactMap({ value -> IntegerWidth? in
            if case .sized(let number) = value { return number.width }
            return nil
        }).first {
            return try sizedStride(width, arguments, through: through)
        }
        let allInts = arguments.values.allSatisfy { $0.asInt != nil }
        let numbers = try arguments.values.indices.map { index -> Double in
            switch arguments[index] {
            case .int(let value): return Double(value)
            case .double(let value): return value
            default: _ = try arguments.int(index); return 0
            }
        }
        if numbers[2] == 0 { throw context.trap("Fatal error: Stride size must not be zero") }
        let estimate = ((numbers[1] - numbers[0]) / numbers[2]).rounded(.down) + 1
        if estimate > Double(context.interpreter.limits.stepBudget) {
            let isHuge = !(estimate < 9e18)
            try SequenceLibrary.checkLength((isHuge ? Int.max : Int(estimate), isHuge), context)
        }
        if allInts {
            let (start, end, step) = (try arguments.int(0), try arguments.int(1), try arguments.int(2))
            let values = through ? Array(Swift.stride(from: start, through: end, by: step))
                                 : Array(Swift.stride(from: start, to: end, by: step))
            return .array(ArrayValue(values.map(Value.int), elementType: .int))
        }
        let values = through ? Array(Swift.stride(from: numbers[0], through: numbers[1], by: numbers[2]))
                             : Array(Swift.stride(from: numbers[0], to: numbers[1], by: numbers[2]))
        return .array(ArrayValue(values.map(Value.double), elementType: .double))
    }

    /// `stride(from: UInt8(0), to: 10, by: 3)`: the elements have the bounds' width; the step is an `Int`.
    private static func sizedStride(_ width: IntegerWidth, _ arguments: LibraryArguments, through: Bool) throws -> Value {
        let context = arguments.context
        func int(_ index: Int) throws -> Int {
            if case .sized(let number) = arguments[index], let value = number.intValue { return value }
            return try arguments.int(index)
        }
        let (start, end, step) = (try int(0), try int(1), try int(2))
        if step == 0 { throw context.trap("Fatal error: Stride size must not be zero") }
        let estimate = ((Double(end) - Double(start)) / Double(step)).rounded(.down) + 1
        if estimate > Double(context.interpreter.limits.stepBudget) {
            try SequenceLibrary.checkLength((Int(min(estimate, 9e18)), false), context)
        }
        let values = through ? Array(Swift.stride(from: start, through: end, by: step))
                             : Array(Swift.stride(from: start, to: end, by: step))
        return .array(ArrayValue(values.map { .sized(SizedInteger(width: width, truncating: $0)) }, elementType: .sized(width)))
    }
}
