import Testing
import ViewScriptSyntax
@testable import ViewScriptRuntime

/// What the runtime reports to a `DependencyRecorder` (the view graph in the app): reads and
/// sets of `@Observable` properties, `objectWillChange` of `ObservableObject`s; and the
/// wrappers that defer or redirect their values (`@StateObject`, `$model.property`).
@Suite struct ObservationRecordingTests {
    final class FakeRecorder: DependencyRecorder {
        var log: [String] = []
        var changes: [String]?
        func observableRead(_ object: Instance, property: Int) {
            log.append("read \(object.type.name).\(object.type.storedProperties[property].name)")
        }
        func observableWillSet(_ object: Instance, property: Int) {
            log.append("set \(object.type.name).\(object.type.storedProperties[property].name)")
        }
        func objectWillChange(_ object: Instance) { log.append("willChange \(object.type.name)") }
        func changesOfCurrentBody() -> [String]? { changes }
    }

    func run(_ source: String, _ recorder: FakeRecorder) throws -> Interpreter {
        let parsed = Parser.parse(SourceFile(path: "observe.swift", text: source), options: ParseOptions(allowsTopLevelStatements: true))
        let compiled = Compiler.compile(parsed)
        #expect(compiled.diagnostics.isEmpty, "\(compiled.diagnostics.map(\.message.text))")
        let interpreter = Interpreter(program: compiled.program)
        interpreter.dependencies = recorder
        try interpreter.runMain()
        return interpreter
    }

    @Test func observablePropertiesReportReadsAndSets() throws {
        let recorder = FakeRecorder()
        let interpreter = try run("""
        @Observable final class Profile {
            var name = "Ada"
            let id = 1
            @ObservationIgnored var cache = 0
            var greeting: String { "Hi " + name }
        }
        let profile = Profile()
        print(profile.greeting, profile.id, profile.cache)
        profile.name = "Grace"
        profile.cache += 1
        print(profile.name)

        """, recorder)
        #expect(interpreter.takeOutput() == "Hi Ada 1 0\nGrace\n")
        // `let` and @ObservationIgnored properties are not tracked; a computed property's
        // reads are those of the stored properties it reads.
        #expect(recorder.log == ["read Profile.name", "set Profile.name", "read Profile.name"])
    }

    @Test func publishedSetsSendObjectWillChange() throws {
        let recorder = FakeRecorder()
        let interpreter = try run("""
        final class Model: ObservableObject {
            @Published var count = 0
            var plain = 0
            func reset() {
                objectWillChange.send()
                plain = 0
            }
        }
        final class NotObservable {
            @Published var count = 0
        }
        let model = Model()
        print(model.count)
        model.count += 1
        model.plain = 2
        model.reset()
        NotObservable().count = 3
        print(model.count, model.plain)

        """, recorder)
        #expect(interpreter.takeOutput() == "0\n1 0\n")
        #expect(recorder.log == ["willChange Model", "willChange Model"])
    }

    @Test func aStateObjectDefaultIsNotEvaluatedWhenTheViewIsMade() throws {
        let recorder = FakeRecorder()
        let interpreter = try run("""
        final class Model: ObservableObject {
            init() { print("Model created") }
        }
        struct Owner: View {
            @StateObject var model = Model()
            var body: some View { Text("owner") }
        }
        print("before")
        let owner = Owner()
        print("after")

        """, recorder)
        #expect(interpreter.takeOutput() == "before\nafter\n")
        let index = try #require(interpreter.program.globalNames.firstIndex(of: "owner"))
        guard case .structValue(let owner) = interpreter.globals[index].value, case .native(let object) = owner[field: 0],
              let thunk = object as? StateObjectThunk else {
            Issue.record("the field should hold the autoclosure")
            return
        }
        _ = try thunk.makeObject(interpreter)
        #expect(interpreter.takeOutput() == "Model created\n")
    }

    @Test func projectedPropertiesAreBindings() throws {
        let recorder = FakeRecorder()
        let interpreter = try run("""
        @Observable final class Settings { var volume = 1 }
        struct Point { var x = 0 }
        struct Editor: View {
            @Bindable var settings: Settings
            var body: some View { Text("\\(settings.volume)") }
            func louder() { $settings.volume.wrappedValue += 1 }
        }
        let settings = Settings()
        Editor(settings: settings).louder()
        print(settings.volume)
        let point = Binding.constant(Point())
        print(point.x.wrappedValue)

        """, recorder)
        #expect(interpreter.takeOutput() == "2\n0\n")
    }

    @Test func printChangesAsksTheRecorder() throws {
        let recorder = FakeRecorder()
        recorder.changes = ["@self", "@identity", "_name"]
        let source = """
        struct ContentView: View {
            var body: some View {
                let _ = Self._printChanges()
                Text("a")
            }
        }
        let _ = ContentView().body

        """
        #expect(try run(source, recorder).takeOutput() == "ContentView: @self, @identity, _name changed.\n")
        recorder.changes = []
        #expect(try run(source, recorder).takeOutput() == "ContentView: unchanged.\n")
        recorder.changes = nil
        #expect(try run(source, recorder).takeOutput() == "")
    }
}
