import ViewScriptRuntime

/// One step of a view's identity, relative to its parent node. A node's full identity is
/// the path of keys from the root; two view values at the same path with the same
/// `NodeKind` are the same view.
enum IdentityKey: Hashable, CustomStringConvertible {
    /// The root element of the graph, a user view's body, a modifier's content.
    case content
    /// Position `i` in a container's children (structural identity).
    case index(Int)
    /// A branch of `if`/`else`/`switch`.
    case branch(Int)
    /// The value of `.id(_:)`.
    case explicit(Value)
    /// A `ForEach` element's id.
    case element(Value)
    /// A row of a lazy container: the keys from the container down to the row, through the
    /// groups, branches and `ForEach`es that lazy containers flatten into rows.
    case row([IdentityKey])
    /// A level pushed on a navigation stack by a link or `navigationDestination(isPresented:)`
    /// (a serial number of the stack), or the element at a position of its `path` binding.
    case pushed(Int)
    /// (Boxed: an `Int` and a `Value` inline made every key, and so every node, larger.)
    indirect case pathElement(Int, Value)
    /// The content of a presentation (sheet, cover, alert), beside the presenting view.
    case presentation(Int)
    /// The items of a `.toolbar { }` (or `.navigationBarItems`), beside the modified view.
    case toolbarItems

    var description: String {
        switch self {
        case .content: "content"
        case .index(let i): "\(i)"
        case .branch(let b): "branch \(b)"
        case .explicit(let v): "id \(v.shortDescription)"
        case .element(let v): "element \(v.shortDescription)"
        case .row(let keys): "row \(keys.map(\.description).joined(separator: "/"))"
        case .pushed(let serial): "pushed \(serial)"
        case .pathElement(let index, let value): "path \(index) \(value.shortDescription)"
        case .presentation(let serial): "presentation \(serial)"
        case .toolbarItems: "toolbar items"
        }
    }

    /// The id shown in a node's name (`Row#3`): ForEach and `.id` keys.
    var shownID: Value? {
        switch self {
        case .explicit(let v), .element(let v): v
        case .row(let keys): keys.last?.shownID
        default: nil
        }
    }
}

extension Value {
    /// A short rendering of an id for names and traces (`3`, `"a"`, `Optional(1)`).
    var shortDescription: String {
        switch self {
        case .int(let v): "\(v)"
        case .double(let v): "\(v)"
        case .bool(let v): "\(v)"
        case .string(let v): "\"\(v)\""
        case .character(let v): "\"\(v)\""
        case .none: "nil"
        case .void: "()"
        case .some(let v): "Optional(\(v.shortDescription))"
        case .enumValue(let v): ".\(v.caseInfo.name)"
        default: "\(self)"
        }
    }
}

extension IdentityKey {
    /// `self == .toolbarItems`, by the case alone (the visibility walks ask it of every node).
    var isToolbarItems: Bool { if case .toolbarItems = self { true } else { false } }
}
