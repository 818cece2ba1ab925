import Foundation
import Testing
import ViewScriptSyntax
@testable import ViewScriptRuntime

/// Programs swiftc accepts (or rejects in ways the checks cannot be sure of): the checks
/// stay silent.
@Suite struct NoFalsePositiveCheckTests {
    @Test func overloadsAreNotRuledOut() {
        assertNoCheckDiagnostics("""
            func show(x: Int) {}
            func show(name: String) {}
            show(x: 1)
            show(name: "a")
            struct Shape {
                init(side: Double) {}
                init(width: Double, height: Double) {}
            }
            _ = Shape(side: 2)
            _ = Shape(width: 1, height: 2)
            """)
    }

    @Test func defaultArguments() {
        assertNoCheckDiagnostics("""
            func pad(_ text: String, width: Int = 8, fill: Character = " ") -> String { text }
            _ = pad("a")
            _ = pad("a", fill: "*")
            _ = pad("a", width: 3, fill: "-")
            struct Config { var name: String; var retries = 3; var verbose: Bool? }
            _ = Config(name: "a")
            _ = Config(name: "a", verbose: true)
            """)
    }

    @Test func trailingClosures() {
        assertNoCheckDiagnostics("""
            func repeatIt(times: Int, body: (Int) -> Void) { for i in 0..<times { body(i) } }
            func both(first: () -> Void, second: () -> Void) { first(); second() }
            func later(delay: Double = 0, _ action: () -> Void) { action() }
            repeatIt(times: 2) { print($0) }
            both { print("a") } second: { print("b") }
            later { print("c") }
            later(delay: 1) { print("d") }
            """)
    }

    @Test func variadics() {
        assertNoCheckDiagnostics("""
            func sum(_ values: Int...) -> Int { values.reduce(0, +) }
            func join(_ parts: String..., separator: String) -> String { parts.joined(separator: separator) }
            _ = sum()
            _ = sum(1, 2, 3)
            _ = join("a", "b", separator: "-")
            """)
    }

    @Test func genericFunctionsAndTypes() {
        assertNoCheckDiagnostics("""
            func identity<T>(_ value: T) -> T { value }
            struct Box<T> { var value: T }
            _ = identity("a")
            _ = identity(1)
            _ = Box(value: 1)
            _ = Box(value: "a")
            """)
    }

    @Test func literalsThatConvert() {
        assertNoCheckDiagnostics("""
            func scale(_ factor: Double) {}
            func mark(_ c: Character) {}
            scale(2)
            mark("x")
            var total: Double = 1
            total += 2
            total = 3
            let letter: Character = "z"
            var text = "a"
            text += "\\(letter)"
            """)
    }

    @Test func closuresStoredInProperties() {
        assertNoCheckDiagnostics("""
            struct Button {
                var action: (Int) -> Void
                func tap() { action(1) }
            }
            func action(x: Int) {}
            Button(action: { print($0) }).tap()
            """)
    }

    @Test func localsShadowFunctions() {
        assertNoCheckDiagnostics("""
            func apply(x: Int) {}
            func run() {
                let apply = { (value: Int) in print(value) }
                apply(1)
            }
            run()
            """)
    }

    @Test func uncertainTypesAreNotChecked() {
        // `flag ? 1 : 2.5` is a Double in Swift; the compiler's guess is not certain.
        assertNoCheckDiagnostics("""
            let flag = true
            let value = flag ? 1 : 2.5
            let copy: Double = value
            var sum = 0.0
            sum += value
            """)
    }

    /// Every sample view and seed compiles without a diagnostic of the checks.
    @Test func samplesHaveNoCheckDiagnostics() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Samples")
        let checkIDs: Set<String> = [
            "incorrect-argument-labels", "missing-argument-labels", "extraneous-argument-labels", "missing-arguments",
            "extra-argument", "extra-arguments", "extra-trailing-closure", "cannot-convert-argument",
            "cannot-convert-specified", "cannot-assign-value", "integer-literal-as-boolean", "type-as-boolean",
            "binary-operator-mismatch", "floating-remainder-unavailable",
        ]
        let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".view") } ?? []
        #expect(paths.count > 20)
        for path in paths {
            let file = SourceFile(path: path, text: try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
            let parsed = Parser.parse(file)
            guard !parsed.hasErrors else { continue }
            let found = Compiler.compile(parsed).diagnostics.filter { checkIDs.contains($0.id.rawValue) }
            #expect(found.isEmpty, "\(path): \(found.map { "\($0.location) \($0.message.text)" }.joined(separator: "; "))")
        }
    }
}

/// Types whose library conformances may add members the compiler does not see.
@Suite struct UnseenMemberCheckTests {
    @Test func callAsFunctionTakesTheTrailingClosure() {
        assertNoCheckDiagnostics("""
            struct Wrapper {
                let name: String
                func callAsFunction(_ body: () -> Void) { body() }
            }
            Wrapper(name: "a") { print("body") }
            """)
    }

    @Test func libraryProtocolsMayAddOverloads() {
        assertNoCheckDiagnostics("""
            struct Numbers: Sequence, IteratorProtocol {
                var current = 0
                mutating func next() -> Int? { current += 1; return current > 2 ? nil : current }
                func contains(value: Int) -> Bool { false }
                func hasLarge() -> Bool { contains(where: { $0 > 1 }) }
            }
            print(Numbers().hasLarge())
            """)
    }

    @Test func rawValueEnumsStillChecked() {
        assertCheckDiagnostic("""
            enum Level: Int { case low = 1, high }
            _ = Level1️⃣(raw: 1)
            """, "incorrect argument label in call (have 'raw:', expected 'rawValue:')")
    }
}
