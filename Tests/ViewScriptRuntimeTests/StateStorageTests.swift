import Testing
import ViewScriptSyntax
@testable import ViewScriptRuntime

/// `@State` fields read and write through the storage a view graph gives them; `$x` is a
/// binding to it; `Binding(get:set:)` and `.constant` work like SwiftUI's.
@Suite struct StateStorageTests {
    final class FakeStorage: StateStorage {
        var value: Value
        var log: [String] = []
        init(_ value: Value) { self.value = value }
        func read() throws -> Value { log.append("read"); return value }
        func write(_ value: Value) throws { log.append("write \(value)"); self.value = value }
        var displayName: String { "'count' of 'Counter'" }
    }

    static let source = """
    struct Child: View {
        @Binding var value: Int
        var body: some View { Button("Bump") { value += 10 } }
    }
    struct Counter: View {
        @State private var count = 0
        var body: some View {
            let _ = print("body sees", count)
            Button("Add") { count += 1 }
        }
        var child: Child { Child(value: $count) }
        func describe() -> String { "count is \\(count)" }
    }
    let manual = Binding(get: { 7 }, set: { print("set", $0) })
    manual.wrappedValue = 8
    print(manual.wrappedValue, Binding.constant(3).wrappedValue)

    """

    func setUp() throws -> (Interpreter, Value, FakeStorage) {
        let parsed = Parser.parse(SourceFile(path: "state.swift", text: Self.source), options: ParseOptions(allowsTopLevelStatements: true))
        let compiled = Compiler.compile(parsed)
        #expect(compiled.diagnostics.isEmpty, "\(compiled.diagnostics.map(\.message.text))")
        let interpreter = Interpreter(program: compiled.program)
        try interpreter.runMain()
        let type = try #require(compiled.program.types["Counter"])
        let storage = FakeStorage(.int(5))
        var view = try interpreter.construct(.nominal(type, []), positional: [], at: SourceRange(0, 0))
        if case .structValue(var value) = view {
            value[field: type.fieldIndex["count"]!] = .native(StateCell(storage))
            view = .structValue(value)
        }
        return (interpreter, view, storage)
    }

    /// The action closure of the first `Button` in a view value.
    func action(of view: Value) throws -> Value {
        guard case .native(let object) = view, let button = object as? ViewValue,
              case .builtin("Button", let arguments, _, _) = button.kind,
              let action = arguments.last(where: { $0.asFunction != nil }) else {
            throw RuntimeError(.trap("no button"), at: SourceRange(0, 0))
        }
        return action
    }

    @Test func bodyReadsAndActionsWriteThroughTheStorage() throws {
        let (interpreter, view, storage) = try setUp()
        defer { interpreter.executor.shutdown() }
        _ = interpreter.takeOutput()
        let body = try interpreter.getMember(view, "body", at: SourceRange(0, 0))
        #expect(interpreter.takeOutput() == "body sees 5\n")
        #expect(storage.log == ["read"])
        _ = try interpreter.callClosure(try action(of: body), [], at: SourceRange(0, 0))
        #expect(storage.log == ["read", "read", "write int(6)"])
        #expect(try interpreter.callMethodForTest(view, "describe") == .string("count is 6"))
    }

    @Test func projectedValueIsABindingToTheSameStorage() throws {
        let (interpreter, view, storage) = try setUp()
        defer { interpreter.executor.shutdown() }
        let child = try interpreter.getMember(view, "child", at: SourceRange(0, 0))
        let childBody = try interpreter.getMember(child, "body", at: SourceRange(0, 0))
        _ = try interpreter.callClosure(try action(of: childBody), [], at: SourceRange(0, 0))
        #expect(storage.value == .int(15))
    }

    @Test func manualAndConstantBindings() throws {
        let (interpreter, _, _) = try setUp()
        defer { interpreter.executor.shutdown() }
        #expect(interpreter.output.hasSuffix("set 8\n7 3\n"))
    }
}

extension Interpreter {
    /// Calls a method without arguments on a value (tests).
    func callMethodForTest(_ receiver: Value, _ name: String) throws -> Value {
        let method = try getMember(receiver, name, at: SourceRange(0, 0))
        return try callClosure(method, [], at: SourceRange(0, 0))
    }
}
