import ViewScriptSyntax

extension Interpreter {
    /// Whether a value is a SwiftUI view: a library view or a program type conforming to `View`.
    public func isView(_ value: Value) -> Bool {
        switch value {
        case .native(let object): return object is ViewValue
        case .structValue(let structValue):
            let type = structValue.type
            return type.conforms(to: "View") || type.conforms(to: "Shape") || type.conforms(to: "UIViewControllerRepresentable")
                || type.conforms(to: "ToolbarContent")
                || type.conforms(to: "UIViewRepresentable")
        case .object(let object): return object.type.conforms(to: "View")
        default: return false
        }
    }

    /// `Text("a")`, `VStack { ... }`: a library view. Content closures SwiftUI calls in the
    /// initializer run now, in the order of the arguments.
    func makeView(_ name: String, _ arguments: CallArguments, at range: SourceRange) throws -> Value {
        if Catalogue.view(name)?.state == .notSimulated { throw failure(.notSimulated(name), at: range) }
        return try makeSimulatedView(name, arguments, at: range)
    }

    /// `makeView` of a view the catalogue does not mark as not simulated (a call site that
    /// looked it up once: `InitializerCallNode`).
    func makeSimulatedView(_ name: String, _ arguments: CallArguments, at range: SourceRange) throws -> Value {
        // `Text(0.456, format: .percent)` shows "45.6%", `Text(date, style: .date)` "January 1, 2024".
        if name == "Text", arguments.values.count == 2, let label = arguments.labels[1], label == "format" || label == "style" {
            let text = label == "format"
                ? try TextFormatting.text(arguments.values[0], format: arguments.values[1], self, at: range)
                : try TextFormatting.text(arguments.values[0], style: arguments.values[1], self, at: range)
            // Labelled `formatted`: made with the locale of the body's environment (`textLocale`).
            return .native(ViewValue(.builtin(name: "Text", arguments: [.string(text)], labels: [TextFormatting.formattedLabel], content: [:])))
        }
        try checkToolbarPlacement(name, arguments, at: range)
        var content: [Int: Value] = [:]
        // By index: every `Text` of a 10,000-row `ForEach` passes here (an enumerated
        // sequence's iterator cost more than the rest of the loop).
        for index in arguments.values.indices {
            let value = arguments.values[index]
            guard case .function(let function) = value, let definition = function.definition else { continue }
            if name == "Path", definition.parameters.count == 1 {
                // `Path { path in path.move(to: .zero) }`: the drawing calls run, and draw nothing.
                _ = try callClosure(value, [.native(ViewValue(.builtin(name: "Path", arguments: [], labels: [], content: [:])))], at: range)
                continue
            }
            guard definition.isViewBuilder, ViewBuilderRules.isCalledAtOnce(view: name, parameterCount: definition.parameters.count) else { continue }
            content[index] = try callClosure(value, [], at: range)
        }
        return .native(ViewValue(.builtin(name: name, arguments: arguments.values, labels: arguments.labels, content: content), at: range))
    }

    /// `view.name(arguments)`: a modifier (its builder content evaluated now when SwiftUI does).
    func makeModifier(_ base: Value, _ name: String, _ arguments: CallArguments, at range: SourceRange) throws -> Value {
        if case .native(let view as ViewValue) = base, case .builtin("Path", _, _, _) = view.kind, Catalogue.pathElements.contains(name) {
            return .void  // `path.addLine(to: point)`: drawing, inert.
        }
        guard let entry = Catalogue.modifier(name) else {
            throw failure(.unknownMember(viewTypeName(base), name), at: range)
        }
        // A modifier newer than the release is swiftc's availability error (`toolbarVisibility`: iOS 18).
        if let major = entry.requiredIOS(under: program.release) { throw failure(.onlyAvailable(name, iOS: major), at: range) }
        if entry.state == .notSimulated { throw failure(.notSimulated(name), at: range) }
        if !entry.newForms.isEmpty { try checkNewForms(entry, arguments, at: range) }
        try checkToolbarVisibility(name, arguments, at: range)
        var content: [Int: Value] = [:]
        if ViewBuilderRules.isModifierContentCalledAtOnce(name) {
            for (index, value) in arguments.values.enumerated() {
                guard case .function(let function) = value, let definition = function.definition, definition.isViewBuilder,
                      definition.parameters.isEmpty else { continue }
                content[index] = try callClosure(value, [], at: range)
            }
        }
        return .native(ViewValue(.modified(base: base, name: name, arguments: arguments.values, labels: arguments.labels,
                                           content: content), at: range))
    }
}

extension Interpreter {
    /// A view's type as swiftc names it in "value of type ... has no member": the library view
    /// or program type, `some View` for a modified view.
    func viewTypeName(_ value: Value) -> String {
        if case .native(let view as ViewValue) = value, case .builtin(let name, _, _, _) = view.kind { return name }
        if case .native = value { return "some View" }
        return runtimeType(of: value).description
    }
}

/// A member of a library type that only styles or configures (`Color.red`, `.title`,
/// `.leading`, `Font.system(size: 12)`): evaluated, kept by name, changing nothing else.
public final class SymbolValue: NativeObject, NativeMembers {
    public let name: String
    /// The arguments of a call (`.default(Text("OK")) { }`), kept for the layers above,
    /// with their labels and the member's name (`.adaptive(minimum: 150)` for `GridItem`).
    public let arguments: [Value]
    public let labels: [String?]
    public let member: String?
    /// The value a method was called on (`TapGesture()` in `TapGesture().onEnded { }`), so the
    /// layers above can read a chain of configuring calls with their closures.
    public let base: SymbolValue?
    public init(_ name: String, arguments: [Value] = [], labels: [String?] = [], member: String? = nil,
                base: SymbolValue? = nil) {
        self.name = name
        self.base = base
        self.labels = labels
        self.member = member
        self.arguments = arguments
    }
    public var runtimeType: RuntimeType { .named("Symbol", []) }
    public func describe() -> String { name }
    public func property(_ member: String, _ context: CallContext) throws -> Value? { .native(SymbolValue("\(name).\(member)")) }
    public func callMethod(_ member: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        .native(SymbolValue("\(name).\(member)(...)", arguments: arguments.values, labels: arguments.labels,
                            member: member, base: self))
    }
}
