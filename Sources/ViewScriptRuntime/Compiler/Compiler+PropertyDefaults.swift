import ViewScriptSyntax

/// A property's default value, waiting until every type's members are declared: in a module
/// (or a file) a default may use a type, an initializer or a static member declared later
/// (`@StateObject var store = Store(items: Item.samples)` before `Store` and `Item`).
struct PendingDefault {
    let expr: Expr
    let name: String
    let type: NominalType
    let expected: RuntimeType?
    let isStatic: Bool
    let typeContext: [NominalType]
    let genericContext: [[String]]
}

/// A parameter's default value, waiting for the same reason (`init(items: [Item] = Item.samples)`
/// before `Item`'s members, or before `static let samples` in its own type). It is compiled in
/// the function's scope, where the call evaluates it.
struct PendingParameterDefault {
    let expr: Expr
    let index: Int
    let expected: RuntimeType
    let scope: FunctionScope
    let typeContext: [NominalType]
    let genericContext: [[String]]
}

extension Compiler {
    /// Records a default value and returns the node that stands for it until it is compiled
    /// (so that memberwise initializers already know the property has a default).
    mutating func deferDefault(_ expr: Expr, of name: String, in type: NominalType, expected: RuntimeType?,
                               isStatic: Bool) -> ExprNode {
        pendingDefaults.append(PendingDefault(expr: expr, name: name, type: type, expected: expected, isStatic: isStatic,
                                              typeContext: typeContext, genericContext: genericContext))
        return ConstantNode(.void, range: expr.range)
    }

    /// Compiles the recorded defaults in declaration order and puts them, and the types they
    /// give properties declared without one, in place.
    mutating func compilePropertyDefaults() {
        compileParameterDefaults()
        let pending = pendingDefaults
        pendingDefaults = []
        let (savedTypes, savedGenerics) = (typeContext, genericContext)
        for item in pending {
            typeContext = item.typeContext
            genericContext = item.genericContext
            let node = compileInitializerExpression(item.expr, expected: item.expected, for: item.type, isStatic: item.isStatic)
            if placeWrapperMaker(item, node) { continue }
            if item.isStatic, let property = item.type.staticProperties[item.name] {
                property.initializer = node
                if property.type == nil { property.type = node.staticType ?? libraryValueType(of: item.expr) }
            } else if !item.isStatic, let index = item.type.fieldIndex[item.name] {
                item.type.storedProperties[index].initializer = node
                if item.type.storedProperties[index].type == nil { item.type.storedProperties[index].type = node.staticType ?? libraryValueType(of: item.expr) }
            }
        }
        (typeContext, genericContext) = (savedTypes, savedGenerics)
    }

    /// Compiles the parameter defaults recorded while members were declared, and ends that phase
    /// (a closure's or a local function's defaults are compiled where they stand).
    mutating func compileParameterDefaults() {
        let pending = pendingParameterDefaults ?? []
        pendingParameterDefaults = nil
        let (savedScope, savedTypes, savedGenerics) = (scope, typeContext, genericContext)
        for item in pending {
            (scope, typeContext, genericContext) = (item.scope, item.typeContext, item.genericContext)
            item.scope.definition.parameters[item.index].defaultValue = compileExpression(item.expr, expected: item.expected)
        }
        (scope, typeContext, genericContext) = (savedScope, savedTypes, savedGenerics)
    }
}

extension Compiler {
    /// The file's global variables, named before the property defaults are compiled: a default
    /// may use a global (`@State private var items = sampleItems`, `private let formatter`),
    /// as in Swift. Each global's initializer is compiled later, in order, with `main`'s
    /// statements, and its type set then (the members' types it may name are not declared yet).
    mutating func declareGlobalNames(_ declarations: [Decl]) {
        for decl in declarations {
            guard case .variable(let variable) = decl.kind else { continue }
            for binding in variable.bindings where binding.accessors == nil {
                guard let name = binding.pattern.boundName ?? typedName(binding.pattern) else { continue }
                _ = globalIndex(name.name)
            }
        }
    }
}
