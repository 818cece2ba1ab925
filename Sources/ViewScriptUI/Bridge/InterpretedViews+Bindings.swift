import ViewScriptRuntime

extension InterpretedViews {
    /// `ForEach($items) { $item in }`: the rows' ids come from the elements (their `id`, or
    /// the `id:` key path), and each row gets a binding to its element, so a row writes
    /// through to the parent's state. Nil when `data` is not a binding.
    func bindingForEach(_ data: Value, id: Value?, rows: Value) throws -> ViewElement? {
        guard case .native(let object) = data, let binding = object as? BindingObject else { return nil }
        let interpreter = self.interpreter
        let range = self.range
        let views = self
        guard let elements = try binding.elementBindings(interpreter, at: range) else {
            throw interpreter.failure(.typeMismatch("ForEach needs a binding to a collection"), at: range)
        }
        let ids: [Value] = try elements.map { element in
            if case .keyPath(let path)? = id { return try interpreter.apply(path, to: element.value, at: range) }
            return (try? interpreter.getMember(element.value, "id", at: range)) ?? element.value
        }
        return .forEach(ForEachContent(ids: .values(ids)) { position in
            try views.element(try interpreter.callClosure(rows, with: elements[position].binding, at: range))
        })
    }
}

extension InterpretedViews {
    /// The controls that show the value of a binding, with the label of that binding.
    static let bindingReaders: [String: String] = ["Toggle": "isOn", "TextField": "text", "SecureField": "text"]

    /// `TextField("Name", text: $text)`, `Toggle("On", isOn: $on)`: a view of its own that
    /// reads its binding, as in SwiftUI. Passing `$text` is not a read of `text` by the parent
    /// (`State.projectedValue` records none, B36): when the text changes, the control shows
    /// it without its parent's body running again. Nil for other views.
    func bindingReader(_ name: String, _ arguments: [Value], _ labels: [String?], _ content: [Int: Value]) -> ViewElement? {
        // Every such control has a labelled binding argument: unlabelled calls (`Text("a")`) skip the lookup.
        guard labels.contains(where: { $0 != nil }), let label = Self.bindingReaders[name], labels.contains(label) else { return nil }
        let views = self
        let fields = arguments.enumerated().map { UserView.Field(labels[$0.offset] ?? "_\($0.offset)", $0.element) }
        var view = UserView(name, fields: fields) { _ in try views.builtin(name, arguments, labels, content) }
        view.isLibraryControl = true
        return .user(view)
    }
}
