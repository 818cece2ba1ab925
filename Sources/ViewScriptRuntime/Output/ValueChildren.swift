/// The parts of a value as Swift's `Mirror` shows them: what `print` lists inside a struct's
/// or an enum's parentheses and what `dump` lists under a header.
struct ValueChild {
    /// `x` for a field, `.0` for an unlabelled tuple element, `some` for an optional's
    /// payload, `nil` for collection elements.
    var label: String?
    var value: Value
}

enum ValueChildren {
    /// The stored properties of one struct or class level, as `Mirror` labels them:
    /// a `lazy var b` is `$__lazy_storage_$_b` holding an `Optional`.
    static func fields(_ properties: [StoredProperty], values: ArraySlice<Value>) -> [ValueChild] {
        zip(properties, values).map { property, value in
            if property.isLazy {
                let storage: Value = value.isNil ? .none : .some(value)
                return ValueChild(label: "$__lazy_storage_$_\(property.name)", value: storage)
            }
            return ValueChild(label: property.name, value: optionalField(value, declared: property))
        }
    }

    /// A `weak var` or an optional field holding an unwrapped value still prints as `Optional`.
    private static func optionalField(_ value: Value, declared property: StoredProperty) -> Value {
        switch value {
        case .none, .some: return value
        default:
            if property.isWeak || property.type?.isOptional == true { return Value.some(value) }
            return value
        }
    }

    static func structFields(_ value: StructValue) -> [ValueChild] {
        fields(value.type.storedProperties, values: value.fields[...])
    }

    /// One level of a class instance: the class and the fields it declares itself.
    struct ClassLevel {
        var type: NominalType
        var fields: [ValueChild]
    }

    /// The levels of an instance, the dynamic class first, then each superclass. Fields of
    /// superclasses come first in `Instance.fields`.
    static func classLevels(_ instance: Instance) -> [ClassLevel] {
        let chain = instance.type.classChain
        var levels: [ClassLevel] = []
        var offset = 0
        var inherited: Set<String> = []
        for type in chain.reversed() {
            let own = type.storedProperties.filter { !inherited.contains($0.name) }
            let end = min(offset + own.count, instance.fields.count)
            let values = offset < end ? instance.fields[offset..<end] : []
            levels.append(ClassLevel(type: type, fields: fields(own, values: values)))
            offset = end
            inherited.formUnion(own.map(\.name))
        }
        return levels.reversed()
    }

    /// The single child `Mirror` gives an enum case with associated values: the case name
    /// and the payload (a lone unlabelled value as itself, anything else as a tuple).
    static func enumPayload(_ value: EnumValue) -> ValueChild? {
        guard !value.payload.isEmpty else { return nil }
        let info = value.caseInfo
        let labels = info.payloadLabels ?? []
        let label = labels.first ?? nil
        if value.payload.count == 1 && label == nil {
            return ValueChild(label: info.name, value: value.payload[0])
        }
        var tupleLabels = Array(repeating: String?.none, count: value.payload.count)
        for (index, label) in labels.prefix(value.payload.count).enumerated() { tupleLabels[index] = label }
        return ValueChild(label: info.name, value: .tuple(TupleValue(value.payload, labels: tupleLabels)))
    }

    /// Tuple elements: the label, or `.0`, `.1`, ... as `Mirror` names unlabelled ones.
    static func tupleElements(_ tuple: TupleValue) -> [ValueChild] {
        tuple.elements.enumerated().map { index, element in
            let label = index < tuple.labels.count ? tuple.labels[index] : nil
            return ValueChild(label: label ?? ".\(index)", value: element)
        }
    }

    /// The stored bounds of a range: `lowerBound`, `upperBound`, or one of them.
    static func rangeBounds(_ range: RangeValue) -> [ValueChild] {
        var children: [ValueChild] = []
        if let lower = range.lower, range.kind != .upTo && range.kind != .through {
            children.append(ValueChild(label: "lowerBound", value: lower))
        }
        if let upper = range.upper, range.kind != .from {
            children.append(ValueChild(label: "upperBound", value: upper))
        }
        return children
    }
}
