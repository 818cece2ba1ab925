import ViewScriptRuntime

/// A presentation that is up: its content is the presenting modifier's second child.
final class PresentedContent {
    /// Graph-wide presentation order: the highest is the topmost.
    let serial: Int
    /// `sheet(item:)`: the `id` of the item presented.
    let itemID: Value?

    init(serial: Int, itemID: Value?) {
        self.serial = serial
        self.itemID = itemID
    }
}

/// Sheets, full-screen covers, alerts and confirmation dialogs. The presenting modifier node
/// reads its binding as its own dependency, so a write to the binding re-evaluates only it.
/// While the binding says so, the content closure is called, in that evaluation (B5: it sees
/// the values its closure captured in the presenting body's last evaluation), and its view is
/// the modifier's second child: it appears, and the presenting view stays on screen (B13: no
/// `onDisappear` when covered, no `onAppear` when uncovered). Dismissing removes the content
/// (its state is destroyed, it disappears) and then runs `onDismiss`. A new item `id` while
/// presented dismisses (with `onDismiss`) in one pass and presents the new item in the next
/// (B31).
extension ViewGraph {
    func updatePresentation(_ node: ViewNode, _ presentation: Presentation) throws {
        let current = node.presented
        let content: ViewElement? = try withEvaluation(of: node) {
            let value = try presentation.binding.get()
            let item: Value
            var itemID: Value?
            switch presentation.trigger {
            case .isPresented:
                guard value.asBool == true else { return nil }
                item = .void
            case .item(_, let id):
                guard let unwrapped = value.unwrappedOptional else { return nil }
                item = unwrapped
                itemID = try id(unwrapped)
            }
            if presentation.style == .navigationDestination { return .empty }
            if let current, current.itemID != itemID {
                dismissPresentation(node, presentation)
                markDirty(node)
                return nil
            }
            if current == nil {
                node.presented = PresentedContent(serial: nextPresentationSerial, itemID: itemID)
                nextPresentationSerial += 1
            }
            let element = try presentation.content(item)
            let content = presentation.style.dismissesOnAnyButton ? dismissing(element, presentation) : element
            return withDismissAction(content) { try presentation.binding.set(Self.dismissedValue(presentation)) }
        }
        if presentation.style == .navigationDestination {
            setPushed(node, content != nil)
            return
        }
        guard let content, let presented = node.presented else {
            if node.presented != nil { dismissPresentation(node, presentation) }
            return
        }
        let key = IdentityKey.presentation(presented.serial)
        let element = content.normalized
        if node.children.count > 1 {
            let existing = node.children[1]
            if existing.key == key, existing.isSameView(as: element) {
                try fill(existing, with: element, isNew: false)
                return
            }
            remove(existing)
            node.children = [node.children[0]]
        }
        node.children.append(try insert(element, key: key, parent: node))
    }

    private func dismissPresentation(_ node: ViewNode, _ presentation: Presentation) {
        node.presented = nil
        if node.children.count > 1 {
            for child in node.children.dropFirst() { remove(child) }
            node.children = [node.children[0]]
        }
        if let onDismiss = presentation.onDismiss { commit.dismissals.append(onDismiss) }
    }

    /// Alert and dialog buttons: the action, then the binding is reset (B32). An alert with no
    /// button gets the system's "OK".
    private func dismissing(_ element: ViewElement, _ presentation: Presentation) -> ViewElement {
        var reset: ViewAction = { try presentation.binding.set(Self.dismissedValue(presentation)) }
        if presentation.style == .menu { reset = { [unowned self] in try closeOpenMenus() } }
        var sawButton = false
        func wrap(_ element: ViewElement) -> ViewElement {
            switch element {
            case .button(var button):
                sawButton = true
                if case .button(let action) = button.kind { button.kind = .button { try action(); try reset() } }
                return .button(button)
            case .container(let kind, let children): return .container(kind, children.map(wrap))
            case .conditional(let branch, let content): return .conditional(branch: branch, content.map(wrap))
            case .modified(let content, let modifier): return .modified(wrap(content), modifier)
            case .forEach(let data):
                let content = data.content
                return .forEach(ForEachContent(ids: data.ids) { wrap(try content($0)) })
            default: return element
            }
        }
        let wrapped = wrap(element)
        switch presentation.style {
        case .alert where !sawButton:
            return .container(.vStack, [wrapped, .button("OK", action: reset)])
        case .confirmationDialog where !Self.hasCancelButton(wrapped):
            return .container(.vStack, [wrapped, .button(ButtonElement(label: .text("Cancel"), kind: .button(reset), role: .cancel))])
        default:
            return wrapped
        }
    }

    static func dismissedValue(_ presentation: Presentation) -> Value {
        if case .item = presentation.trigger { return .none }
        return .bool(false)
    }

    /// The topmost presentation that is up (not a navigation destination), if any.
    func topPresentation() -> ViewNode? {
        // Nothing was ever presented (every `presented` takes a serial): no walk of the tree.
        guard nextPresentationSerial > 0 else { return nil }
        var top: ViewNode?
        func search(_ node: ViewNode) {
            guard node.isOnScreen else { return }
            if let presented = node.presented, presented.serial > (top?.presented?.serial ?? -1) { top = node }
            for child in node.shownChildren { search(child) }
        }
        search(root)
        return top
    }

    /// `dismiss` in a scenario, a swipe down: the topmost sheet or cover's binding becomes
    /// false (or nil), then the app renders.
    public func dismiss() throws {
        guard let node = topPresentation(), case .modified(_, .presentation(let presentation)) = node.element else {
            throw ViewGraphError.nothingToDismiss
        }
        if node.children.count > 1, refusesInteractiveDismiss(node.children[1]) {
            throw ViewGraphError.interactiveDismissDisabled
        }
        try perform { try presentation.binding.set(Self.dismissedValue(presentation)) }
    }
}

extension Value {
    /// `Optional(x)` as `x`, any other non-nil value as itself, `nil` as nil.
    var unwrappedOptional: Value? {
        switch self {
        case .none: nil
        case .some(let inner): inner.unwrappedOptional ?? inner
        default: self
        }
    }
}
