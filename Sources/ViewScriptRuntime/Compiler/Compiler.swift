import ViewScriptSyntax

/// Lowers a parsed file into a `Program`: collects every type and function first, then
/// compiles bodies with names resolved to slots, members and globals. A name it cannot
/// find is a positioned diagnostic (`cannot find 'x' in scope`) before anything runs.
public struct Compiler {
    public struct Result {
        public let program: Program
        public let diagnostics: [Diagnostic]
        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    let file: SourceFile
    let program: Program
    var diagnostics: [Diagnostic] = []
    /// The function being compiled, innermost.
    var scope: FunctionScope
    /// The types whose bodies enclose the code being compiled, innermost last.
    var typeContext: [NominalType] = []
    /// Generic parameters in scope, innermost last.
    var genericContext: [[String]] = []
    /// Names of functions in the program that take an `@autoclosure` parameter.
    var autoclosureFunctions: Set<String> = []
    /// Bodies of functions, methods and accessors, compiled once every declaration is known.
    var pendingBodies: [PendingBody] = []
    /// Which parameters of the next closure literal are `@autoclosure`, from the declared
    /// function type of the variable it initializes.
    var autoclosureHint: [Bool]?
    /// The next closure literal is an argument Swift compiles as a `@ViewBuilder`.
    var nextClosureIsViewBuilder = false
    /// The function scopes that evaluate property defaults, per type.
    var initializerScopes: [ObjectIdentifier: FunctionScope] = [:]
    /// What the static checks (`Compiler+Checks.swift`) remember.
    var checks = CheckState()
    /// The locals of `async let`s: a read of one awaits its task's value (`Compiler+AsyncLet.swift`).
    var asyncLetSlots: Set<ObjectIdentifier> = []
    /// Which top-level names are private to one file of a joined module (`Compiler+Files.swift`).
    var fileScopes = FileScopes()
    /// Property default values, compiled once every member is declared (`Compiler+PropertyDefaults.swift`).
    var pendingDefaults: [PendingDefault] = []
    /// Parameter default values of the top-level functions and members declared before any body, compiled
    /// with the property defaults (`Compiler+PropertyDefaults.swift`); nil outside that phase.
    var pendingParameterDefaults: [PendingParameterDefault]?
    /// The program's `@resultBuilder` types, for closures passed to their parameters (`ResultBuilderTransform.swift`).
    var resultBuilders = ResultBuilderTransform()
    /// Names declared as implicitly unwrapped optionals (`Compiler+ImplicitlyUnwrapped.swift`).
    var implicitlyUnwrappedNames: Set<String> = []

    init(file: SourceFile) {
        self.file = file
        self.program = Program(file: file)
        self.scope = FunctionScope(definition: program.main, parent: nil, selfType: nil, isStatic: false)
    }

    /// Compiles a parsed file (declarations, and in a script its top-level statements).
    /// `release` is the one asked for (`--ios`, `viewscript.json`); the file's own `// ios: N`
    /// line wins over it, and with neither the program is compiled for `IOSRelease.standard`.
    public static func compile(_ parsed: ParseResult, release: IOSRelease? = nil) -> Result {
        var compiler = Compiler(file: parsed.file)
        compiler.chooseRelease(requested: release)
        let (syntax, builders) = ResultBuilderTransform.apply(PropertyWrapperExpansion.expand(parsed.syntax))
        compiler.resultBuilders = builders
        compiler.compileFile(syntax)
        compiler.program.freezeHierarchies()
        return Result(program: compiler.program, diagnostics: compiler.diagnostics)
    }

    mutating func compileFile(_ syntax: SourceFileSyntax) {
        let declarations = syntax.items.compactMap { item -> Decl? in
            if case .declaration(let decl) = item { return decl }
            return nil
        }
        collectFilePrivateNames(declarations)
        noteImplicitlyUnwrapped(in: declarations)
        checkAttributeAvailability(declarations)
        declareTypes(declarations, parent: nil)
        pendingParameterDefaults = []
        declareTopLevelFunctions(declarations)
        declareGlobalNames(declarations)
        declareMembers(declarations)
        // Globals and top-level statements run in order in `main`.
        var statements: [StmtNode] = []
        for item in syntax.items {
            switch item {
            case .declaration(let decl):
                if let node = compileTopLevelDeclaration(decl) { statements.append(node) }
            case .statement(let statement):
                statements.append(compileStatement(statement))
            case .scenario:
                continue
            }
        }
        compileScenarioRoots(syntax.scenarios)
        compileMemberBodies(declarations)
        linkBuiltinProtocolExtensions()
        let main = program.main
        main.body = BlockNode(statements: statements, range: syntax.range)
        finishFunction(scope)
    }

    // MARK: Diagnostics

    mutating func report(_ message: DiagnosticMessage, at range: SourceRange) {
        diagnostics.append(Diagnostic(message, at: SourceSpan(file: file, range: range)))
    }
}

/// The function being compiled: its block scopes of locals and what it captures.
final class FunctionScope {
    let definition: FunctionDefinition
    let parent: FunctionScope?
    /// For implicit `self.` members.
    let selfType: NominalType?
    let isStatic: Bool
    /// Block scopes, innermost last: name → slot.
    var blocks: [[String: LocalSlot]] = [[:]]
    /// Slots declared per open block, for `BlockNode.locals`.
    var blockSlots: [[LocalSlot]] = [[]]
    var captureIndex: [String: (index: Int, slot: LocalSlot)] = [:]
    var slots: [LocalSlot] = []
    /// `$0`, `$1`... of a closure without a parameter list.
    var anonymousParameters: [LocalSlot] = []
    var acceptsAnonymousParameters = false
    /// Labels of enclosing loops and labelled statements.
    var labels: [String] = []

    init(definition: FunctionDefinition, parent: FunctionScope?, selfType: NominalType?, isStatic: Bool) {
        self.definition = definition
        self.parent = parent
        self.selfType = selfType
        self.isStatic = isStatic
    }

    func newSlot(_ name: String, type: RuntimeType?) -> LocalSlot {
        let slot = LocalSlot(index: slots.count, name: name, type: type)
        slots.append(slot)
        definition.slotCount = slots.count
        return slot
    }

    /// Declares a local in the innermost block.
    func declare(_ name: String, type: RuntimeType?) -> LocalSlot {
        let slot = newSlot(name, type: type)
        blocks[blocks.count - 1][name] = slot
        blockSlots[blockSlots.count - 1].append(slot)
        return slot
    }

    func pushBlock() {
        blocks.append([:])
        blockSlots.append([])
    }

    func popBlock() -> [LocalSlot] {
        blocks.removeLast()
        return blockSlots.removeLast()
    }

    /// A local or captured variable by name; captures through enclosing functions.
    func lookup(_ name: String) -> LocalReference? {
        for block in blocks.reversed() {
            if let slot = block[name] { return .local(slot) }
        }
        if let captured = captureIndex[name] { return .captured(captured.index, captured.slot) }
        guard let parent, let outer = parent.lookup(name) else { return nil }
        let source: CaptureSource
        let slot: LocalSlot
        switch outer {
        case .local(let outerSlot) where name == "self" && definition.kind == .closure
            && outerSlot === parent.definition.selfSlot && !parent.definition.isMutating:
            // `self` of a function that cannot change it (not `mutating`, not an initializer) is
            // a constant: the closure is bound to its value when made, as a method value is, and
            // reads it from a slot of its own, with no box shared with the function's frame.
            let bound = newSlot("self", type: outerSlot.type)
            blocks[0]["self"] = bound
            definition.selfSlot = bound
            definition.boundSelfSource = outerSlot
            return .local(bound)
        case .local(let outerSlot):
            outerSlot.isBoxed = true
            source = .slot(outerSlot.index)
            slot = outerSlot
        case .captured(let index, let outerSlot):
            source = .capture(index)
            slot = outerSlot
        }
        let index = definition.captures.count
        definition.captures.append(source)
        captureIndex[name] = (index, slot)
        return .captured(index, slot)
    }

    /// The nearest enclosing method's type, for implicit `self`.
    var enclosingSelfType: NominalType? { selfType ?? parent?.enclosingSelfType }
    var enclosingIsStatic: Bool { selfType != nil ? isStatic : (parent?.enclosingIsStatic ?? false) }
}

enum LocalReference {
    case local(LocalSlot)
    case captured(Int, LocalSlot)

    /// The node that reads the variable: from the frame, or from the closure's captures.
    func node(range: SourceRange) -> ExprNode {
        switch self {
        case .local(let slot): LocalNode(slot: slot, range: range)
        case .captured(let index, let slot): CaptureNode(index: index, slot: slot, range: range)
        }
    }

    var slot: LocalSlot {
        switch self {
        case .local(let slot), .captured(_, let slot): return slot
        }
    }
}

extension Compiler {
    /// Opens a new function scope for a body; `finish` closes it.
    mutating func withFunction<T>(_ definition: FunctionDefinition, selfType: NominalType?, isStatic: Bool,
                                  nested: Bool, _ body: (inout Compiler) -> T) -> T {
        let saved = scope
        scope = FunctionScope(definition: definition, parent: nested ? saved : nil, selfType: selfType, isStatic: isStatic)
        let result = body(&self)
        finishFunction(scope)
        scope = saved
        return result
    }

    func finishFunction(_ scope: FunctionScope) {
        scope.definition.slotCount = scope.slots.count
    }

    /// Compiles statements as a block with its own scope.
    mutating func compileBlock(_ block: Block) -> BlockNode {
        compileStatements(block.statements, range: block.range)
    }

    mutating func compileStatements(_ statements: [Stmt], range: SourceRange, prelude: (inout Compiler) -> Void = { _ in }) -> BlockNode {
        scope.pushBlock()
        prelude(&self)
        declareLocalFunctions(statements)
        let nodes = hoistingLocalFunctions(statements).flatMap { statement -> [StmtNode] in
            // `async let`: its declaration, then the implicit end of its task (see `compileAsyncLet`).
            if case .declaration(let decl) = statement.kind, decl.modifiers.flags.contains(.async),
               case .variable(let variable) = decl.kind {
                return compileAsyncLet(variable, decl: decl)
            }
            return [compileStatement(statement)]
        }
        let node = BlockNode(statements: nodes, range: range)
        node.hasDefer = nodes.contains { $0 is DeferNode }
        node.locals = scope.popBlock()
        return node
    }
}
