import ViewScriptSyntax

extension Compiler {
    /// Whether a name was written in backticks (`` Keyword.`self` ``): a keyword used as a
    /// plain name, which is not the keyword's meaning (`.self` of a type is the type itself).
    func isBackticked(_ name: Identifier) -> Bool {
        let start = Int(name.range.start)
        return start >= 0 && start < file.bytes.count && file.bytes[start] == UInt8(ascii: "`")
    }
}

extension Compiler {
    /// A static member of a protocol (extension) or class has `self`: the type it was called on
    /// (`Meters.zero` runs `static var zero: Self { Self(0) }` with `self` = `Meters`), so
    /// `Self(...)` and `Self.member` reach the conforming type.
    /// `Self(...)` in a protocol extension, also inside a closure there: the dynamic type of `self`.
    mutating func protocolSelfCallee(_ callee: Expr) -> ExprNode? {
        guard case .identifier(let name) = callee.kind, name.name == "Self", let type = scope.enclosingSelfType,
              type.kind == .protocolType || type.isClass, scope.lookup("self") != nil else { return nil }
        return compileIdentifier(name)
    }

    /// `create()` inside a static member of a class or protocol extension: called on `self`,
    /// the type the outer call was made on (`Dog.twice()` calls `Dog.create()`).
    mutating func staticSelf(_ type: NominalType, _ name: Identifier) -> ExprNode? {
        guard type.kind == .protocolType || type.isClass, type.lookupStaticProperty(name.name) == nil,
              scope.lookup("self") != nil else { return nil }
        return compileIdentifier(Identifier("self", range: name.range))
    }

    func declareStaticProtocolSelf(_ definition: FunctionDefinition, _ scope: FunctionScope, _ type: NominalType) {
        guard type.kind == .protocolType || type.isClass else { return }
        definition.selfSlot = scope.declare("self", type: nil)
    }
}
