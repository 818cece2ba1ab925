import Testing
@testable import ViewScriptSyntax

private func parseDeclarations(_ text: String) -> ParseResult {
    let file = SourceFile(path: "test.view", text: text)
    return runOnLargeStack { Parser.parse(file) }
}

private func diagnosticLines(_ result: ParseResult) -> [String] {
    result.diagnostics.map { "\($0.location) \($0.message.text)" }
}

/// The only declaration of a file that must parse cleanly.
private func onlyDeclaration(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Decl {
    let result = parseDeclarations(text)
    #expect(diagnosticLines(result) == [], sourceLocation: sourceLocation)
    #expect(result.syntax.items.count == 1, sourceLocation: sourceLocation)
    return try #require(result.syntax.declarations.first, sourceLocation: sourceLocation)
}

/// The members of the only (nominal or extension) declaration of a clean file.
private func members(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [Decl] {
    let declaration = try onlyDeclaration(text, sourceLocation: sourceLocation)
    switch declaration.kind {
    case .nominal(let nominal): return nominal.members
    case .extensionDecl(let extensionDecl): return extensionDecl.members
    default:
        Issue.record("not a type declaration", sourceLocation: sourceLocation)
        return []
    }
}

private func typeName(_ type: TypeSyntax?) -> String? {
    guard case .named(let name, _)? = type?.kind else { return nil }
    return name.name
}

@Suite struct DeclarationParserTests {
    // MARK: - Imports and types

    @Test func importDeclarations() {
        let result = parseDeclarations("import SwiftUI\nimport struct Foundation.Date\n")
        #expect(diagnosticLines(result) == [])
        let paths = result.syntax.declarations.map { declaration -> [String] in
            guard case .importDecl(let path) = declaration.kind else { return [] }
            return path.map(\.name)
        }
        #expect(paths == [["SwiftUI"], ["Foundation", "Date"]])
    }

    @Test func structWithGenericsInheritanceAndWhereClause() throws {
        let declaration = try onlyDeclaration("""
            struct Card<Content: View, T>: View, Equatable where T: Hashable, T.Element == Int {
                let content: Content
                var body: some View { content }
            }
            """)
        guard case .nominal(let nominal) = declaration.kind else { Issue.record("not nominal"); return }
        #expect(nominal.kind == .structType)
        #expect(nominal.name.name == "Card")
        #expect(nominal.genericParameters.map(\.name.name) == ["Content", "T"])
        #expect(typeName(nominal.genericParameters[0].constraint) == "View")
        #expect(nominal.genericParameters[1].constraint == nil)
        #expect(nominal.inheritance.compactMap(typeName) == ["View", "Equatable"])
        #expect(nominal.requirements.count == 2)
        #expect(nominal.requirements.first?.kind == .conformance)
        #expect(nominal.requirements.last?.kind == .sameType)
        #expect(nominal.members.count == 2)
    }

    @Test func declarationRangeCoversAttributesAndBody() throws {
        let result = parseDeclarations("\n@MainActor final class ViewModel: ObservableObject {\n    @Published var count = 0\n}\nlet x = 1")
        let declaration = try #require(result.syntax.declarations.first)
        #expect(result.file.location(of: declaration.range.start) == ViewScriptSyntax.SourceLocation(line: 2, column: 1))
        #expect(result.file.location(of: declaration.range.end) == ViewScriptSyntax.SourceLocation(line: 4, column: 2))
        #expect(declaration.attribute(named: "MainActor") != nil)
        #expect(declaration.modifiers.flags.contains(.final))
        guard case .nominal(let nominal) = declaration.kind, case .variable(let variable)? = nominal.members.first?.kind else {
            Issue.record("class with a variable"); return
        }
        #expect(nominal.kind == .classType)
        #expect(nominal.members.first?.attribute(named: "Published") != nil)
        #expect(variable.isLet == false)
    }

    @Test func enumWithRawAndAssociatedValues() throws {
        let list = try members("""
            indirect enum Token: String, CaseIterable {
                case a, b = "bee"
                case c(Int, label: String = "x")
                indirect case tree(Token)
                case empty; case other
            }
            """)
        let cases = list.compactMap { declaration -> [EnumCaseElement]? in
            guard case .enumCase(let elements) = declaration.kind else { return nil }
            return elements
        }
        #expect(cases.map { $0.map(\.name.name) } == [["a", "b"], ["c"], ["tree"], ["empty"], ["other"]])
        #expect(cases[0][1].rawValue != nil)
        let associated = try #require(cases[1][0].associatedValues)
        #expect(associated.map(\.label?.name) == [nil, "label"])
        #expect(associated[1].defaultValue != nil)
        #expect(list[2].modifiers.flags.contains(.indirect))
    }

    @Test func protocolRequirements() throws {
        let list = try members("""
            protocol Store: AnyObject {
                associatedtype Item: Identifiable = Int
                var items: [Item] { get }
                var selection: Item? { get set }
                func load() async throws -> [Item]
                static func make() -> Self
                init(name: String)
                subscript(index: Int) -> Item { get }
            }
            """)
        #expect(list.count == 7)
        guard case .associatedType(let name, let inheritance, let defaultType?) = list[0].kind else {
            Issue.record("associatedtype"); return
        }
        #expect(name.name == "Item")
        #expect(inheritance.count == 1)
        #expect(typeName(defaultType) == "Int")
        guard case .variable(let items) = list[1].kind,
              case .accessors(let getOnly, _)? = items.bindings.first?.accessors,
              case .variable(let selection) = list[2].kind,
              case .accessors(let getSet, _)? = selection.bindings.first?.accessors else {
            Issue.record("property requirements"); return
        }
        #expect(getOnly.map(\.kind) == [.get])
        #expect(getSet.map(\.kind) == [.get, .set])
        #expect(getSet.allSatisfy { $0.body == nil })
        guard case .function(let load) = list[3].kind else { Issue.record("func"); return }
        #expect(load.body == nil)
        #expect(load.effects == Effects(isAsync: true, throwing: .throwing))
        #expect(list[4].modifiers.flags.contains(.isStatic))
        guard case .subscriptDecl(let subscriptDecl) = list[6].kind else { Issue.record("subscript"); return }
        #expect(subscriptDecl.parameters.first?.label == nil)
        #expect(subscriptDecl.parameters.first?.name.name == "index")
    }

    @Test func actorAndExtension() {
        let result = parseDeclarations("""
            actor Counter {
                var value = 0
            }
            extension Array: Shape where Element == Int {
                func total() -> Int { reduce(0, +) }
            }
            extension ContentView.ViewModel {}
            """)
        #expect(diagnosticLines(result) == [])
        guard result.syntax.declarations.count == 3,
              case .nominal(let actor) = result.syntax.declarations[0].kind,
              case .extensionDecl(let arrayExtension) = result.syntax.declarations[1].kind,
              case .extensionDecl(let nested) = result.syntax.declarations[2].kind else {
            Issue.record("actor and extensions"); return
        }
        #expect(actor.kind == .actorType)
        #expect(typeName(arrayExtension.extendedType) == "Array")
        #expect(arrayExtension.inheritance.compactMap(typeName) == ["Shape"])
        #expect(arrayExtension.requirements.first?.kind == .sameType)
        guard case .member = nested.extendedType.kind else { Issue.record("member type"); return }
    }

    // MARK: - Functions

    @Test func functionParameters() throws {
        let declaration = try onlyDeclaration("""
            func make<T: View>(_ first: Int, second: String = "s", to target: inout [T], values: Int..., @ViewBuilder content: () -> T, action: @escaping () -> Void) rethrows -> some View where T: Equatable {
                content()
            }
            """)
        guard case .function(let function) = declaration.kind else { Issue.record("not a function"); return }
        #expect(function.name.name == "make")
        #expect(function.genericParameters.map(\.name.name) == ["T"])
        let parameters = function.parameters
        #expect(parameters.map(\.label?.name) == [nil, "second", "to", "values", "content", "action"])
        #expect(parameters.map(\.name.name) == ["first", "second", "target", "values", "content", "action"])
        #expect(parameters[1].defaultValue != nil)
        guard case .inoutType = parameters[2].type.kind else { Issue.record("inout"); return }
        #expect(parameters[3].isVariadic)
        guard case .attributed(let attributes, let base) = parameters[4].type.kind, case .function = base.kind else {
            Issue.record("@ViewBuilder goes into the type"); return
        }
        #expect(attributes.map(\.name.name) == ["ViewBuilder"])
        guard case .attributed(let escaping, _) = parameters[5].type.kind else { Issue.record("@escaping"); return }
        #expect(escaping.map(\.name.name) == ["escaping"])
        #expect(function.effects == Effects(isAsync: false, throwing: .rethrowing))
        guard case .opaque = function.resultType?.kind else { Issue.record("some View"); return }
        #expect(function.requirements.count == 1)
        #expect(function.body?.statements.count == 1)
    }

    @Test func parameterRanges() throws {
        let result = parseDeclarations("func f(a b: Int = 1, _ c: String) {}")
        guard case .function(let function)? = result.syntax.declarations.first?.kind else { Issue.record("function"); return }
        #expect(function.parameters.map { result.file.text($0.range) } == ["a b: Int = 1", "_ c: String"])
    }

    @Test func operatorFunctions() throws {
        let list = try members("""
            struct Money {
                static func == (lhs: Money, rhs: Money) -> Bool { true }
                static func <(lhs: Money, rhs: Money) -> Bool { false }
                static func + (lhs: Money, rhs: Money) -> Money { lhs }
            }
            """)
        let names = list.compactMap { declaration -> String? in
            guard case .function(let function) = declaration.kind else { return nil }
            return function.name.name
        }
        #expect(names == ["==", "<", "+"])
    }

    @Test func initializersAndDeinit() throws {
        let list = try members("""
            class Model {
                init() {}
                convenience init?(name: String) { self.init() }
                required init!(coder: Coder) throws {}
                override init<T>(value: T) where T: Equatable {}
                deinit { print("bye") }
            }
            """)
        let failabilities = list.compactMap { declaration -> InitializerDecl.Failability? in
            guard case .initializer(let initializer) = declaration.kind else { return nil }
            return initializer.failability
        }
        #expect(failabilities == [.none, .optional, .implicitlyUnwrapped, .none])
        #expect(list[1].modifiers.flags.contains(.convenience))
        #expect(list[2].modifiers.flags.contains(.required))
        #expect(list[3].modifiers.flags.contains(.override))
        guard case .deinitializer(let body) = list[4].kind else { Issue.record("deinit"); return }
        #expect(body.statements.count == 1)
    }

    // MARK: - Variables

    @Test func variableBindings() throws {
        let list = try members("""
            struct S {
                let (a, b) = (1, 2)
                var x: Int = 0, y = "y"
                lazy var items: [String] = []
                weak var delegate: Delegate?
                unowned(unsafe) var owner: Owner
                private(set) var count = 0
                public private(set) var name: String
                @State private var isOn = false
                @Environment(\\.dismiss) var dismiss
            }
            """)
        #expect(list.count == 9)
        guard case .variable(let tuple) = list[0].kind, case .tuple = tuple.bindings.first?.pattern.kind else {
            Issue.record("tuple destructuring"); return
        }
        #expect(tuple.isLet)
        guard case .variable(let two) = list[1].kind else { Issue.record("two bindings"); return }
        #expect(two.bindings.count == 2)
        #expect(typeName(two.bindings[0].type) == "Int")
        #expect(two.bindings[1].type == nil && two.bindings[1].initializer != nil)
        #expect(list[2].modifiers.flags.contains(.lazy))
        #expect(list[3].modifiers.flags.contains(.weak))
        #expect(list[4].modifiers.flags.contains(.unowned))
        #expect(list[5].modifiers == DeclModifiers(access: nil, setterAccess: .private))
        #expect(list[6].modifiers == DeclModifiers(access: .public, setterAccess: .private))
        #expect(list[7].modifiers.access == .private)
        #expect(list[7].attribute(named: "State") != nil)
        #expect(list[8].attribute(named: "Environment")?.arguments?.count == 1)
    }

    @Test func computedPropertiesAndAccessors() throws {
        let list = try members("""
            struct S {
                var body: some View {
                    Text("hi")
                }
                var value: Int {
                    get { storage }
                    set(newValue) { storage = newValue }
                }
                var other: Int {
                    get async throws { 1 }
                }
                var observed = 0 {
                    willSet { print(newValue) }
                    didSet(old) { print(old) }
                }
                var plain: Int = 0 { didSet { changed() } }
            }
            """)
        guard case .variable(let body) = list[0].kind, case .getter(let getter)? = body.bindings[0].accessors else {
            Issue.record("getter"); return
        }
        #expect(getter.statements.count == 1)
        guard case .variable(let value) = list[1].kind, case .accessors(let getSet, _)? = value.bindings[0].accessors else {
            Issue.record("get/set"); return
        }
        #expect(getSet.map(\.kind) == [.get, .set])
        #expect(getSet[1].parameter?.name == "newValue")
        guard case .variable(let other) = list[2].kind, case .accessors(let effectful, _)? = other.bindings[0].accessors else {
            Issue.record("get async throws"); return
        }
        #expect(effectful.first?.effects == Effects(isAsync: true, throwing: .throwing))
        guard case .variable(let observed) = list[3].kind, case .accessors(let observers, _)? = observed.bindings[0].accessors,
              case .integerLiteral("0")? = observed.bindings[0].initializer?.kind else {
            Issue.record("observers"); return
        }
        #expect(observers.map(\.kind) == [.willSet, .didSet])
        #expect(observers[1].parameter?.name == "old")
        guard case .variable(let plain) = list[4].kind, case .accessors(let didSet, _)? = plain.bindings[0].accessors else {
            Issue.record("observer after a typed initializer"); return
        }
        #expect(didSet.map(\.kind) == [.didSet])
    }

    @Test func typeAliasSubscriptAndModifiers() throws {
        let list = try members("""
            final class C {
                typealias Pair<T> = (T, T)
                subscript(row: Int, column column: Int) -> Int {
                    get { 0 }
                    set { }
                }
                class func make() -> C { C() }
                static var shared = C()
                nonisolated func ping() {}
                open var openValue = 1
                fileprivate mutating func change() {}
            }
            """)
        guard case .typeAlias(let alias) = list[0].kind else { Issue.record("typealias"); return }
        #expect(alias.name.name == "Pair")
        #expect(alias.genericParameters.count == 1)
        guard case .subscriptDecl(let subscriptDecl) = list[1].kind else { Issue.record("subscript"); return }
        #expect(subscriptDecl.parameters.map(\.label?.name) == [nil, "column"])
        #expect(list[2].modifiers.flags.contains(.isClass))
        #expect(list[3].modifiers.flags.contains(.isStatic))
        #expect(list[4].modifiers.flags.contains(.nonisolated))
        #expect(list[5].modifiers.access == .open)
        #expect(list[6].modifiers == DeclModifiers(access: .fileprivate, flags: .mutating))
    }

    @Test func previewMacros() {
        let result = parseDeclarations("#Preview {\n    ContentView()\n}\n#Preview(\"Dark\") {\n    ContentView()\n}\n")
        #expect(diagnosticLines(result) == [])
        let arguments = result.syntax.declarations.map { declaration -> Int in
            guard case .macroExpansion(let name, let arguments) = declaration.kind else { return -1 }
            #expect(name.name.hasSuffix("Preview"))
            return arguments.count
        }
        #expect(arguments == [1, 2])
    }

    // MARK: - Lookahead

    @Test(arguments: [("final class A {}", true), ("final = 3", false), ("actor A {}", true), ("actor.run()", false),
                      ("@MainActor func f() {}", true), ("private(set) var x = 1", true), ("mutating\nfunc f() {}", true)])
    func lookaheadDoesNotConsume(source: String, isDeclaration: Bool) {
        let file = SourceFile(path: "t.view", text: source)
        file.bytes.withUnsafeBufferPointer { buffer in
            let parser = Parser(file: file, buffer: buffer, range: 0..<buffer.count, options: ParseOptions())
            let before = parser.token
            #expect(parser.isAtDeclarationStart() == isDeclaration)
            #expect(parser.token == before)
        }
    }

    // MARK: - Errors

    @Test func topLevelErrors() {
        let result = parseDeclarations("print(\"x\")\nif x {}\n}\nlet a = 1 let b = 2\ncase a\n")
        #expect(diagnosticLines(result) == [
            "1:1 expressions are not allowed at the top level",
            "2:1 statements are not allowed at the top level",
            "3:1 extraneous '}' at top level",
            "4:11 consecutive statements on a line must be separated by ';'",
            "5:1 enum 'case' is not allowed outside of an enum",
        ])
        #expect(result.syntax.declarations.count == 3)
    }

    @Test func missingNamesAndClauses() {
        let result = parseDeclarations("""
            struct {}
            func (x: Int) {}
            func g {}
            func h() -> {}
            typealias A
            init {}
            """)
        #expect(diagnosticLines(result) == [
            "1:8 expected identifier in struct declaration",
            "2:6 expected identifier in function declaration",
            "3:8 expected '(' in argument list of function declaration",
            "4:13 expected type for function result",
            "5:12 expected '=' in type alias declaration",
            "6:6 expected '(' for initializer parameters",
        ])
    }

    @Test func parameterErrors() {
        let result = parseDeclarations("func f(: Int) {}\nfunc g(a Int) {}\nfunc h(a: Int {}\n")
        #expect(diagnosticLines(result) == [
            "1:8 expected parameter name followed by ':'",
            "2:13 expected ':' following argument label and parameter name",
            "3:15 expected ')' in parameter",
        ])
    }

    @Test func memberErrors() {
        let result = parseDeclarations("""
            struct A {
                foo()
                var a = 1 var b = 2
                var c =
                deinit
                var d: Int {
                    get {}
                    bad
                }
            }
            """)
        #expect(diagnosticLines(result) == [
            "2:5 expected declaration",
            "3:15 consecutive declarations on a line must be separated by ';'",
            "4:12 expected initial value after '='",
            "5:11 expected '{' for deinitializer",
            "8:9 expected 'get', 'set', 'willSet', or 'didSet' keyword to start an accessor definition",
        ])
    }

    @Test func genericClauseErrors() {
        let result = parseDeclarations("struct A<T {}\nstruct B<> {}\nstruct C<T> where T {}\n")
        #expect(diagnosticLines(result) == [
            "1:12 expected '>' to complete generic parameter list",
            "2:10 expected an identifier to name generic parameter",
            "3:21 expected ':' or '==' to indicate a conformance or same-type requirement",
        ])
    }

    @Test func unclosedTypeBodies() {
        for (keyword, wording) in [("struct", "in struct"), ("class", "in class"), ("enum", "at end of enum"),
                                   ("protocol", "in protocol"), ("extension", "at end of extension")] {
            let result = parseDeclarations("\(keyword) A {\n    var x: Int { get }\n")
            #expect(diagnosticLines(result) == ["3:1 expected '}' \(wording)"])
            #expect(result.diagnostics.first?.notes.map(\.message) == ["to match this opening '{'"])
        }
    }

    @Test func missingBraceOfTypeBody() {
        let result = parseDeclarations("struct A\nextension B\n")
        #expect(diagnosticLines(result) == ["1:9 expected '{' in struct", "2:12 expected '{' in extension"])
    }

    @Test func errorsInSeveralDeclarationsAreAllReported() {
        let result = parseDeclarations("""
            struct A {
                var x: = 1
            }
            func f(a Int) {}
            struct B {
                func g() -> {}
            }
            let ok = 1
            """)
        #expect(diagnosticLines(result) == [
            "2:12 expected type",
            "4:13 expected ':' following argument label and parameter name",
            "6:17 expected type for function result",
        ])
        #expect(result.syntax.declarations.count == 4)
    }
}
