import Testing
import ViewScriptSyntax
@testable import ViewScriptRuntime
@testable import ViewScriptScenario
@testable import ViewScriptUI

/// What a scenario leaves alive when it ends: Combine subscriptions, notification observers,
/// requests in flight, suspended tasks and presented sheets each capture the program's
/// objects. Once the scenario ended and its app is let go of, none of them outlives the run:
/// each test keeps weak references to the app's interpreter, program and view graph, and to
/// every object of the class the program registers in its global `made`, and checks that
/// they are gone (as `MemoryReleaseTests` does for scripts).
@Suite struct ScenarioReleaseTests {
    /// Weak references to what one scenario's run made.
    final class Survivors {
        weak var interpreter: Interpreter?
        weak var program: Program?
        weak var graph: ViewGraph?
        var objects: [Weak] = []
        var report: ScenarioReport?

        struct Weak { weak var object: AnyObject? }

        /// What is still alive, by name; empty when everything was freed.
        var alive: [String] {
            var names: [String] = []
            if interpreter != nil { names.append("interpreter") }
            if program != nil { names.append("program") }
            if graph != nil { names.append("view graph") }
            for (index, weak) in objects.enumerated() where weak.object != nil { names.append("made[\(index)]") }
            return names
        }
    }

    /// Runs the only scenario of `source` in a fresh app, as `check` does, and lets go of
    /// everything; returns weak references to what the run made.
    func run(_ source: String) -> Survivors {
        let survivors = Survivors()
        do {
            let parsed = Parser.parse(SourceFile(path: "release.view", text: source))
            let compiled = Compiler.compile(parsed)
            #expect(!compiled.hasErrors, "\(compiled.diagnostics.map(\.message.text))")
            guard !compiled.hasErrors, let scenario = parsed.syntax.scenarios.first else { return survivors }
            let app = ScenarioRunner().makeApp(compiled.program, for: scenario, resources: [], trace: TraceOptions())
            var execution = ScenarioExecution(file: parsed.file, scenario: scenario, app: app)
            let report = execution.run()
            survivors.report = report
            survivors.interpreter = app.interpreter
            survivors.program = compiled.program
            survivors.graph = app.graph
            if let index = compiled.program.globalNames.firstIndex(of: "made"),
               case .array(let made) = app.interpreter.globals[index].value {
                survivors.objects = made.elements.compactMap {
                    if case .object(let object) = $0 { Survivors.Weak(object: object) } else { nil }
                }
            }
        }
        return survivors
    }

    /// Runs `source`, whose scenario must pass and register `count` objects in `made`, and
    /// expects nothing of the run to be alive afterwards.
    func expectEverythingFreed(_ source: String, made count: Int) {
        let survivors = run(source)
        if let report = survivors.report {
            #expect(report.passed, "\(failureMessages(report)) \(report.output)")
        }
        #expect(survivors.objects.count == count)
        #expect(survivors.alive == [])
    }

    @Test func combineSubscriptionsAndReceivedTimersAreFreed() {
        expectEverythingFreed("""
        import Combine
        var made: [Model] = []
        final class Model: ObservableObject {
            @Published var total = 0
            let subject = PassthroughSubject<Int, Never>()
            var bag = Set<AnyCancellable>()
            init() {
                made.append(self)
                subject.sink { self.total += $0 }.store(in: &bag)
                subject.map { $0 * 10 }.assign(to: \\.total, on: self).store(in: &bag)
                $total.sink { _ in _ = self.subject }.store(in: &bag)
            }
        }
        struct Clock: View {
            @StateObject var model = Model()
            @State private var ticks = 0
            let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
            var body: some View {
                VStack {
                    Text("\\(model.total) after \\(ticks)")
                    Button("Send") { model.subject.send(2) }
                }
                .onReceive(timer) { _ in ticks += 1 }
                .onReceive(model.subject) { value in print("received", value, model.total) }
            }
        }
        scenario "the subscriptions are alive when it ends" {
            show Clock()
            tap "Send"
            advance 2s
            expect visible "20 after 2"
        }
        """, made: 1)
    }

    @Test func tasksStillSuspendedAtTheEndAreFreed() {
        expectEverythingFreed("""
        var made: [Model] = []
        final class Model: ObservableObject {
            @Published var value = 0
            init() { made.append(self) }
            func wait() async { try? await Task.sleep(for: .seconds(1000)); value = 1 }
        }
        struct Waiting: View {
            @StateObject var model = Model()
            var body: some View {
                Text("\\(model.value)")
                    .task { await model.wait() }
                    .onAppear {
                        Task { await model.wait() }
                        DispatchQueue.main.asyncAfter(deadline: .now() + 500) { model.value = 2 }
                        let sleeper = Task { try? await Task.sleep(for: .seconds(5000)) }
                        Task { await sleeper.value; model.value = 3 }
                    }
            }
        }
        scenario "three tasks and a job wait when it ends" {
            show Waiting()
            advance 1s
            expect visible "0"
        }
        """, made: 1)
    }

    @Test func aSheetStillPresentedAtTheEndIsFreed() {
        expectEverythingFreed("""
        var made: [Model] = []
        final class Model: ObservableObject {
            @Published var name = "Ada"
            init() { made.append(self) }
        }
        struct Editor: View {
            @ObservedObject var model: Model
            var body: some View { TextField("Name", text: $model.name) }
        }
        struct Root: View {
            @StateObject var model = Model()
            @State private var editing = false
            var body: some View {
                Button("Edit \\(model.name)") { editing = true }
                    .sheet(isPresented: $editing) {
                        Editor(model: model)
                            .onDisappear { print(model.name) }
                    }
            }
        }
        scenario "the sheet is up when it ends" {
            show Root()
            tap "Edit Ada"
            type "Grace" into "Name"
        }
        """, made: 1)
    }

    @Test func requestsInFlightWhenItEndsAreFreed() {
        expectEverythingFreed("""
        var made: [Loader] = []
        final class Loader: ObservableObject {
            @Published var text = "Loading"
            init() { made.append(self) }
            func load() async {
                do {
                    let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com/slow")!)
                    text = String(decoding: data, as: UTF8.self)
                } catch {
                    text = "Failed"
                }
            }
            func start() {
                URLSession.shared.dataTask(with: URL(string: "https://example.com/slow")!) { data, _, _ in
                    self.text = data.map { String(decoding: $0, as: UTF8.self) } ?? "none"
                }.resume()
            }
        }
        struct Feed: View {
            @StateObject var loader = Loader()
            var body: some View {
                Text(loader.text)
                    .task { await loader.load() }
                    .onAppear { loader.start() }
            }
        }
        scenario "the answers are still on their way when it ends" {
            respond to "https://example.com/slow" with \"""
                done
                \""" after 60s
            show Feed()
            advance 1s
            expect visible "Loading"
        }
        """, made: 1)
    }

    @Test func notificationObserversAndPublisherSubscriptionsAreFreed() {
        expectEverythingFreed("""
        import Combine
        extension Notification.Name { static let ping = Notification.Name("ping") }
        var made: [Model] = []
        final class Model: ObservableObject {
            @Published var pings = 0
            var token: NSObjectProtocol?
            var bag = Set<AnyCancellable>()
            init() {
                made.append(self)
                // Strong captures, never removed: the center holds them until the run ends.
                token = NotificationCenter.default.addObserver(forName: .ping, object: nil, queue: nil) { _ in
                    self.pings += 1
                }
                NotificationCenter.default.publisher(for: .ping).sink { _ in _ = self.bag }.store(in: &bag)
            }
        }
        struct Pinger: View {
            @StateObject var model = Model()
            var body: some View {
                Button("Ping \\(model.pings)") { NotificationCenter.default.post(name: .ping, object: nil) }
                    .onReceive(NotificationCenter.default.publisher(for: .ping)) { _ in print("view got ping", model.pings) }
                    .onReceive(NotificationCenter.default.publisher(for: UIApplication.didEnterBackgroundNotification)) { _ in
                        print("background", model.pings)
                    }
            }
        }
        scenario "observers and subscriptions are registered when it ends" {
            show Pinger()
            tap "Ping 0"
            background
            expect visible "Ping 1"
        }
        """, made: 1)
    }

    /// A render that fails part-way (here: an unknown modifier in the body of the view an
    /// `AnyView` switches to) has already removed the old view's node; the node and its parent
    /// must not keep each other alive (a fuzzer finding, now in Tests/Fuzz/corpus).
    @Test func nodesRemovedByARenderThatFailedAreFreed() {
        let survivors = run("""
        struct Other: View {
            func label() -> some View { Text("Other") }
            var body: some View { label().nAppear { print("x") } }
        }
        struct Erased: View {
            @State private var mode = 0
            var body: some View {
                VStack {
                    mode == 0 ? AnyView(Text("a")) : AnyView(Other())
                    Button("Next") { mode += 1 }
                }
            }
        }
        scenario "the new view's body fails" {
            show Erased()
            tap "Next"
        }
        """)
        #expect(survivors.report?.passed == false)
        #expect(survivors.alive == [])
    }

    /// The graph calls each row's closure and each row view's body from outside any call, and
    /// the interpreter keeps the frames of those calls for the next (`keepsSpareFrames`); the
    /// app lets go of them when it goes, so the interpreter is freed with it.
    @Test func theFramesKeptBetweenTheRowsAreFreed() {
        expectEverythingFreed("""
        var made: [RowModel] = []
        @Observable final class RowModel {
            let index: Int
            var isOn = false
            init(index: Int) { self.index = index; made.append(self) }
        }
        struct Row: View {
            let model: RowModel
            var body: some View { Button(model.isOn ? "On \\(model.index)" : "Row \\(model.index)") { model.isOn.toggle() } }
        }
        struct Rows: View {
            @State var models = (0..<3).map { RowModel(index: $0) }
            var body: some View {
                VStack { ForEach(models, id: \\.index) { Row(model: $0) } }
            }
        }
        scenario "rows" {
            show Rows()
            tap "Row 1"
            expect visible "On 1"
        }
        """, made: 3)
    }
}
