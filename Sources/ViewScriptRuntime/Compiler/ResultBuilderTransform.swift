import ViewScriptSyntax

/// The program's own `@resultBuilder` types, applied as SE-0289 specifies, by rewriting the
/// body they annotate before it is compiled. A block becomes an immediately called closure
/// (`{ ...; return B.buildBlock(v0, v1) }()`) whose statements are the block's: each
/// expression statement becomes `let vN = B.buildExpression(e)` (or `e` without a
/// `buildExpression`), `if` becomes `buildOptional`/`buildEither(first:)`/`(second:)` (a
/// balanced tree for `else if` chains and `switch`), `for`-`in` collects its iterations for
/// `buildArray`, `if #available` goes through `buildLimitedAvailability`, and the result of a
/// function, getter or closure goes through `buildFinalResult`. Declarations stay as they are.
/// It applies to functions and computed properties with the builder's attribute, and to
/// closures passed to a parameter that has it (`Compiler.compileCall`). The built-in
/// `@ViewBuilder` is not one of these (`Compiler+ViewBuilder.swift`).
struct ResultBuilderTransform {
    /// Each builder's static method names.
    var builders: [String: Set<String>] = [:]
    /// Function, method and type names (for initializers) with a builder parameter: the
    /// parameter's label and builder.
    var parameters: [String: [(label: String?, builder: String)]] = [:]

    // MARK: Collecting

    static func collect(_ declarations: [Decl]) -> ResultBuilderTransform {
        var transform = ResultBuilderTransform()
        transform.collectBuilders(declarations)
        if !transform.builders.isEmpty { transform.collectParameters(declarations, typeName: nil) }
        return transform
    }

    private mutating func collectBuilders(_ declarations: [Decl]) {
        for decl in declarations {
            switch decl.kind {
            case .nominal(let nominal):
                if decl.attribute(named: "resultBuilder") != nil {
                    builders[nominal.name.name, default: []].formUnion(Self.methodNames(nominal.members))
                }
                collectBuilders(nominal.members)
            case .extensionDecl(let ext):
                collectBuilders(ext.members)
            default:
                continue
            }
        }
        for decl in declarations {
            guard case .extensionDecl(let ext) = decl.kind, case .named(let name, _) = ext.extendedType.kind,
                  builders[name.name] != nil else { continue }
            builders[name.name]?.formUnion(Self.methodNames(ext.members))
        }
    }

    private static func methodNames(_ members: [Decl]) -> [String] {
        members.compactMap { if case .function(let function) = $0.kind { function.name.name } else { nil } }
    }

    private mutating func collectParameters(_ declarations: [Decl], typeName: String?) {
        for decl in declarations {
            switch decl.kind {
            case .nominal(let nominal):
                collectParameters(nominal.members, typeName: nominal.name.name)
            case .extensionDecl(let ext):
                var name: String?
                if case .named(let extended, _) = ext.extendedType.kind { name = extended.name }
                collectParameters(ext.members, typeName: name)
            case .function(let function):
                note(function.parameters, as: function.name.name)
            case .initializer(let initializer):
                if let typeName { note(initializer.parameters, as: typeName) }
            default:
                continue
            }
        }
    }

    private mutating func note(_ list: [Parameter], as name: String) {
        for parameter in list {
            guard case .attributed(let attributes, _) = parameter.type.kind,
                  let builder = attributes.first(where: { builders[$0.name.name] != nil }) else { continue }
            parameters[name, default: []].append((parameter.label?.name, builder.name.name))
        }
    }

    /// The builder a declaration's attributes name.
    func builder(of attributes: [Attribute]) -> String? {
        attributes.first { builders[$0.name.name] != nil }?.name.name
    }

    // MARK: Closure arguments

    /// `makeList { "one"; "two" }`: the closures of a call passed to builder parameters, transformed.
    func transformArguments(_ callee: Expr, _ arguments: [Argument]) -> [Argument] {
        let name: String
        switch callee.kind {
        case .identifier(let identifier): name = identifier.name
        case .member(_, let member): name = member.name
        default: return arguments
        }
        guard let list = parameters[name] else { return arguments }
        return arguments.map { argument in
            guard case .closure(var closure) = argument.value.kind else { return argument }
            let label = argument.label?.name
            guard let builder = list.first(where: { $0.label == label })?.builder
                    ?? (argument.isTrailingClosure || label == nil ? list.first(where: { $0.label == nil })?.builder ?? list.first?.builder : nil),
                  let body = transformBody(closure.body, builder) else { return argument }
            closure.body = body
            var result = argument
            result.value = Expr(.closure(closure), range: argument.value.range)
            return result
        }
    }
}

// MARK: Declarations
extension ResultBuilderTransform {
    /// Functions and computed properties with a builder attribute, in every type, transformed.
    func rewrite(_ decl: Decl) -> Decl {
        var result = decl
        switch decl.kind {
        case .nominal(var nominal):
            nominal.members = nominal.members.map(rewrite)
            result.kind = .nominal(nominal)
        case .extensionDecl(var ext):
            ext.members = ext.members.map(rewrite)
            result.kind = .extensionDecl(ext)
        case .function(var function):
            guard let builder = builder(of: decl.attributes), let body = function.body,
                  let transformed = transformBody(body, builder) else { break }
            function.body = transformed
            result.kind = .function(function)
        case .variable(var variable):
            guard let builder = builder(of: decl.attributes) else { break }
            variable.bindings = variable.bindings.map { binding in
                var binding = binding
                switch binding.accessors {
                case .getter(let block)?:
                    if let transformed = transformBody(block, builder) { binding.accessors = .getter(transformed) }
                case .accessors(let accessors, let range)?:
                    binding.accessors = .accessors(accessors.map { accessor in
                        var accessor = accessor
                        if accessor.kind == .get, let body = accessor.body, let transformed = transformBody(body, builder) {
                            accessor.body = transformed
                        }
                        return accessor
                    }, range: range)
                case nil:
                    break
                }
                return binding
            }
            result.kind = .variable(variable)
        default:
            break
        }
        return result
    }

    /// The file's declarations with the builders applied, and the transform for call sites.
    static func apply(_ syntax: SourceFileSyntax) -> (SourceFileSyntax, ResultBuilderTransform) {
        let transform = collect(syntax.declarations)
        guard !transform.builders.isEmpty else { return (syntax, transform) }
        var result = syntax
        result.items = syntax.items.map { item in
            if case .declaration(let decl) = item { return .declaration(transform.rewrite(decl)) }
            return item
        }
        return (result, transform)
    }
}
