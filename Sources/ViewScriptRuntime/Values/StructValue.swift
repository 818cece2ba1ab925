/// An instance of a user struct: its type and stored properties in declaration order.
///
/// The parts live behind one reference, copied on write: a `Value` holding a struct is then
/// copied (and freed) with one reference count instead of one per part, and `Value` itself
/// stays small. The fields sit in the same allocation, after the type and the other parts
/// (`StructStorage`), so a field is read at a fixed offset and a field of a uniquely held
/// struct is written with one uniqueness check: an array of fields would add its own
/// check, its own reference and a bounds check to every write.
public struct StructValue {
    private var storage: StructStorage

    public init(type: NominalType, fields: [Value], genericArguments: [RuntimeType] = []) {
        storage = StructStorage.make(type: type, fields: fields, genericArguments: genericArguments, depth: 0)
    }

    public var type: NominalType { storage.header.type }

    /// `ObjectIdentifier(type)`, kept as a plain value: the hot paths compare it with the
    /// type they saw last, and making it from `type` would retain and release the type.
    public var typeIdentifier: ObjectIdentifier {
        @inline(__always) get { storage.header.typeIdentifier }
    }

    public var fieldCount: Int { storage.header.count }

    /// Field `index` (a stored property's index in `type.storedProperties`).
    public subscript(field index: Int) -> Value {
        @inline(__always) get {
            precondition(index >= 0 && index < storage.header.count, "field index out of range")
            return storage.fields[index]
        }
        @inline(__always) set {
            precondition(index >= 0 && index < storage.header.count, "field index out of range")
            makeUnique()
            storage.fields[index] = newValue
        }
        @inline(__always) _modify {
            precondition(index >= 0 && index < storage.header.count, "field index out of range")
            makeUnique()
            yield &storage.fields[index]
        }
    }

    /// Every field, as an array (printing, equality, the view graph's inputs); set: replaces
    /// them all.
    public var fields: [Value] {
        get { Array(UnsafeBufferPointer(start: storage.fields, count: storage.header.count)) }
        set {
            let header = storage.header
            storage = StructStorage.make(type: header.type, fields: newValue, genericArguments: header.genericArguments,
                                         depth: header.depth)
        }
    }

    /// Every field, in place, for the duration of `body` (equality and hashing, without
    /// building an array).
    public func withFields<T>(_ body: (UnsafeBufferPointer<Value>) throws -> T) rethrows -> T {
        try withExtendedLifetime(storage) { try body(UnsafeBufferPointer(start: storage.fields, count: storage.header.count)) }
    }

    /// Field `index` when it holds an `Int`, read in place.
    @inline(__always)
    func intField(_ index: Int) -> Int? {
        guard index >= 0, index < storage.header.count, case .int(let integer) = storage.fields[index] else { return nil }
        return integer
    }

    /// Stores an `Int` in field `index`, which holds an `Int` (checked by the caller: there
    /// is nothing to release).
    @inline(__always)
    mutating func setIntField(_ index: Int, _ integer: Int) {
        makeUnique()
        (storage.fields + index).initialize(to: .int(integer))
    }

    /// Generic arguments, as far as they are known (`Pair<Int>` prints them).
    public var genericArguments: [RuntimeType] {
        get { storage.header.genericArguments }
        set {
            makeUnique()
            storage.header.genericArguments = newValue
        }
    }

    public var depth: Int32 {
        get { storage.header.depth }
        set {
            makeUnique()
            storage.header.depth = newValue
        }
    }

    @inline(__always)
    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }
}

/// A struct's parts with its fields allocated after them (see `StructValue`).
final class StructStorage: ManagedBuffer<StructStorage.Header, Value> {
    /// (The two 32-bit fields last, side by side: a struct value with one field takes 72 bytes,
    /// not 80, and glibc gives it an 80-byte block, not a 96-byte one.)
    struct Header {
        let type: NominalType
        let typeIdentifier: ObjectIdentifier
        var genericArguments: [RuntimeType]
        private let storedCount: Int32
        var depth: Int32

        init(type: NominalType, typeIdentifier: ObjectIdentifier, count: Int, genericArguments: [RuntimeType], depth: Int32) {
            self.type = type
            self.typeIdentifier = typeIdentifier
            self.genericArguments = genericArguments
            self.storedCount = Int32(count)
            self.depth = depth
        }

        var count: Int { Int(storedCount) }
    }

    static func make(type: NominalType, fields: [Value], genericArguments: [RuntimeType], depth: Int32) -> StructStorage {
        let storage = create(minimumCapacity: fields.count) { _ in
            Header(type: type, typeIdentifier: ObjectIdentifier(type), count: fields.count,
                   genericArguments: genericArguments, depth: depth)
        }
        storage.withUnsafeMutablePointerToElements { elements in
            for (offset, field) in fields.enumerated() { (elements + offset).initialize(to: field) }
        }
        return unsafeDowncast(storage, to: StructStorage.self)
    }

    /// The fields, valid as long as this storage lives.
    var fields: UnsafeMutablePointer<Value> {
        @inline(__always) get { withUnsafeMutablePointerToElements { $0 } }
    }

    func copy() -> StructStorage {
        let storage = StructStorage.create(minimumCapacity: header.count) { _ in header }
        storage.withUnsafeMutablePointerToElements { $0.initialize(from: fields, count: header.count) }
        return unsafeDowncast(storage, to: StructStorage.self)
    }

    deinit {
        _ = withUnsafeMutablePointers { header, elements in elements.deinitialize(count: header.pointee.count) }
    }
}
