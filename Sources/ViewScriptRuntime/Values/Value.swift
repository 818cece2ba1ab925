import ViewScriptSyntax

/// A value of the simulated program. Swift's value types are Swift values here too
/// (arrays, dictionaries and structs are copy-on-write), classes are references.
public enum Value {
    /// `()`, what a function without a result returns.
    case void
    case int(Int)
    case double(Double)
    /// `Int8`...`Int64`, `UInt`, `UInt8`...`UInt64` (see `SizedInteger`).
    case sized(SizedInteger)
    /// `Float` (`CGFloat` is a `Double`, as it is on 64-bit platforms).
    case float(Float)
    case bool(Bool)
    case string(String)
    case character(Character)
    /// `nil` of any optional type.
    case none
    /// `Optional(x)`: a wrapped value.
    indirect case some(Value)
    case array(ArrayValue)
    case dictionary(DictionaryValue)
    case set(SetValue)
    case tuple(TupleValue)
    indirect case range(RangeValue)
    case structValue(StructValue)
    case enumValue(EnumValue)
    case object(Instance)
    case function(Function)
    /// A type used as a value: `Int.self`, `Point.self`, the base of `Point.origin`.
    case type(RuntimeType)
    indirect case keyPath(KeyPathValue)
    case stringIndex(String.Index)
    /// An object of the runtime itself: a task handle, a binding, a view-graph object.
    case native(NativeObject)
}

/// Objects the runtime and the layers above it put into values (task handles, bindings).
public protocol NativeObject: AnyObject {
    /// The type the value reports, for `type(of:)` and printing.
    var runtimeType: RuntimeType { get }
    /// `print` and interpolation.
    func describe() -> String
}

// MARK: - Payloads

/// `[T]` and `ArraySlice<T>`: a slice keeps the indices of its base (`startIndex` may be > 0).
/// The parts live behind one copy-on-write reference (see `CopyOnWrite`).
public struct ArrayValue {
    private struct Parts {
        var elements: [Value]
        var elementType: RuntimeType?
        var sliceStart: Int?
        var depth: Int32 = 0
    }

    private var parts: CopyOnWrite<Parts>

    public init(_ elements: [Value], elementType: RuntimeType? = nil, sliceStart: Int? = nil) {
        parts = CopyOnWrite(Parts(elements: elements, elementType: elementType, sliceStart: sliceStart))
    }

    public var elements: [Value] {
        @inline(__always) _read { yield parts.contents.elements }
        @inline(__always) _modify { yield &parts.contents.elements }
    }
    /// The static element type, when known (empty arrays, `type(of:)`).
    public var elementType: RuntimeType? {
        get { parts.contents.elementType }
        set { parts.contents.elementType = newValue }
    }
    /// `startIndex` of an `ArraySlice`; `nil` for an `Array`.
    public var sliceStart: Int? {
        get { parts.contents.sliceStart }
        set { parts.contents.sliceStart = newValue }
    }
    /// How deeply values nest inside this one, as recorded where it was built (see ValueDepth).
    public var depth: Int32 {
        get { parts.contents.depth }
        set { parts.contents.depth = newValue }
    }

    public var isSlice: Bool { sliceStart != nil }
    public var startIndex: Int { sliceStart ?? 0 }
    public var endIndex: Int { startIndex + elements.count }
}

/// A tuple: values with optional labels (behind one copy-on-write reference).
public struct TupleValue {
    private struct Parts {
        var elements: [Value]
        var labels: [String?]
        var depth: Int32 = 0
    }

    private var parts: CopyOnWrite<Parts>

    public init(_ elements: [Value], labels: [String?]? = nil) {
        parts = CopyOnWrite(Parts(elements: elements, labels: labels ?? Array(repeating: nil, count: elements.count)))
    }

    public var elements: [Value] {
        @inline(__always) _read { yield parts.contents.elements }
        @inline(__always) _modify { yield &parts.contents.elements }
    }
    public var labels: [String?] {
        _read { yield parts.contents.labels }
        _modify { yield &parts.contents.labels }
    }
    public var depth: Int32 {
        get { parts.contents.depth }
        set { parts.contents.depth = newValue }
    }

    public func index(of label: String) -> Int? { labels.firstIndex { $0 == label } }
}

/// `a..<b`, `a...b`, `a...`, `..<b`, `...b`.
public struct RangeValue {
    public enum Kind: Equatable { case halfOpen, closed, from, upTo, through }
    public var kind: Kind
    public var lower: Value?
    public var upper: Value?

    public init(_ kind: Kind, lower: Value?, upper: Value?) {
        self.kind = kind
        self.lower = lower
        self.upper = upper
    }

    /// The integer bounds of a bounded Int range as a half-open `start..<end`.
    public var intBounds: (start: Int, end: Int)? {
        guard case .int(let low)? = lower, case .int(let high)? = upper else { return nil }
        switch kind {
        case .halfOpen: return (low, high)
        case .closed: return high == Int.max ? nil : (low, high + 1)
        default: return nil
        }
    }
}

/// An enum case with its associated values (behind one copy-on-write reference).
public struct EnumValue {
    private struct Parts {
        let type: NominalType
        let caseIndex: Int
        var payload: [Value]
        var depth: Int32 = 0
    }

    private var parts: CopyOnWrite<Parts>

    public init(type: NominalType, caseIndex: Int, payload: [Value] = []) {
        parts = CopyOnWrite(Parts(type: type, caseIndex: caseIndex, payload: payload))
    }

    public var type: NominalType { parts.contents.type }
    public var caseIndex: Int { parts.contents.caseIndex }
    public var payload: [Value] {
        _read { yield parts.contents.payload }
        _modify { yield &parts.contents.payload }
    }
    public var depth: Int32 {
        get { parts.contents.depth }
        set { parts.contents.depth = newValue }
    }

    public var caseInfo: EnumCaseInfo { type.enumCases[caseIndex] }
}

/// An instance of a user class.
public final class Instance: TrackedObject {
    public let type: NominalType
    public var fields: [Value]
    /// Who reads this object, kept by the view graph (its `ObservationTable`'s entry): held
    /// here, it dies with the object, and the object needs no weak reference.
    public var observation: AnyObject?
    /// What few objects have (`Extras`), made when one is first set: without it an object takes
    /// 72 bytes (an 80-byte malloc block) instead of 88 (96), and a list of 100,000 row models
    /// has as many.
    private var extras: Extras?

    private final class Extras {
        var genericArguments: [RuntimeType] = []
        var deinitQueue: DeinitQueue?
        var publishedProjections: [Int: PublishedPublisher]?
    }

    private var madeExtras: Extras {
        if let extras { return extras }
        let made = Extras()
        extras = made
        return made
    }

    /// The generic arguments the object was created with (`Tree<Int>()`), when written.
    public var genericArguments: [RuntimeType] {
        get { extras?.genericArguments ?? [] }
        set { if !newValue.isEmpty || extras != nil { madeExtras.genericArguments = newValue } }
    }
    /// Where this object goes when its last reference does, if its class has a `deinit`.
    var deinitQueue: DeinitQueue? {
        get { extras?.deinitQueue }
        set { if newValue != nil || extras != nil { madeExtras.deinitQueue = newValue } }
    }
    /// `$name` of its `@Published` properties, by field index, once a program asked for one.
    var publishedProjections: [Int: PublishedPublisher]? {
        get { extras?.publishedProjections }
        set { if newValue != nil || extras != nil { madeExtras.publishedProjections = newValue } }
    }

    public init(type: NominalType, fields: [Value]) {
        self.type = type
        self.fields = fields
    }

    /// At the end of the interpreter (see `LiveObjects`): no `deinit` runs any more.
    override func releaseContents() {
        extras = nil
        observation = nil
        fields = []
    }

    deinit {
        extras?.deinitQueue?.objectDied(type: type, fields: fields)
    }
}

/// `\Type.a.b`: a path of property names (and other components) applied to a root value.
public struct KeyPathValue {
    public enum Component { case property(String), selfComponent, optional, forceUnwrap
        indirect case subscriptIndex(Value) }
    public var root: RuntimeType?
    public var components: [Component]

    public init(root: RuntimeType?, components: [Component]) {
        self.root = root
        self.components = components
    }
}

extension Value {
    /// The value as an `Optional`: an optional stays as it is, anything else is wrapped once
    /// (the result of `try?` and of an optional chain).
    public var asOptional: Value {
        switch self {
        case .some, .none: return self
        default: return .some(self)
        }
    }

    /// Whether the value holds no reference (nothing to release when it is overwritten).
    @inline(__always)
    var isTrivial: Bool {
        switch self {
        case .void, .int, .double, .bool, .none: return true
        default: return false
        }
    }

    public var isNil: Bool { if case .none = self { return true } else { return false } }

    /// The value inside any number of `Optional` layers, or nil.
    public var unwrappedDeep: Value? {
        switch self {
        case .none: return nil
        case .some(let inner): return inner.unwrappedDeep
        default: return self
        }
    }

    public var asInt: Int? { if case .int(let v) = self { return v } else { return nil } }
    public var asDouble: Double? { if case .double(let v) = self { return v } else { return nil } }
    public var asBool: Bool? { if case .bool(let v) = self { return v } else { return nil } }
    public var asString: String? { if case .string(let v) = self { return v } else { return nil } }
    public var asArray: ArrayValue? { if case .array(let v) = self { return v } else { return nil } }
    public var asFunction: Function? { if case .function(let v) = self { return v } else { return nil } }
}

// One interpreter runs on one thread at a time (the executor hands a baton between the
// threads of simulated tasks), so values may cross threads.
extension Value: @unchecked Sendable {}
extension RuntimeError.Kind: @unchecked Sendable {}
