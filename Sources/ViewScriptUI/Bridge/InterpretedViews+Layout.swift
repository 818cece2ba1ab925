import ViewScriptRuntime

/// The geometry of interpreted views: container parameters (`VStack(spacing:)`,
/// `Spacer(minLength:)`, `LazyVGrid(columns:)`, `ScrollView(.horizontal)`), the modifiers
/// `.frame`, `.padding` and `.offset`, and program types conforming to `Layout`.
extension InterpretedViews {
    /// A library container with its geometry parameters around it.
    func container(_ kind: ContainerKind, _ children: [ViewElement], _ arguments: [Value], _ labels: [String?]) -> ViewElement {
        var element = ViewElement.container(kind, children)
        func argument(_ label: String) -> Value? { labels.firstIndex(of: label).map { arguments[$0] } }
        if kind == .lazyVGrid || kind == .lazyHGrid, let items = argument(kind == .lazyVGrid ? "columns" : "rows") {
            element = .modified(element, .layout(.grid(gridItems(items))))
        }
        if let spacing = argument("spacing") {
            element = .modified(element, .layout(.spacing(number(spacing))))
        }
        if kind == .scrollView, let axes = labels.firstIndex(of: nil).map({ arguments[$0] }), symbolName(axes) == "horizontal" {
            element = .modified(element, .layout(.scrollAxis(.horizontal)))
        }
        return element
    }

    /// `Spacer()`, `Spacer(minLength: 20)`.
    func spacer(_ arguments: [Value], _ labels: [String?]) -> ViewElement {
        guard let index = labels.firstIndex(of: "minLength"), let length = number(arguments[index]) else { return .spacer }
        return .modified(.spacer, .layout(.minLength(length)))
    }

    /// `.frame(...)`, `.padding(...)`, `.offset(...)`; `nil` for any other modifier.
    func layoutModifier(_ name: String, _ arguments: [Value], _ labels: [String?]) -> Modifier? {
        func argument(_ label: String) -> Double? { labels.firstIndex(of: label).flatMap { number(arguments[$0]) } }
        switch name {
        case "frame":
            return .layout(.frame(Frame(width: argument("width"), height: argument("height"), minWidth: argument("minWidth"),
                                        maxWidth: argument("maxWidth"), minHeight: argument("minHeight"),
                                        maxHeight: argument("maxHeight"))))
        case "padding":
            return .layout(.padding(padding(arguments, labels)))
        case "offset":
            return .layout(.offset(x: argument("x") ?? 0, y: argument("y") ?? 0))
        default:
            return nil
        }
    }

    /// SwiftUI's default padding is 16 points on iOS; `.padding(8)`, `.padding(.horizontal)`,
    /// `.padding(.top, 20)`, `.padding([.leading, .trailing], 4)`.
    private func padding(_ arguments: [Value], _ labels: [String?]) -> EdgeInsets {
        let defaultLength = 16.0
        var edges: Set<String> = ["top", "leading", "bottom", "trailing"]
        var length = defaultLength
        for (index, label) in labels.enumerated() where label == nil {
            let value = arguments[index]
            if let given = number(value) {
                length = given
            } else if case .array(let array) = value {
                edges = Set(array.elements.flatMap { edgeNames(symbolName($0)) })
            } else if let name = symbolName(value) {
                edges = Set(edgeNames(name))
            }
        }
        func inset(_ edge: String) -> Double { edges.contains(edge) ? length : 0 }
        return EdgeInsets(top: inset("top"), leading: inset("leading"), bottom: inset("bottom"), trailing: inset("trailing"))
    }

    private func edgeNames(_ name: String?) -> [String] {
        switch name {
        case "horizontal": ["leading", "trailing"]
        case "vertical": ["top", "bottom"]
        case "all": ["top", "leading", "bottom", "trailing"]
        case let edge?: [edge]
        case nil: []
        }
    }

    private func gridItems(_ value: Value) -> [GridItem] {
        guard case .array(let array) = value else { return [] }
        return array.elements.compactMap { element in
            guard case .native(let object) = element, let item = object as? GridItemValue else { return nil }
            switch item.size {
            case .fixed(let size): return GridItem(.fixed(size), spacing: item.spacing)
            case .flexible(let minimum, let maximum): return GridItem(.flexible(minimum: minimum, maximum: maximum), spacing: item.spacing)
            case .adaptive(let minimum, let maximum): return GridItem(.adaptive(minimum: minimum, maximum: maximum), spacing: item.spacing)
            }
        }
    }

    /// A number argument (`CGFloat`, `Int`, `.infinity`, an optional one).
    func number(_ value: Value) -> Double? {
        switch value {
        case .some(let inner): return number(inner)
        case .double(let double): return double
        case .int(let int): return Double(int)
        default: return symbolName(value) == "infinity" ? .infinity : nil
        }
    }

    /// `.horizontal` written without a type: the member's name.
    func symbolName(_ value: Value) -> String? {
        guard case .native(let object) = value, let symbol = object as? SymbolValue else { return nil }
        return symbol.member ?? (symbol.name.hasPrefix(".") ? String(symbol.name.dropFirst()) : symbol.name)
    }
}

extension InterpretedViews {
    /// The placement of `.overlay`, `.background` and `.safeAreaInset(edge:)`.
    func decorationPlacement(_ name: String, _ arguments: [Value], _ labels: [String?]) -> DecorationPlacement? {
        switch name {
        case "overlay": .overlay
        case "background": .background
        case "safeAreaInset": .safeAreaInset(top: labels.firstIndex(of: "edge").map { symbolName(arguments[$0]) == "top" } ?? false)
        default: nil
        }
    }
}
