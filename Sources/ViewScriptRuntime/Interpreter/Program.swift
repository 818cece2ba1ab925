import ViewScriptSyntax

/// A compiled `.view` file or script: its types, functions, globals and top-level code.
public final class Program {
    public let file: SourceFile
    /// The iOS release the program is compiled for and simulated as (`IOSRelease`).
    public internal(set) var release = IOSRelease.standard
    /// Top-level types by name (nested ones hang off their parents).
    public var types: [String: NominalType] = [:]
    /// Built-in types the program extends (`extension Int`), by name.
    public var builtinExtensions: [String: NominalType] = [:]
    /// Top-level functions by base name (overloads share a name).
    public var functions: [String: [FunctionDefinition]] = [:]
    /// Global variables, by slot.
    public var globalNames: [String] = []
    public var globalTypes: [RuntimeType?] = []
    /// `willSet`/`didSet` of global variables, by slot.
    public var globalObservers: [Int: (willSet: FunctionDefinition?, didSet: FunctionDefinition?)] = [:]
    /// Globals declared `weak`.
    public var weakGlobals: Set<Int> = []
    /// Initializes the globals and runs top-level statements (a script's whole program).
    public var main: FunctionDefinition
    public var typeAliases: [String: RuntimeType] = [:]
    /// The expression of each scenario's `show` step, compiled as a function of no
    /// arguments, by the step's range.
    public var scenarioRoots: [SourceRange: FunctionDefinition] = [:]

    /// Names of enum cases and static members of the program's types (what `.name` may mean).
    public private(set) lazy var userStaticNames: Set<String> = {
        var names: Set<String> = []
        var pending = Array(types.values) + Array(builtinExtensions.values)
        while let type = pending.popLast() {
            names.formUnion(type.caseIndex.keys)
            names.formUnion(type.staticProperties.keys)
            names.formUnion(type.staticComputed.keys)
            names.formUnion(type.staticMethods.keys)
            if !type.initializers.isEmpty || type.kind == .structType { names.insert("init") }
            pending.append(contentsOf: type.nestedTypes.values)
        }
        return names
    }()

    /// Whether the program declares an operator (a global `func +`, a `static func ==` in a
    /// type, an extension or a local type): when it does not, built-in operators never look
    /// for one. Asked only once the program is compiled (the REPL compiles a new program for
    /// each declaration it accepts).
    public private(set) lazy var declaresOperators: Bool = {
        let operatorCharacters = Set("/=-+!*%<>&|^~?.")
        return ownedFunctions.contains { function in function.name.first.map(operatorCharacters.contains) ?? false }
    }()

    /// Whether an `extension Array` declares a `subscript` (element writes then go through the
    /// general subscript path). Asked once the program is compiled.
    public private(set) lazy var extendsArraySubscripts: Bool = !(builtinExtensions["Array"]?.subscripts.isEmpty ?? true)

    /// The names of the computed properties of every type of the program: reading a member
    /// of another name runs no getter. Asked once the program is compiled.
    public private(set) lazy var computedNames: Set<String> = Set(ownedTypes.flatMap(\.computedProperties.keys))

    /// The names of the computed properties with a setter in any type of the program: an
    /// assignment to a member of another name needs no look for a setter. Asked once the
    /// program is compiled.
    public private(set) lazy var settableComputedNames: Set<String> = Set(ownedTypes.flatMap { type in
        type.computedProperties.filter { $0.value.setter != nil }.map(\.key)
    })

    /// Every function and type the compiler made, including closures and local types that
    /// no table above names: released together (see `ProgramTeardown.swift`).
    var ownedFunctions: [FunctionDefinition] = []
    var ownedTypes: [NominalType] = []

    init(file: SourceFile) {
        self.file = file
        self.main = FunctionDefinition(name: "main", kind: .function, range: SourceRange(0, 0))
        ownedFunctions.append(main)
        types["Result"] = adopt(ResultType.make())
        types["AsyncImagePhase"] = adopt(AsyncImagePhaseType.make())
        types[CompletionType.key] = adopt(CompletionType.make())
        types[AsyncStreamTypes.yieldResultKey] = adopt(AsyncStreamTypes.makeYieldResult())
        types[AsyncStreamTypes.terminationKey] = adopt(AsyncStreamTypes.makeTermination(throwing: false))
        types[AsyncStreamTypes.throwingTerminationKey] = adopt(AsyncStreamTypes.makeTermination(throwing: true))
    }

    deinit { tearDown() }

    /// The extension holder of a built-in type, created on first use.
    func builtinType(_ name: String) -> NominalType {
        if let existing = builtinExtensions[name] { return existing }
        let type = adopt(NominalType(kind: .builtin, name: name, parent: nil, declaration: nil))
        builtinExtensions[name] = type
        return type
    }
}
