import Testing
@testable import ViewScriptRuntime

/// Calls whose arguments fit no overload of a callee known before running: swiftc's
/// wording and position (each expectation was recorded with swiftc 6).
@Suite struct ArgumentLabelCheckTests {
    // MARK: Labels

    @Test func incorrectLabel() {
        assertCheckDiagnostic("func f(x: Int) {}\nf1️⃣(y: 1)\n",
                              "incorrect argument label in call (have 'y:', expected 'x:')")
    }

    @Test func incorrectLabelsShowEveryArgument() {
        assertCheckDiagnostics("""
            func g(a: Int, b: Int) {}
            func k(_ a: Int, b: Int) {}
            g1️⃣(c: 1, d: 2)
            g2️⃣(a: 1, c: 2)
            k3️⃣(a: 1, c: 2)
            """, [
                ("1️⃣", "incorrect argument labels in call (have 'c:d:', expected 'a:b:')"),
                ("2️⃣", "incorrect argument label in call (have 'a:c:', expected 'a:b:')"),
                ("3️⃣", "incorrect argument labels in call (have 'a:c:', expected '_:b:')"),
            ])
    }

    @Test func missingLabelOnOnlyArgumentPointsAtIt() {
        assertCheckDiagnostic("func f(x: Int) {}\nf(1️⃣1)\n", "missing argument label 'x:' in call")
    }

    @Test func missingLabels() {
        assertCheckDiagnostics("""
            func g(a: Int, b: Int) {}
            g1️⃣(1, 2)
            g2️⃣(a: 1, 2)
            """, [
                ("1️⃣", "missing argument labels 'a:b:' in call"),
                ("2️⃣", "missing argument label 'b:' in call"),
            ])
    }

    @Test func extraneousLabel() {
        assertCheckDiagnostic("func h(_ a: Int) {}\nh1️⃣(a: 1)\n", "extraneous argument label 'a:' in call")
    }

    @Test func trailingClosureCountsAsUnlabelled() {
        assertCheckDiagnostic("func run(a: Int, body: () -> Void) {}\nrun1️⃣(b: 1) {}\n",
                              "incorrect argument label in call (have 'b:_:', expected 'a:_:')")
    }

    // MARK: Missing and extra arguments

    @Test func missingArgumentPointsWhereItWouldGo() {
        assertCheckDiagnostics("""
            func f(x: Int) {}
            func three(a: Int, b: Int, c: Int) {}
            f(1️⃣)
            three(a: 1, b: 22️⃣)
            three(a: 13️⃣, c: 2)
            three4️⃣(a: 1)
            """, [
                ("1️⃣", "missing argument for parameter 'x' in call"),
                ("2️⃣", "missing argument for parameter 'c' in call"),
                ("3️⃣", "missing argument for parameter 'b' in call"),
                ("4️⃣", "missing arguments for parameters 'b', 'c' in call"),
            ])
    }

    @Test func missingUnlabelledArgumentIsNumbered() {
        assertCheckDiagnostics("""
            func k(_ a: Int, b: Int) {}
            enum E { case d(Int, Int) }
            k(1️⃣b: 2)
            _ = E.d(12️⃣)
            """, [
                ("1️⃣", "missing argument for parameter #1 in call"),
                ("2️⃣", "missing argument for parameter #2 in call"),
            ])
    }

    @Test func extraArguments() {
        assertCheckDiagnostics("""
            func f(x: Int) {}
            func h(_ a: Int) {}
            f(x: 1, z: 1️⃣2)
            h(1, 2️⃣2)
            h3️⃣(1, 2, 3)
            h(1) 4️⃣{}
            """, [
                ("1️⃣", "extra argument 'z' in call"),
                ("2️⃣", "extra argument in call"),
                ("3️⃣", "extra arguments at positions #2, #3 in call"),
                ("4️⃣", "extra trailing closure passed in call"),
            ])
    }

    // MARK: Callees

    @Test func methodsOnSelf() {
        assertCheckDiagnostics("""
            struct Counter {
                var count = 0
                mutating func add(amount: Int) { count += amount }
                mutating func twice() {
                    add1️⃣(by: 1)
                    self.add2️⃣(by: 1)
                }
            }
            """, [
                ("1️⃣", "incorrect argument label in call (have 'by:', expected 'amount:')"),
                ("2️⃣", "incorrect argument label in call (have 'by:', expected 'amount:')"),
            ])
    }

    @Test func memberwiseInitializer() {
        assertCheckDiagnostics("""
            struct P { var x: Int; var y: Int = 0 }
            _ = P(1️⃣y: 2)
            _ = P2️⃣(x: 1, z: 2)
            _ = P(x: 1, y: 2, z: 3️⃣3)
            """, [
                ("1️⃣", "missing argument for parameter 'x' in call"),
                ("2️⃣", "incorrect argument label in call (have 'x:z:', expected 'x:y:')"),
                ("3️⃣", "extra argument 'z' in call"),
            ])
    }

    @Test func declaredInitializer() {
        assertCheckDiagnostic("""
            final class Q { let name: String; init(name: String) { self.name = name } }
            _ = Q1️⃣(nam: "a")
            """, "incorrect argument label in call (have 'nam:', expected 'name:')")
    }

    @Test func enumCaseConstructors() {
        assertCheckDiagnostics("""
            enum E { case c(v: Int) }
            _ = E.c1️⃣(w: 1)
            let e: E = .c2️⃣(w: 1)
            """, [
                ("1️⃣", "incorrect argument label in call (have 'w:', expected 'v:')"),
                ("2️⃣", "incorrect argument label in call (have 'w:', expected 'v:')"),
            ])
    }
}
