// A compiled program is a graph with cycles by nature: a type's methods name the type
// (`self`, result types), a recursive function's body calls it, a stored property of type
// `Node?` names its own type. Reference counting never frees such a graph, so the program
// owns every function and type the compiler made and, when it goes away, empties them:
// every edge out of a function or type is cut, and the whole graph is freed.
//
// Only the program's owners (interpreters, the compiler's result) keep it alive, and values
// of its types never outlive them, so nothing can observe a function or type emptied here.
extension Program {
    /// Registers a function the compiler made; returns it.
    @discardableResult
    func adopt(_ function: FunctionDefinition) -> FunctionDefinition {
        ownedFunctions.append(function)
        return function
    }

    /// Registers a type the compiler made; returns it.
    @discardableResult
    func adopt(_ type: NominalType) -> NominalType {
        ownedTypes.append(type)
        return type
    }

    /// Keeps every type's superclasses and protocols (see `NominalType.freezeHierarchy`).
    func freezeHierarchies() {
        for type in ownedTypes { type.freezeHierarchy() }
    }

    /// Cuts every edge out of the program's functions and types (called once, by `deinit`).
    func tearDown() {
        for function in ownedFunctions { function.releaseContents() }
        for type in ownedTypes { type.releaseMembers() }
        ownedFunctions = []
        ownedTypes = []
    }
}

extension FunctionDefinition {
    /// Drops the body, the parameters (their default values and types) and everything else
    /// that can lead back to this function or its type.
    func releaseContents() {
        body = nil
        parameters = []
        selfSlot = nil
        boundSelfSource = nil
        resultType = nil
        inferredResultType = nil
        captureList = []
        calleePlan = nil
    }
}

extension NominalType {
    /// Drops the members, nested types and relations.
    func releaseMembers() {
        thawHierarchy()
        storedProperties = []
        computedProperties = [:]
        methods = [:]
        staticMethods = [:]
        staticProperties = [:]
        staticComputed = [:]
        initializers = []
        subscripts = []
        deinitializer = nil
        fieldInitializers = nil
        staticInitializers = nil
        nestedTypes = [:]
        typeAliases = [:]
        superclass = nil
        protocols = []
        enumCases = []
        rawType = nil
    }
}
