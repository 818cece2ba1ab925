import ViewScriptSyntax

/// The program's own `@propertyWrapper` types, applied as Swift applies them (SE-0258): a
/// property `@Clamped(0...10) var volume: Int = 5` of a type becomes
///
/// ```swift
/// private var _volume = Clamped(wrappedValue: 5, 0...10)          // the storage
/// var volume: Int { get { _volume.wrappedValue } set { _volume.wrappedValue = newValue } }
/// var $volume { get { _volume.projectedValue } set { _volume.projectedValue = newValue } }  // with a projectedValue
/// ```
///
/// Composed wrappers (`@A @B var x`) nest (`_x.wrappedValue.wrappedValue`). The storage
/// carries an `@_wrapperStorage(name, make)` attribute: the memberwise initializer takes the
/// wrapped property's name and builds the storage with `make` (`Compiler+PropertyWrappers.swift`).
/// In the type's own initializers, the first assignment to a wrapped property whose storage
/// has no initial value initializes the storage (`self._x = W(wrappedValue: ...)`), as Swift's
/// definite initialization does. The built-in wrappers (`@State`, `@Binding`...) are untouched.
struct PropertyWrapperExpansion {
    /// What the expansion needs to know about one wrapper type.
    struct WrapperInfo {
        var hasProjectedValue = false
        /// An `init(wrappedValue:...)`: the wrapped value can initialize the storage.
        var takesWrappedValue = false
        /// An `init()` (or no initializer at all): the storage can be made without arguments.
        var takesNoArguments = false
    }

    static let storageAttribute = "_wrapperStorage"

    var wrappers: [String: WrapperInfo] = [:]

    /// Finds the wrapper types of the file, then rewrites the properties that use them.
    static func expand(_ syntax: SourceFileSyntax) -> SourceFileSyntax {
        var expansion = PropertyWrapperExpansion()
        expansion.collect(syntax.declarations)
        guard !expansion.wrappers.isEmpty else { return syntax }
        var result = syntax
        result.items = syntax.items.map { item in
            if case .declaration(let decl) = item { return .declaration(expansion.rewrite(decl)) }
            return item
        }
        return result
    }

    // MARK: Collecting wrapper types

    mutating func collect(_ declarations: [Decl]) {
        for decl in declarations {
            switch decl.kind {
            case .nominal(let nominal):
                if decl.attribute(named: "propertyWrapper") != nil {
                    var info = wrappers[nominal.name.name] ?? WrapperInfo()
                    info.takesNoArguments = !nominal.members.contains { if case .initializer = $0.kind { true } else { false } }
                    wrappers[nominal.name.name] = info
                }
                collect(nominal.members)
            case .extensionDecl(let ext):
                collect(ext.members)
            default:
                continue
            }
        }
        // Members in the type and its extensions.
        for decl in declarations {
            switch decl.kind {
            case .nominal(let nominal) where wrappers[nominal.name.name] != nil:
                note(nominal.members, of: nominal.name.name)
            case .extensionDecl(let ext):
                if case .named(let name, _) = ext.extendedType.kind, wrappers[name.name] != nil { note(ext.members, of: name.name) }
            default:
                continue
            }
        }
    }

    private mutating func note(_ members: [Decl], of name: String) {
        for member in members {
            switch member.kind {
            case .variable(let variable):
                if variable.bindings.contains(where: { $0.pattern.declaredName == "projectedValue" }) {
                    wrappers[name]?.hasProjectedValue = true
                }
            case .initializer(let initializer):
                if initializer.parameters.first?.label?.name == "wrappedValue" { wrappers[name]?.takesWrappedValue = true }
                if initializer.parameters.allSatisfy({ $0.defaultValue != nil }) { wrappers[name]?.takesNoArguments = true }
            default:
                continue
            }
        }
    }

    // MARK: Rewriting

    func rewrite(_ decl: Decl) -> Decl {
        var result = decl
        switch decl.kind {
        case .nominal(var nominal):
            nominal.members = rewriteMembers(nominal.members)
            result.kind = .nominal(nominal)
        case .extensionDecl(var ext):
            ext.members = rewriteMembers(ext.members)
            result.kind = .extensionDecl(ext)
        default:
            break
        }
        return result
    }

    /// The wrapped properties of one type body, expanded; its initializers' first assignments
    /// to storage without an initial value turned into the storage's initialization.
    func rewriteMembers(_ members: [Decl]) -> [Decl] {
        var expanded: [Decl] = []
        var uninitialized: [String: [Attribute]] = [:]
        for member in members {
            guard let (binding, attributes) = wrappedProperty(member), let name = binding.pattern.declaredName else {
                expanded.append(rewrite(member))
                continue
            }
            expanded.append(contentsOf: expand(member, binding, name: name, attributes: attributes))
            if binding.initializer == nil, let first = attributes.first, wrappers[first.name.name]?.takesWrappedValue == true {
                uninitialized[name] = attributes
            }
        }
        guard !uninitialized.isEmpty else { return expanded }
        return expanded.map { member in
            guard case .initializer(var initializer) = member.kind, let body = initializer.body else { return member }
            initializer.body = initializingAssignments(body, uninitialized)
            var result = member
            result.kind = .initializer(initializer)
            return result
        }
    }

    /// A `var` with one binding whose attributes are the program's wrappers (outermost first).
    func wrappedProperty(_ decl: Decl) -> (PatternBinding, [Attribute])? {
        guard case .variable(let variable) = decl.kind, variable.bindings.count == 1 else { return nil }
        let attributes = decl.attributes.filter { wrappers[$0.name.name] != nil }
        guard !attributes.isEmpty else { return nil }
        return (variable.bindings[0], attributes)
    }
}

extension Pattern {
    /// `x` of `x` or `x: T`.
    var declaredName: String? {
        if let name = boundName { return name.name }
        if case .typed(let inner, _) = kind { return inner.boundName?.name }
        return nil
    }
}
