/// `[K: V]` with a deterministic order. Swift seeds its hash per process, so a real
/// dictionary iterates in a different order every run; ViewScript must print the same bytes
/// every run, so it keeps insertion order (removal keeps the order of the rest).
public struct DictionaryValue: Equatable {
    public private(set) var keys: [Value] = []
    public private(set) var values: [Value] = []
    private var positions: [Value: Int] = [:]
    public var keyType: RuntimeType?
    public var valueType: RuntimeType?

    public init(keyType: RuntimeType? = nil, valueType: RuntimeType? = nil) {
        self.keyType = keyType
        self.valueType = valueType
    }

    public var count: Int { keys.count }
    public var isEmpty: Bool { keys.isEmpty }

    public subscript(key: Value) -> Value? {
        get { positions[key].map { values[$0] } }
        set {
            if let newValue { updateValue(newValue, forKey: key) } else { removeValue(forKey: key) }
        }
    }

    public func index(of key: Value) -> Int? { positions[key] }

    /// Sets the value; returns the old one.
    @discardableResult
    public mutating func updateValue(_ value: Value, forKey key: Value) -> Value? {
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

    public mutating func setValue(at position: Int, _ value: Value) { values[position] = value }

    @discardableResult
    public mutating func removeValue(forKey key: Value) -> Value? {
        guard let position = positions.removeValue(forKey: key) else { return nil }
        let old = values[position]
        keys.remove(at: position)
        values.remove(at: position)
        for index in position..<keys.count { positions[keys[index]] = index }
        return old
    }

    public mutating func removeAll() {
        keys.removeAll()
        values.removeAll()
        positions.removeAll()
    }

    public static func == (lhs: DictionaryValue, rhs: DictionaryValue) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for (index, key) in lhs.keys.enumerated() where rhs[key] != lhs.values[index] { return false }
        return true
    }
}

/// `Set<T>` in insertion order (see `DictionaryValue`).
public struct SetValue: Equatable {
    public private(set) var elements: [Value] = []
    private var positions: [Value: Int] = [:]
    public var elementType: RuntimeType?

    public init(_ elements: [Value] = [], elementType: RuntimeType? = nil) {
        self.elementType = elementType
        for element in elements { insert(element) }
    }

    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }
    public func contains(_ value: Value) -> Bool { positions[value] != nil }

    /// Inserts; returns whether the element was new.
    @discardableResult
    public mutating func insert(_ value: Value) -> Bool {
        guard positions[value] == nil else { return false }
        positions[value] = elements.count
        elements.append(value)
        return true
    }

    @discardableResult
    public mutating func remove(_ value: Value) -> Value? {
        guard let position = positions.removeValue(forKey: value) else { return nil }
        let old = elements.remove(at: position)
        for index in position..<elements.count { positions[elements[index]] = index }
        return old
    }

    public mutating func removeAll() {
        elements.removeAll()
        positions.removeAll()
    }

    public static func == (lhs: SetValue, rhs: SetValue) -> Bool {
        lhs.count == rhs.count && lhs.elements.allSatisfy(rhs.contains)
    }
}
