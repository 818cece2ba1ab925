import ViewScriptRuntime

/// A user view value: a struct conforming to `View` with its stored properties, before its
/// `body` runs. Two values of the same type are the same input when every field is equal
/// (`Value.isSameViewInput`: closures never are).
public struct UserView {
    /// A stored property that is not state: compared when the parent evaluates again.
    public struct Field {
        public var name: String
        public var value: Value

        public init(_ name: String, _ value: Value) {
            self.name = name
            self.value = value
        }
    }

    /// The fields, in declaration order: for a view whose stored properties are all plain
    /// (a row's `let model: RowModel`), read from its value where they are, not copied into a
    /// list of their own for each view value.
    public struct Fields: RandomAccessCollection, ExpressibleByArrayLiteral {
        private enum Storage {
            case list([Field])
            case record(StructValue)
        }
        private let storage: Storage

        public init(_ fields: [Field]) { storage = .list(fields) }
        public init(arrayLiteral fields: Field...) { storage = .list(fields) }
        /// Every stored property of `value`, by its declared name.
        public init(storedPropertiesOf value: StructValue) { storage = .record(value) }

        /// The view's value, when the fields are its stored properties.
        public var record: StructValue? { if case .record(let value) = storage { value } else { nil } }

        public var startIndex: Int { 0 }
        public var endIndex: Int {
            switch storage {
            case .list(let fields): fields.count
            case .record(let value): value.type.storedProperties.count
            }
        }
        public subscript(position: Int) -> Field {
            switch storage {
            case .list(let fields): fields[position]
            case .record(let value): Field(value.type.storedProperties[position].name, value[field: position])
            }
        }
    }

    public typealias Body = (BodyContext) throws -> ViewElement

    /// What the view value is made of: for a program view whose stored properties are all plain
    /// (a row's `let model: RowModel`), its value, which names its type and holds its fields;
    /// for any other, its name, fields and declarations in one object shared by the copies of
    /// the value. (A row's view value is then 32 bytes smaller, in each of 100,000 rows.)
    private enum Storage {
        case record(StructValue)
        case described(Description)
    }
    private final class Description {
        let typeName: String
        let fields: Fields
        let state: [StateDeclaration]
        let dynamicProperties: [String]

        init(typeName: String, fields: Fields, state: [StateDeclaration], dynamicProperties: [String]) {
            self.typeName = typeName
            self.fields = fields
            self.state = state
            self.dynamicProperties = dynamicProperties
        }
    }
    private let storage: Storage

    public var typeName: String {
        switch storage {
        case .record(let value): value.type.name
        case .described(let description): description.typeName
        }
    }
    /// The fields, in declaration order.
    public var fields: Fields {
        switch storage {
        case .record(let value): Fields(storedPropertiesOf: value)
        case .described(let description): description.fields
        }
    }
    /// The `@State` properties. Their initial values are used once, when the view is
    /// inserted; later view values' initial values are ignored (B25).
    public var state: [StateDeclaration] {
        if case .described(let description) = storage { description.state } else { [] }
    }
    /// Every dynamic property (`@State`, `@StateObject`, `@ObservedObject`, `@Binding`,
    /// `@Environment`, `@EnvironmentObject`...) by its declared name, in declaration order:
    /// the names `Self._printChanges()` may print. `nil`: the names of `state`.
    public var dynamicProperties: [String] {
        if case .described(let description) = storage { description.dynamicProperties } else { [] }
    }
    public var body: Body
    /// A `ViewModifier`'s view: its `body(content:)` holds the modified view as it was when
    /// built, so the body runs again with every new content (SwiftUI updates the content
    /// without running the modifier's body; the simulation runs it more often than that).
    public var hasModifierContent = false
    /// A library control that reads a binding (`Toggle`, `TextField`): a view of its own, as
    /// in SwiftUI, so that what it reads is its dependency, not its parent's (B36). Its body
    /// evaluations are not reported (traces, `--explain`) and the tree dump folds it.
    public var isLibraryControl = false

    public init(_ typeName: String, fields: Fields = [], state: [StateDeclaration] = [],
                dynamicProperties: [String]? = nil, body: @escaping (BodyContext) throws -> ViewElement) {
        storage = .described(Description(typeName: typeName, fields: fields, state: state,
                                         dynamicProperties: dynamicProperties ?? state.map(\.name)))
        self.body = body
    }

    /// A program view whose stored properties are all plain: its value is all it keeps.
    public init(record value: StructValue, body: @escaping Body) {
        storage = .record(value)
        self.body = body
    }

    /// The view's value, for a view made with `init(record:body:)`.
    public var record: StructValue? { if case .record(let value) = storage { value } else { nil } }

    public init(_ typeName: String, fields: [Field], state: [StateDeclaration] = [],
                dynamicProperties: [String]? = nil, body: @escaping (BodyContext) throws -> ViewElement) {
        self.init(typeName, fields: Fields(fields), state: state, dynamicProperties: dynamicProperties, body: body)
    }

    /// The names of the fields that differ from `previous` (all of them if the shapes differ).
    public func changedFields(since previous: UserView) -> [String] {
        guard previous.fields.count == fields.count else { return fields.map(\.name) }
        return zip(previous.fields, fields).compactMap { old, new in
            old.name == new.name && old.value.isSameViewInput(as: new.value) ? nil : new.name
        }
    }

    /// Whether `previous` was the same input: the body need not run again for it. A
    /// `@State`'s initial value is part of the view value too (SwiftUI compares the `State`
    /// struct, which holds it): `@State var model = Model()` differs on every parent
    /// evaluation, though the storage keeps the first object.
    func isSameInput(as previous: UserView) -> Bool {
        guard !hasModifierContent, previous.fields.count == fields.count, previous.state.count == state.count else { return false }
        for (old, new) in zip(previous.fields, fields) where !old.value.isSameViewInput(as: new.value) {
            return false
        }
        for (old, new) in zip(previous.state, state) {
            if let a = old.initialValue, let b = new.initialValue, !a.isSameViewInput(as: b) { return false }
        }
        return true
    }
}

/// `@State var name = initial`: the initial value is computed when the storage is created
/// (so a `@StateObject`'s autoclosure runs then, once per identity).
public struct StateDeclaration {
    public var name: String
    public var initial: () throws -> Value
    /// The initial value as the view value holds it, compared with the next view value's
    /// (nil: not compared, for an autoclosure).
    public var initialValue: Value?

    public init(_ name: String, initialValue: Value? = nil, initial: @escaping () throws -> Value) {
        self.name = name
        self.initialValue = initialValue
        self.initial = initial
    }
}

extension UserView {
    public var element: ViewElement { .user(self) }
}

extension ViewElement {
    var userView: UserView? { if case .user(let view) = self { view } else { nil } }
}
