import ViewScriptSyntax

/// `.mars` or `.num(2)` where the compiler could not see the type (an argument of a method
/// it cannot resolve statically): resolved as soon as the value meets its type, when it is
/// stored into a typed parameter, property or variable, or compared with a value.
public final class UnresolvedMember: NativeObject {
    public let name: String
    public let arguments: CallArguments?
    let range: SourceRange

    init(name: String, arguments: CallArguments?, range: SourceRange) {
        self.name = name
        self.arguments = arguments
        self.range = range
    }

    public var runtimeType: RuntimeType { .any }
    public func describe() -> String { ".\(name)" }
}

extension Interpreter {
    /// The member in the context of `type`, or nil if it has no such member.
    func resolve(_ member: UnresolvedMember, as type: RuntimeType) -> Value? {
        switch type {
        case .optional(let wrapped): return resolve(member, as: wrapped)
        case .nominal, .named:
            if let arguments = member.arguments {
                let frame = Frame(definition: program.main, captures: [], interpreter: self)
                return try? callStatic(type, member.name, arguments, frame, at: member.range)
            }
            return try? implicitMember(member.name, context: type, arguments: nil, at: member.range)
        default:
            return nil
        }
    }

    /// Resolves an unresolved member against the type of `other`.
    func resolved(_ value: Value, like other: Value) -> Value {
        guard case .native(let object) = value, let member = object as? UnresolvedMember else { return value }
        // A library symbol (`ButtonRole.cancel`) compares with the bare member by name (SymbolEquality.swift).
        if case .native(let symbol) = other.unwrappedDeep ?? other, symbol is SymbolValue { return value }
        return resolve(member, as: runtimeType(of: other.unwrappedDeep ?? other)) ?? value
    }
}

extension Interpreter {
    /// `.focused($field, equals: .name)` where neither the call nor the binding tells the
    /// type: the case of the one enum of the program that has a case of that name (a
    /// value of any other form is itself; so is a name several enums share).
    public func resolvingEnumCase(_ value: Value) -> Value {
        guard case .native(let object) = value, let member = object as? UnresolvedMember else { return value }
        // The enums of the program, nested ones too (`V.Field` of `@FocusState var f: Field?`).
        var owners = Set<NominalType>()
        var pending = Array(program.types.values)
        while let type = pending.popLast() {
            // The runtime's own enums (`Result`, `AsyncImagePhase`) are not the program's.
            if type.caseIndex[member.name] != nil, type.declaration != nil { owners.insert(type) }
            pending += type.nestedTypes.values
        }
        guard owners.count == 1, let owner = owners.first else { return value }
        return resolve(member, as: .nominal(owner, [])) ?? value
    }
}
