import Foundation
import Testing
import ViewScriptSyntax
@testable import ViewScriptRuntime

/// What the fuzzer's leak checks found (Tests/Fuzz): a run must leave nothing behind. Each
/// test keeps weak references to what a run made and checks that they are gone once the
/// run's owners are.
@Suite struct MemoryReleaseTests {
    /// Parses, compiles and runs `source` as a script; returns the interpreter, its executor
    /// shut down.
    func run(_ source: String) throws -> Interpreter {
        let parsed = Parser.parse(SourceFile(path: "release.swift", text: source), options: ParseOptions(allowsTopLevelStatements: true))
        let compiled = Compiler.compile(parsed)
        #expect(compiled.diagnostics.isEmpty, "\(compiled.diagnostics.map(\.message.text))")
        let interpreter = Interpreter(program: compiled.program)
        defer { interpreter.executor.shutdown() }
        try interpreter.executor.runMain { try interpreter.runMain() }
        return interpreter
    }

    func global(_ name: String, of interpreter: Interpreter) -> Value? {
        interpreter.program.globalNames.firstIndex(of: name).map { interpreter.globals[$0].value }
    }

    /// A type's methods name the type, a recursive function calls itself, a stored property
    /// of an indirect enum names its own type: the compiled program is a graph of cycles,
    /// which the program breaks when it goes away.
    @Test func compiledProgramIsFreed() throws {
        weak var program: Program?
        weak var type: NominalType?
        weak var function: FunctionDefinition?
        do {
            let interpreter = try run("""
            struct Node {
                var children: [Node] = []
                func count() -> Int { children.count + children.map { $0.count() }.reduce(0, +) }
            }
            indirect enum Tree { case leaf, node(Tree, Tree) }
            func depth(_ n: Int) -> Int { n == 0 ? 0 : depth(n - 1) + 1 }
            let tree = Tree.node(.leaf, .node(.leaf, .leaf))
            if case .node(_, .node) = tree { print(Node(children: [Node()]).count(), depth(3)) }
            """)
            #expect(interpreter.takeOutput() == "1 3\n")
            program = interpreter.program
            type = interpreter.program.types["Node"]
            function = interpreter.program.functions["depth"]?.first
        }
        #expect(program == nil)
        #expect(type == nil)
        #expect(function == nil)
    }

    /// Reference cycles the program makes (Swift leaks them) are broken when the
    /// interpreter goes away: an object pointing at itself, a lazy closure capturing
    /// `[unowned self]`, a closure stored in the variable it captures.
    @Test func cyclesTheProgramMadeAreFreedWithTheInterpreter() throws {
        weak var selfReferencing: Instance?
        weak var withClosure: Instance?
        weak var capturedVariable: Box?
        do {
            let interpreter = try run("""
            final class Node {
                var next: Node?
                var count = 0
                lazy var bump: () -> Void = { [unowned self] in self.count += 1 }
            }
            let a = Node()
            a.next = a
            let b = Node()
            b.bump()
            func make() -> () -> Int {
                var f: (() -> Int)? = nil
                f = { f == nil ? 0 : 1 }
                return f!
            }
            let g = make()
            print(b.count, g())
            """)
            #expect(interpreter.takeOutput() == "1 1\n")
            if case .object(let object)? = global("a", of: interpreter) { selfReferencing = object }
            if case .object(let object)? = global("b", of: interpreter) { withClosure = object }
            if case .function(let function)? = global("g", of: interpreter),
               case .user(_, let captures, _) = function.kind {
                capturedVariable = captures.first
            }
            #expect(selfReferencing != nil && withClosure != nil && capturedVariable != nil)
        }
        #expect(selfReferencing == nil)
        #expect(withClosure == nil)
        #expect(capturedVariable == nil)
    }

    /// Spare frames hold their interpreter, so they must be gone once nothing runs: after
    /// recursion at the top level, recursion in a task that was cut short by a trap, and a
    /// task left sleeping in the middle of a call when the app shut down.
    @Test func spareFramesDoNotKeepTheInterpreterAlive() throws {
        weak var weakInterpreter: Interpreter?
        do {
            let source = SourceFile(path: "frames.swift", text: """
            func depth(_ n: Int) -> Int { n == 0 ? 0 : depth(n - 1) + 1 }
            func nap(_ n: Int) async throws -> Int {
                if n == 0 { try await Task.sleep(nanoseconds: 1_000_000_000_000); return 0 }
                return try await nap(n - 1) + 1
            }
            func fall(_ n: Int) -> Int { n == 0 ? [Int]()[0] : fall(n - 1) }
            print(depth(40))
            Task { print("napping"); print(try await nap(5)) }
            Task { print("falling"); print(fall(3)) }
            """)
            let compiled = Compiler.compile(Parser.parse(source, options: ParseOptions(allowsTopLevelStatements: true)))
            let interpreter = Interpreter(program: compiled.program)
            try interpreter.executor.runMain { try interpreter.runMain() }
            #expect(throws: RuntimeError.self) { try interpreter.executor.runUntilIdle() }
            interpreter.executor.shutdown()
            #expect(interpreter.takeOutput() == "40\nnapping\nfalling\n")
            weakInterpreter = interpreter
        }
        #expect(weakInterpreter == nil)
    }

    /// A lazy chain over an endless range kept in a global (the fuzzer's finding on program
    /// 215): its `filter` and `compactMap` count each element against the step budget, and
    /// must do so through the context they are iterated with, not an interpreter they hold.
    @Test func lazySequenceKeptInAGlobalDoesNotKeepTheInterpreterAlive() throws {
        weak var weakInterpreter: Interpreter?
        do {
            let interpreter = try run("""
            let primes = (2...).lazy.filter { n in (2..<n).allSatisfy { n % $0 != 0 } }
            let halves = (1...).lazy.compactMap { $0 % 2 == 0 ? $0 / 2 : nil }
            print(Array(primes.prefix(4)), Array(halves.prefix(3)), primes.first { $0 > 10 } as Any)
            """)
            #expect(interpreter.takeOutput() == "[2, 3, 5, 7] [1, 2, 3] Optional(11)\n")
            weakInterpreter = interpreter
        }
        #expect(weakInterpreter == nil)
    }

    /// Combine subscriptions a run leaves behind (a sink capturing its owner, stored in the
    /// owner's set; a connected timer publisher) are gone with the interpreter.
    @Test func subscriptionsAreFreedWithTheInterpreter() throws {
        weak var subject: SubjectObject?
        weak var timer: PublisherObject?
        weak var model: Instance?
        do {
            let interpreter = try run("""
            import Combine
            final class Model {
                let subject = PassthroughSubject<Int, Never>()
                var bag = Set<AnyCancellable>()
                var total = 0
                init() { subject.sink { self.total += $0 }.store(in: &bag) }
            }
            let m = Model()
            m.subject.send(2)
            let ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
            let c = ticks.sink { _ in print("tick") }
            print(m.total)
            """)
            #expect(interpreter.takeOutput() == "2\n")
            if case .object(let object)? = global("m", of: interpreter) {
                model = object
                if case .native(let native) = object.fields[0] { subject = native as? SubjectObject }
            }
            if case .native(let native)? = global("ticks", of: interpreter) { timer = native as? PublisherObject }
            #expect(model != nil && subject != nil && timer != nil)
        }
        #expect(model == nil)
        #expect(subject == nil)
        #expect(timer == nil)
    }

    /// A job still scheduled when the app shuts down (`asyncAfter` that never came due) and
    /// its clock entry refer to each other; shutting down frees both.
    @Test func pendingJobIsFreedAtShutdown() {
        weak var job: ScheduledJob?
        do {
            let executor = Executor()
            job = executor.enqueue(after: 1_000_000_000) {}
            #expect(job != nil)
            executor.shutdown()
        }
        #expect(job == nil)
    }

    /// A timer's block holds the timer (it is the block's argument) and the interpreter, and
    /// the timer holds its job: a timer that fired, one that was invalidated and one still
    /// scheduled at shutdown all let go of their block, so nothing outlives the run.
    @Test func timersAreFreedWhetherFiredInvalidatedOrPending() throws {
        weak var program: Program?
        do {
            let parsed = Parser.parse(SourceFile(path: "timers.swift", text: """
            let once = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in print("once") }
            let twice = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
                print("tick")
                if timer.isValid { timer.invalidate() }
            }
            let pending = Timer.scheduledTimer(withTimeInterval: 100, repeats: true) { _ in print("never") }
            print("main")
            """), options: ParseOptions(allowsTopLevelStatements: true))
            let interpreter = Interpreter(program: Compiler.compile(parsed).program)
            try interpreter.executor.runMain { try interpreter.runMain() }
            try interpreter.executor.advance(by: 2_000_000_000)
            interpreter.executor.shutdown()
            #expect(interpreter.takeOutput() == "main\nonce\ntick\n")
            program = interpreter.program
        }
        #expect(program == nil)
    }

    /// `runOnLargeStack` returns only once the other thread let go of the work's captures.
    @Test func largeStackThreadReleasesTheWorkBeforeReturning() {
        final class Payload: Sendable {}
        weak var weakPayload: Payload?
        for _ in 0..<20 {
            let payload = Payload()
            weakPayload = payload
            let value = runOnLargeStack(stackSize: 1 << 20) { [payload] in ObjectIdentifier(payload).hashValue }
            #expect(value == ObjectIdentifier(payload).hashValue)
        }
        #expect(weakPayload == nil)
    }
}
