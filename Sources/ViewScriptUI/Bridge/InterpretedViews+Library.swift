import ViewScriptRuntime

extension InterpretedViews {
    /// The library views the graph knows; other views become inert groups of their content.
    func builtin(_ name: String, _ arguments: [Value], _ labels: [String?], _ content: [Int: Value]) throws -> ViewElement {
        func children() throws -> [ViewElement] {
            try content.keys.sorted().compactMap { content[$0] }.flatMap { value -> [ViewElement] in
                if case .native(let object) = value, let view = object as? ViewValue, case .block(let items) = view.kind {
                    return try items.map { try element($0) }
                }
                return [try element(value)]
            }
        }
        switch name {
        case "Text":
            return .text(displayed(try TextLibrary.shownText(arguments, labels, interpreter)))
        case "Button": return try button(arguments, labels, content)
        case "Link": return try link(arguments, labels, content)
        case "EditButton": return try editButton()
        case "ShareLink", "PasteButton", "PhotosPicker": return try systemControl(name, arguments, labels, content)
        case "AnyView": return try anyView(arguments)
        case "Toggle":
            guard let binding = argument("isOn", arguments, labels) else { return .container(.group, try children()) }
            let isOn = try interpreter.readBinding(binding) == .bool(true)
            let title = try arguments.first(where: { $0.asString != nil }).map { displayed(try interpreter.describe($0)) }
            let content = title == nil ? try children() : []
            let label = title ?? content.lazy.compactMap(labelText).first ?? ""
            if let styled = styledToggle(binding: binding, label: title.map { .text($0) } ?? .container(.group, content)) { return styled }
            return drawnToggle(label, isOn: isOn, iconOnly: toggleDrawsIconOnly(labels, content)) { [interpreter, range] in
                let current = try interpreter.readBinding(binding) == .bool(true)
                try interpreter.writeBinding(binding, .bool(!current), at: range)
            }
        case "TextField" where labels.contains("value"): return try formattedTextField(arguments, labels)
        case "TextField", "SecureField":
            guard let binding = argument("text", arguments, labels) else { return .empty }
            let title = try arguments.first.map { try interpreter.describe($0) } ?? ""
            let text = try interpreter.describe(try interpreter.readBinding(binding))
            let field = ViewElement.textField(title: title, text: text) { [interpreter, range] new in try interpreter.writeBinding(binding, .string(new), at: range) }
            return try prompted(field, argument("prompt", arguments, labels), onCommit: argument("onCommit", arguments, labels))
        case "Image": return .image(try arguments.first.map { try interpreter.describe($0) } ?? "")
        case "Label": return try label(arguments, labels, content)
        case ModifierContent.viewName:
            if case .native(let content as ModifierContent)? = arguments.first { return content.element }
            return .empty
        case "Spacer": return spacer(arguments, labels)
        case "Divider": return .divider
        case "EmptyView": return .empty
        case "Settings", "MenuBarExtra": return .empty  // macOS scenes: a phone shows only its window group
        case "Color": return .color(try arguments.first.map { try interpreter.describe($0) } ?? "")
        case "VStack": return container(.vStack, try children(), arguments, labels)
        case "HStack": return container(.hStack, try children(), arguments, labels)
        case "ZStack": return .container(.zStack, try children())
        case "ScrollView": return container(.scrollView, try children(), arguments, labels)
        case "LazyVStack": return container(.lazyVStack, try children(), arguments, labels)
        case "LazyHStack": return container(.lazyHStack, try children(), arguments, labels)
        case "LazyVGrid": return container(.lazyVGrid, try children(), arguments, labels)
        case "LazyHGrid": return container(.lazyHGrid, try children(), arguments, labels)
        case "Layout": return try customLayout(arguments.first ?? .void, try children())
        case "List", "Form": return try list(name, arguments, labels, content)
        case "Section": return try section(arguments, labels, content)
        case "Picker": return try picker(arguments, labels, content)
        case "Stepper": return try stepper(arguments, labels, content)
        case "Slider": return try slider(arguments, labels, content)
        case "DatePicker": return try datePicker(arguments, labels, content)
        case "ProgressView": return try styledProgress(arguments, labels, content)
        case "Gauge": return try progress(arguments, labels, content)
        case "TextEditor": return try textEditor(arguments, labels)
        case "NavigationStack", "NavigationView":
            return navigation(name, arguments, labels, root: try children())
        case "NavigationSplitView": return try splitView(labels, content)
        case "NavigationLink":
            return try navigationLink(arguments, labels, content)
        case "TabView":
            return try tabView(arguments, labels, content)
        case "GeometryReader": return try geometryReader(arguments)
        case "ScrollViewReader": return try scrollViewReader(arguments)
        case "Menu": return try menu(arguments, labels, content)
        case "GroupBox": return try styledGroupBox(arguments, labels, content)
        case "LabeledContent": return try labeledContent(arguments, labels, content)
        case "ContentUnavailableView": return try contentUnavailable(arguments, labels, content)
        case "DisclosureGroup": return try disclosureGroup(arguments, labels)
        case "ColorPicker": return try colorPicker(arguments, labels, content)
        case "AsyncImage": return try asyncImage(arguments, labels, content)
        case "TimelineView": return try timelineView(arguments, labels)
        case "OutlineGroup": return try outlineGroup(arguments, labels)
        case "ControlGroup": return try controlGroup(labels, content)
        case "ViewThatFits": return viewThatFits(arguments, labels, try children())
        case "Grid", "GridRow": return grid(name, arguments, labels, try children())
        case "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "UnevenRoundedRectangle", "ContainerRelativeShape":
            return .shape(ShapeContent(name))
        case "ForEach":
            guard let data = arguments.first, let rows = arguments.last else { return .empty }
            return try forEach(data, id: labels.firstIndex(of: "id").map { arguments[$0] }, rows: rows)
        case "Map": return frameworkBox(name, overlay: [])  // its markers and annotations are drawn on the map
        case "VideoPlayer": return frameworkBox(name, overlay: try children())
        case "SignInWithAppleButton": return try signInWithAppleButton(arguments, labels)
        default:
            return .container(.group, try children())
        }
    }

    /// `ForEach(data, id:) { row }`: ids from the key path (or the element itself, or a
    /// constant range's values); rows built when the graph asks for them.
    func forEach(_ data: Value, id: Value?, rows: Value) throws -> ViewElement {
        let interpreter = self.interpreter
        let range = self.range
        var views = self
        views.sharedBody = makeSharedBody()
        if case .range(let bounds) = data, let (start, end) = bounds.intBounds, id == nil {
            var content = ForEachContent(ids: .range(start..<max(start, end))) { position in
                try views.element(try interpreter.callClosure(rows, with: .int(start + position), at: range))
            }
            content.readsRangeOnce = true
            return .forEach(content)
        }
        if let content = try bindingForEach(data, id: id, rows: rows) { return content }
        guard let elements = try interpreter.elements(of: data, at: range) else {
            throw interpreter.failure(.typeMismatch("ForEach needs a collection"), at: range)
        }
        let ids: [Value] = try elements.map { element in
            if case .keyPath(let path)? = id { return try interpreter.apply(path, to: element, at: range) }
            return (try? interpreter.getMember(element, "id", at: range)) ?? element
        }
        return .forEach(ForEachContent(ids: .values(ids)) { position in
            try views.element(try interpreter.callClosure(rows, with: elements[position], at: range))
        })
    }

    /// The rows of `ForEach(data, id:) { row }` built at once, for a container that reads all
    /// its children when it is made (a `TabView`'s tabs).
    func eagerRows(_ arguments: [Value], _ labels: [String?]) throws -> [Value] {
        guard let data = arguments.first, let rows = arguments.last else { return [] }
        let elements: [Value]
        if case .range(let bounds) = data, let (start, end) = bounds.intBounds {
            elements = (start..<max(start, end)).map(Value.int)
        } else {
            guard let all = try interpreter.elements(of: data, at: range) else {
                throw interpreter.failure(.typeMismatch("ForEach needs a collection"), at: range)
            }
            elements = all
        }
        return try elements.map { try interpreter.callClosure(rows, [$0], at: range) }
    }

    /// The modifiers with a lifecycle meaning; the rest are inert.
    func modifier(_ name: String, _ arguments: [Value], _ labels: [String?]) throws -> Modifier? {
        switch name {
        case "onAppear":
            return arguments.last.map { .onAppear(action($0)) }
        case "onDisappear":
            return arguments.last.map { .onDisappear(action($0)) }
        case "id":
            return arguments.first.map { .id($0) }
        case "task":
            guard let body = arguments.last, body.asFunction != nil else { return nil }
            let id = labels.firstIndex(of: "id").map { arguments[$0] } ?? .void
            return .task(id: id, startTask(body))
        case "onReceive": return receiveModifier(arguments)
        case "onTapGesture": return try tapGestureModifier(arguments, labels)
        case "onLongPressGesture": return try longPressGesture(arguments, labels)
        case "gesture": return try gestureModifier(arguments, labels)
        case "badge": return try badgeModifier(arguments)
        case "allowsHitTesting": return arguments.first?.asBool.map { .allowsHitTesting($0) }
        case "hidden": return hiddenModifier()
        case "scrollDisabled": return arguments.first?.asBool.map { .environment(.value("isScrollEnabled"), .bool(!$0)) }
        case "environmentObject", "environment":
            return environmentModifier(name, arguments)
        case "colorScheme", "preferredColorScheme": return colorSchemeModifier(name, arguments)
        case "modelContainer": return try modelContainerModifier(arguments, labels)
        case "transformEnvironment": return try transformEnvironment(arguments)
        case "onChange":
            guard let value = labels.firstIndex(of: "of").map({ arguments[$0] }), let closure = arguments.last,
                  case .function(let function) = closure else { return nil }
            let initial = labels.firstIndex(of: "initial").flatMap { arguments[$0].asBool } ?? false
            let parameterCount = function.definition?.parameters.count ?? 2
            let interpreter = self.interpreter
            let range = self.range
            return .onChange(of: value, initial: initial) { old, new in
                // iOS 17's `{ old, new in }` and `{ }`, iOS 14's `{ new in }`.
                let arguments: [Value] = parameterCount >= 2 ? [old, new] : parameterCount == 1 ? [new] : []
                _ = try interpreter.callClosure(closure, arguments, at: range)
            }
        case "sheet": return sheet(.sheet, arguments, labels)
        case "fullScreenCover": return sheet(.fullScreenCover, arguments, labels)
        case "alert": return try alert(.alert, arguments, labels)
        case "confirmationDialog": return try alert(.confirmationDialog, arguments, labels)
        case "popover", "inspector": return adaptedSheet(arguments, labels)
        case "actionSheet": return try actionSheet(arguments, labels)
        case "interactiveDismissDisabled": return interactiveDismissDisabled(arguments)
        case "navigationDestination": return navigationDestination(arguments, labels)
        case "disabled", "accessibilityLabel", "accessibility": return try controlModifier(name, arguments, labels)
        case "onSubmit", "submitScope", "focused": return try inputModifier(name, arguments, labels)
        case "transition": return transitionModifier(arguments)
        case "preference", "transformPreference", "anchorPreference", "onPreferenceChange", "overlayPreferenceValue",
             "backgroundPreferenceValue": return try preferenceModifier(name, arguments, labels)
        default:
            return layoutModifier(name, arguments, labels)
        }
    }

    /// `.task { }`: a task on the executor, started after the view appeared; the graph
    /// cancels it when the view disappears or its id changes.
    func startTask(_ body: Value) -> TaskAction {
        let interpreter = self.interpreter
        let range = self.range
        return {
            try interpreter.executor.checkCapacity(at: range)
            let handle = interpreter.executor.spawn(name: "task", at: range) { try interpreter.callClosure(body, [], at: range) }
            var task = TaskCancellation(cancel: { try? interpreter.executor.cancel(handle) },
                                        observe: { handle.turnObserver = $0 })
            task.origin = range
            return task
        }
    }
}

extension InterpretedViews {
    /// The argument labelled `label`.
    func argument(_ label: String, _ arguments: [Value], _ labels: [String?]) -> Value? {
        labels.firstIndex(of: label).map { arguments[$0] }
    }
}

extension ViewElement {
    /// The text a leaf shows (a `Toggle`'s label view).
    var shownText: String? {
        switch self {
        case .text(let string): string
        case .modified(let content, _): content.shownText
        default: nil
        }
    }
}
