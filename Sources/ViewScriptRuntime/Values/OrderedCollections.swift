/// `[K: V]` with a deterministic order. Swift seeds its hash per process, so a real
/// dictionary iterates in a different order every run; ViewScript must print the same bytes
/// every run, so it keeps insertion order (removal keeps the order of the rest).
/// The parts live behind one copy-on-write reference (see `CopyOnWrite`).
public struct DictionaryValue: Equatable {
    fileprivate struct Parts {
        var keys: [Value] = []
        var values: [Value] = []
        var positions: [Value: Int] = [:]
        var keyType: RuntimeType?
        var valueType: RuntimeType?
    }

    private var parts: CopyOnWrite<Parts>

    public init(keyType: RuntimeType? = nil, valueType: RuntimeType? = nil) {
        parts = CopyOnWrite(Parts(keyType: keyType, valueType: valueType))
    }

    public var keys: [Value] { _read { yield parts.contents.keys } }
    /// `capacity` and `reserveCapacity(_:)`: those of the Swift dictionary that indexes the keys.
    public var capacity: Int { parts.contents.positions.capacity }
    public mutating func reserveCapacity(_ minimumCapacity: Int) {
        parts.contents.positions.reserveCapacity(minimumCapacity)
        parts.contents.keys.reserveCapacity(minimumCapacity)
        parts.contents.values.reserveCapacity(minimumCapacity)
    }
    public var values: [Value] { _read { yield parts.contents.values } }
    public var keyType: RuntimeType? {
        get { parts.contents.keyType }
        set { parts.contents.keyType = newValue }
    }
    public var valueType: RuntimeType? {
        get { parts.contents.valueType }
        set { parts.contents.valueType = newValue }
    }

    public var count: Int { keys.count }
    public var isEmpty: Bool { keys.isEmpty }

    public subscript(key: Value) -> Value? {
        get { parts.contents.positions[key].map { values[$0] } }
        set {
            if let newValue { updateValue(newValue, forKey: key) } else { removeValue(forKey: key) }
        }
    }

    public func index(of key: Value) -> Int? { parts.contents.positions[key] }

    /// Sets the value; returns the old one.
    @discardableResult
    public mutating func updateValue(_ value: Value, forKey key: Value) -> Value? {
        parts.contents.updateValue(value, forKey: key)
    }

    public mutating func setValue(at position: Int, _ value: Value) { parts.contents.values[position] = value }

    @discardableResult
    public mutating func removeValue(forKey key: Value) -> Value? {
        parts.contents.removeValue(forKey: key)
    }

    public mutating func removeAll() {
        parts.contents.keys.removeAll()
        parts.contents.values.removeAll()
        parts.contents.positions.removeAll()
    }

    public static func == (lhs: DictionaryValue, rhs: DictionaryValue) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for (index, key) in lhs.keys.enumerated() where rhs[key] != lhs.values[index] { return false }
        return true
    }
}

extension DictionaryValue.Parts {
    mutating func updateValue(_ value: Value, forKey key: Value) -> Value? {
        if let position = positions[key] {
            let old = values[position]
            values[position] = value
            return old
        }
        positions[key] = keys.count
        keys.append(key)
        values.append(value)
        return nil
    }

    mutating func removeValue(forKey key: Value) -> Value? {
        guard let position = positions.removeValue(forKey: key) else { return nil }
        let old = values[position]
        keys.remove(at: position)
        values.remove(at: position)
        for index in position..<keys.count { positions[keys[index]] = index }
        return old
    }
}

/// `Set<T>` in insertion order (see `DictionaryValue`), behind one copy-on-write reference.
public struct SetValue: Equatable {
    fileprivate struct Parts {
        var elements: [Value] = []
        var positions: [Value: Int] = [:]
        var elementType: RuntimeType?
    }

    private var parts: CopyOnWrite<Parts>

    public init(_ elements: [Value] = [], elementType: RuntimeType? = nil) {
        parts = CopyOnWrite(Parts(elementType: elementType))
        for element in elements { insert(element) }
    }

    public var elements: [Value] { _read { yield parts.contents.elements } }
    public var elementType: RuntimeType? {
        get { parts.contents.elementType }
        set { parts.contents.elementType = newValue }
    }

    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }
    public func contains(_ value: Value) -> Bool { parts.contents.positions[value] != nil }

    /// Inserts; returns whether the element was new.
    @discardableResult
    public mutating func insert(_ value: Value) -> Bool {
        parts.contents.insert(value)
    }

    @discardableResult
    public mutating func remove(_ value: Value) -> Value? {
        parts.contents.remove(value)
    }

    public mutating func removeAll() {
        parts.contents.elements.removeAll()
        parts.contents.positions.removeAll()
    }

    public static func == (lhs: SetValue, rhs: SetValue) -> Bool {
        lhs.count == rhs.count && lhs.elements.allSatisfy(rhs.contains)
    }
}

extension SetValue.Parts {
    mutating func insert(_ value: Value) -> Bool {
        guard positions[value] == nil else { return false }
        positions[value] = elements.count
        elements.append(value)
        return true
    }

    mutating func remove(_ value: Value) -> Value? {
        guard let position = positions.removeValue(forKey: value) else { return nil }
        let old = elements.remove(at: position)
        for index in position..<elements.count { positions[elements[index]] = index }
        return old
    }
}
