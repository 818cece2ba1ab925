import Testing
@testable import ViewScriptSyntax

/// Golden dumps of hand-built declarations, types and scenario steps (every node at `@1:1`).
@Suite struct ASTDumpDeclarationTests: HandBuiltTrees {
    let dumper = ASTDumper(file: SourceFile(path: "test.view", text: ""))

    @Test func declarations() {
        let members: [Decl] = [
            decl(.importDecl([name("SwiftUI"), name("View")])),
            decl(.function(FunctionDecl(
                name: name("greet"), genericParameters: [GenericParameter(name: name("T"), constraint: type("P"))],
                parameters: [
                    parameter(label: nil, "name", type("String")),
                    parameter(label: "by", "amount", type("Int"), defaultValue: int("1")),
                    parameter(label: "items", "items", type("Int"), isVariadic: true),
                ],
                effects: Effects(isAsync: true, throwing: .throwing), resultType: type("String"),
                requirements: [GenericRequirement(kind: .conformance, subject: type("T"), constraint: type("Q"))],
                body: block([stmt(.returnStmt(ident("name")))]))),
                 modifiers: DeclModifiers(flags: [.isStatic, .mutating])),
            decl(.function(FunctionDecl(name: name("f"), genericParameters: [], parameters: [], effects: Effects(throwing: .rethrowing),
                                        resultType: nil, requirements: [], body: nil))),
            decl(.initializer(InitializerDecl(failability: .optional, genericParameters: [], parameters: [
                parameter(label: "x", "x", type("Int")),
            ], effects: Effects(throwing: .throwing), requirements: [], body: block([])))),
            decl(.initializer(InitializerDecl(failability: .implicitlyUnwrapped, genericParameters: [], parameters: [],
                                              effects: Effects(), requirements: [], body: nil)),
                 modifiers: DeclModifiers(flags: [.convenience, .required])),
            decl(.deinitializer(block([stmt(.expression(call("cleanUp")))]))),
            decl(.variable(VariableDecl(isLet: false, bindings: [
                PatternBinding(pattern: pattern(.binding(name("a"))), type: nil, initializer: int("1"), accessors: nil, range: at),
                PatternBinding(pattern: pattern(.tuple([TuplePatternElement(label: nil, pattern: pattern(.binding(name("b")))),
                                                         TuplePatternElement(label: nil, pattern: pattern(.wildcard))])),
                               type: type("Pair"), initializer: ident("t"), accessors: nil, range: at),
            ])), modifiers: DeclModifiers(access: .public, setterAccess: .private)),
            decl(.variable(VariableDecl(isLet: false, bindings: [
                PatternBinding(pattern: pattern(.binding(name("value"))), type: type("Int"), initializer: nil,
                               accessors: .accessors([
                                accessor(.get, body: block([stmt(.returnStmt(int("0")))])),
                                accessor(.set, parameter: "newValue", body: block([])),
                               ], range: at), range: at),
            ])), modifiers: DeclModifiers(flags: .override)),
            decl(.variable(VariableDecl(isLet: false, bindings: [
                PatternBinding(pattern: pattern(.binding(name("count"))), type: type("Int"), initializer: int("0"),
                               accessors: .accessors([accessor(.didSet, body: block([stmt(.expression(call("save")))]))],
                                                     range: at), range: at),
            ])), attributes: [Attribute(name: name("Published"), arguments: nil, range: at)]),
            decl(.typeAlias(TypeAliasDecl(name: name("Handler"), genericParameters: [GenericParameter(name: name("T"), constraint: nil)],
                                          type: TypeSyntax(.function(parameters: [TupleTypeElement(label: nil, type: type("T"))],
                                                                     effects: Effects(), result: type("Void")), range: at)))),
            decl(.enumCase([
                EnumCaseElement(name: name("a"), associatedValues: nil, rawValue: string("A"), range: at),
                EnumCaseElement(name: name("b"), associatedValues: nil, rawValue: nil, range: at),
            ])),
            decl(.enumCase([
                EnumCaseElement(name: name("loaded"), associatedValues: [
                    EnumAssociatedValue(label: nil, type: type("Int"), defaultValue: nil),
                    EnumAssociatedValue(label: name("note"), type: type("String"), defaultValue: string("none")),
                ], rawValue: nil, range: at),
            ]), modifiers: DeclModifiers(flags: .indirect)),
            decl(.subscriptDecl(SubscriptDecl(genericParameters: [], parameters: [parameter(label: nil, "index", type("Int"))],
                                              resultType: type("Int"), accessors: .getter(block([stmt(.returnStmt(int("0")))]))))),
            decl(.subscriptDecl(SubscriptDecl(genericParameters: [], parameters: [], resultType: type("Int"),
                                              accessors: .accessors([accessor(.get, body: nil), accessor(.set, body: nil)],
                                                                    range: at)))),
            decl(.associatedType(name("Item"), inheritance: [type("Equatable")], defaultType: type("Int"))),
            decl(.macroExpansion(name("Preview"), [Argument(label: nil, value: expr(.closure(ClosureExpr(
                attributes: [], captures: [], parameters: nil, effects: Effects(), resultType: nil,
                body: block([stmt(.expression(call("ContentView")))])))), isTrailingClosure: true)])),
            decl(.error),
        ]
        let model = decl(.nominal(NominalTypeDecl(
            kind: .classType, name: name("Model"), genericParameters: [GenericParameter(name: name("T"), constraint: type("Equatable"))],
            inheritance: [type("ObservableObject"), type("Identifiable")],
            requirements: [GenericRequirement(kind: .sameType, subject: type("T"), constraint: type("U"))],
            members: members)),
            attributes: [Attribute(name: name("MainActor"), arguments: nil, range: at)],
            modifiers: DeclModifiers(access: .public, flags: .final))
        #expect(dumper.dump(model) == """
        ClassDecl Model<T: Equatable>: ObservableObject, Identifiable where T == U @MainActor public final @1:1
        ├─ Import SwiftUI.View @1:1
        ├─ FunctionDecl greet<T: P> async throws -> String where T: Q static mutating @1:1
        │  ├─ Parameter _ name: String @1:1
        │  ├─ Parameter by amount: Int @1:1
        │  │  └─ IntegerLiteral 1 @1:1
        │  ├─ Parameter items: Int... @1:1
        │  └─ Body @1:1
        │     └─ Return @1:1
        │        └─ Identifier name @1:1
        ├─ FunctionDecl f rethrows @1:1
        ├─ InitializerDecl init? throws @1:1
        │  ├─ Parameter x: Int @1:1
        │  └─ Body @1:1
        ├─ InitializerDecl init! required convenience @1:1
        ├─ DeinitializerDecl @1:1
        │  └─ Call @1:1
        │     └─ Identifier cleanUp @1:1
        ├─ VariableDecl var public private(set) @1:1
        │  ├─ PatternBinding a @1:1
        │  │  └─ IntegerLiteral 1 @1:1
        │  └─ PatternBinding : Pair @1:1
        │     ├─ TuplePattern @1:1
        │     │  ├─ BindingPattern b @1:1
        │     │  └─ WildcardPattern @1:1
        │     └─ Identifier t @1:1
        ├─ VariableDecl var value: Int override @1:1
        │  ├─ Accessor get @1:1
        │  │  └─ Return @1:1
        │  │     └─ IntegerLiteral 0 @1:1
        │  └─ Accessor set(newValue) @1:1
        ├─ VariableDecl var count: Int @Published @1:1
        │  ├─ IntegerLiteral 0 @1:1
        │  └─ Accessor didSet @1:1
        │     └─ Call @1:1
        │        └─ Identifier save @1:1
        ├─ TypeAliasDecl Handler<T> = (T) -> Void @1:1
        ├─ EnumCaseDecl @1:1
        │  ├─ EnumCaseElement a = @1:1
        │  │  └─ StringLiteral "A" @1:1
        │  └─ EnumCaseElement b @1:1
        ├─ EnumCaseDecl indirect @1:1
        │  └─ EnumCaseElement loaded(Int, note: String = …) @1:1
        │     └─ StringLiteral "none" @1:1
        ├─ SubscriptDecl -> Int @1:1
        │  ├─ Parameter _ index: Int @1:1
        │  └─ Body @1:1
        │     └─ Return @1:1
        │        └─ IntegerLiteral 0 @1:1
        ├─ SubscriptDecl -> Int @1:1
        │  ├─ Accessor get (no body) @1:1
        │  └─ Accessor set (no body) @1:1
        ├─ AssociatedTypeDecl Item: Equatable = Int @1:1
        ├─ MacroExpansionDecl #Preview @1:1
        │  └─ (trailing) Closure @1:1
        │     └─ Call @1:1
        │        └─ Identifier ContentView @1:1
        └─ ErrorDecl @1:1

        """)
    }

    @Test func nominalKindsAndExtensions() {
        let kinds: [NominalKind] = [.structType, .classType, .enumType, .protocolType, .actorType]
        let decls = kinds.map { kind in
            decl(.nominal(NominalTypeDecl(kind: kind, name: name("T"), genericParameters: [], inheritance: [],
                                          requirements: [], members: [])))
        } + [decl(.extensionDecl(ExtensionDecl(
            extendedType: type("View"), inheritance: [type("P")],
            requirements: [GenericRequirement(kind: .conformance, subject: type("Self"), constraint: type("Equatable"))],
            members: [])))]
        #expect(decls.map(dumper.dump) == [
            "StructDecl T @1:1\n", "ClassDecl T @1:1\n", "EnumDecl T @1:1\n", "ProtocolDecl T @1:1\n",
            "ActorDecl T @1:1\n", "ExtensionDecl View: P where Self: Equatable @1:1\n",
        ])
    }

    @Test func typesAreWrittenInSwiftSpelling() {
        func t(_ kind: TypeKind) -> TypeSyntax { TypeSyntax(kind, range: at) }
        let voidFunction = t(.function(parameters: [], effects: Effects(), result: type("Void")))
        let cases: [(TypeSyntax, String)] = [
            (type("Binding", [type("Bool")]), "Binding<Bool>"),
            (t(.member(type("ContentView"), name("Model"), generics: [type("Int")])), "ContentView.Model<Int>"),
            (t(.optional(type("String"))), "String?"),
            (t(.implicitlyUnwrapped(type("String"))), "String!"),
            (t(.array(type("Int"))), "[Int]"),
            (t(.dictionary(type("String"), t(.array(type("Int"))))), "[String: [Int]]"),
            (t(.tuple([TupleTypeElement(label: name("a"), type: type("Int")), TupleTypeElement(label: nil, type: type("B"))])),
             "(a: Int, B)"),
            (t(.tuple([])), "()"),
            (t(.function(parameters: [TupleTypeElement(label: nil, type: type("Int")),
                                      TupleTypeElement(label: nil, type: type("String"), isVariadic: true)],
                         effects: Effects(isAsync: true, throwing: .throwing), result: type("Void"))),
             "(Int, String...) async throws -> Void"),
            (t(.optional(t(.tuple([TupleTypeElement(label: nil, type: voidFunction)])))), "(() -> Void)?"),
            (t(.opaque(type("View"))), "some View"),
            (t(.existential(type("Error"))), "any Error"),
            (t(.composition([type("A"), type("B")])), "A & B"),
            (t(.metatype(type("T"), isProtocol: false)), "T.Type"),
            (t(.metatype(type("P"), isProtocol: true)), "P.Protocol"),
            (t(.inoutType(type("Int"))), "inout Int"),
            (t(.attributed([Attribute(name: name("escaping"), arguments: nil, range: at)], voidFunction)),
             "@escaping () -> Void"),
            (t(.error), "<<error>>"),
        ]
        for (type, expected) in cases {
            #expect(dumper.typeText(type) == expected)
        }
    }

    @Test func attributesAreShownAsWritten() {
        let source = Located("@Environment(\\.dismiss)\n  private var dismiss")
        let attribute = Attribute(name: source.identifier("Environment"), arguments: [],
                                  range: source.range("@Environment(\\.dismiss)"))
        let dumper = ASTDumper(file: source.file)
        #expect(dumper.attributesText([attribute]) == "@Environment(\\.dismiss)")
        let multiLine = Located("@available(iOS 15,\n    *)")
        #expect(ASTDumper(file: multiLine.file).attributesText([
            Attribute(name: multiLine.identifier("available"), arguments: nil, range: multiLine.range("@available(iOS 15,\n    *)")),
        ]) == "@available(iOS 15, *)")
    }

    @Test func scenarioSteps() {
        let steps: [ScenarioStepKind] = [
            .show(call("ContentView")), .tap("Add"), .type(text: "Milk", into: "Item"), .scrollTo("Row 40"),
            .back, .dismiss, .advance(nanoseconds: 2_000_000_000), .advance(nanoseconds: 150_000_000),
            .screen(width: 390, height: 844), .expectOutput(["a", "b \"c\""]), .expectOutput([]),
            .expectVisible("Count: 1"), .expectNotVisible("Sheet"), .expectCrash("Index out of range"),
        ]
        let scenario = Scenario(name: "all steps", nameRange: at, steps: steps.map { ScenarioStep($0, range: at) }, range: at)
        #expect(dumper.dump(scenario) == #"""
        Scenario "all steps" @1:1
        ├─ Show @1:1
        │  └─ Call @1:1
        │     └─ Identifier ContentView @1:1
        ├─ Tap "Add" @1:1
        ├─ Type "Milk" into "Item" @1:1
        ├─ ScrollTo "Row 40" @1:1
        ├─ Back @1:1
        ├─ Dismiss @1:1
        ├─ Advance 2s @1:1
        ├─ Advance 150ms @1:1
        ├─ Screen 390 x 844 @1:1
        ├─ ExpectOutput ["a", "b \"c\""] @1:1
        ├─ ExpectOutput [] @1:1
        ├─ ExpectVisible "Count: 1" @1:1
        ├─ ExpectNotVisible "Sheet" @1:1
        └─ ExpectCrash "Index out of range" @1:1

        """#)
    }

    // MARK: Helpers

    func decl(_ kind: DeclKind, attributes: [Attribute] = [], modifiers: DeclModifiers = DeclModifiers()) -> Decl {
        Decl(kind, attributes: attributes, modifiers: modifiers, range: at)
    }

    func parameter(label: String?, _ text: String, _ type: TypeSyntax, isVariadic: Bool = false,
                   defaultValue: Expr? = nil) -> Parameter {
        Parameter(label: label.map(name), name: name(text), type: type, isVariadic: isVariadic,
                  defaultValue: defaultValue, range: at)
    }

    func accessor(_ kind: Accessor.Kind, parameter: String? = nil, body: Block?) -> Accessor {
        Accessor(kind: kind, parameter: parameter.map(name), effects: Effects(), body: body, range: at)
    }
}
