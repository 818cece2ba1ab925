/// Modifiers on view lists.
///
/// `Group`, `ForEach` and `if`/`else` content are *view lists*, not views: a modifier
/// applied to one applies to each view it produces (B24: `onAppear` on
/// `Group { if a { A() } else { B() } }` runs every time the branch changes). The graph
/// normalizes such elements before reconciling them, pushing the modifier down onto every
/// element of the list. `.id(_:)` is the exception: it names the list as a whole.
extension ViewElement {
    var normalized: ViewElement {
        guard case .modified(let content, let modifier) = self else { return self }
        if case .id = modifier { return .modified(content.normalized, modifier) }
        switch content.normalized {
        case .container(.group, let children):
            return .container(.group, children.map { .modified($0, modifier) })
        case .conditional(let branch, let inner):
            return .conditional(branch: branch, inner.map { .modified($0, modifier) })
        case .forEach(var data):
            let content = data.content
            if case .list(.rowEdits(let edits)) = modifier {
                // `.onDelete` / `.onMove`: each row knows its position in the `ForEach`.
                let count = data.count
                data.content = { position in try RowEdits.bind(edits, to: try content(position), at: position, of: count) }
                return .forEach(data)
            }
            data.content = { .modified(try content($0), modifier) }
            return .forEach(data)
        case let other:
            return .modified(other, modifier)
        }
    }
}

/// What a node is, as far as identity goes: a value of a different kind at the same
/// position is a different view (the old one is removed, the new one inserted).
enum NodeKind: Equatable, CustomStringConvertible {
    case root
    case text, button, toggle, textField, image, color, shape, spacer, divider, empty
    case container(ContainerKind)
    case conditional
    case forEach
    case modifier(ModifierKind)
    /// A program view, a custom `Layout`, a representable: which type is the element's
    /// (`ViewNode.isSameView(as:)` compares it), so a kind is a few bytes in each node.
    case user
    case layout
    case representable
    case navigation, navigationLink, tabView, geometryReader, viewThatFits

    init(_ element: ViewElement) {
        switch element {
        case .text: self = .text
        case .button: self = .button
        case .toggle: self = .toggle
        case .textField: self = .textField
        case .image: self = .image
        case .color: self = .color
        case .shape: self = .shape
        case .spacer: self = .spacer
        case .divider: self = .divider
        case .empty: self = .empty
        case .container(let kind, _): self = .container(kind)
        case .conditional: self = .conditional
        case .forEach: self = .forEach
        case .modified(_, let modifier): self = .modifier(modifier.kind)
        case .user: self = .user
        case .layout: self = .layout
        case .representable: self = .representable
        case .navigation: self = .navigation
        case .navigationLink: self = .navigationLink
        case .tabView: self = .tabView
        case .geometryReader: self = .geometryReader
        case .viewThatFits: self = .viewThatFits
        }
    }

    var description: String {
        switch self {
        case .root: "root"
        case .text: "Text"
        case .button: "Button"
        case .toggle: "Toggle"
        case .textField: "TextField"
        case .image: "Image"
        case .color: "Color"
        case .shape: "Shape"
        case .spacer: "Spacer"
        case .divider: "Divider"
        case .empty: "EmptyView"
        case .container(let kind): kind.name
        case .conditional: "if"
        case .forEach: "ForEach"
        case .modifier(.decoration(let placement)): ".\(placement.name)"
        case .modifier(.list(let kind)): ".\(kind)"
        case .modifier(let kind): ".\(kind)"
        // (Their type's name is the element's: `ViewElement.kindName`.)
        case .user: "View"
        case .layout: "Layout"
        case .representable: "Representable"
        case .navigation: "NavigationStack"
        case .navigationLink: "NavigationLink"
        case .tabView: "TabView"
        case .geometryReader: "GeometryReader"
        case .viewThatFits: "ViewThatFits"
        }
    }

    var isUser: Bool { if case .user = self { true } else { false } }
    var isModifier: Bool { if case .modifier = self { true } else { false } }
}

extension ViewElement {
    /// The view's name in traces and dumps: its kind's, and for a program view, a custom
    /// layout, a representable or an `AnyView` its type's.
    var kindName: String {
        switch self {
        case .user(let view): view.typeName
        case .layout(let layout, _): layout.typeName
        case .representable(let representable): representable.typeName
        case .modified(_, .erasedType(let name)): ".erasedType(\(String(reflecting: name)))"
        default: NodeKind(self).description
        }
    }
}
