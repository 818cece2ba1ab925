import Testing
@testable import ViewScriptRuntime

/// Int, Double and Bool members and the free number functions (expected texts:
/// Programs/001, 003, 005, 007, 008, 009 and 065).
@Suite struct NumberLibraryTests {
    let harness = ScalarHarness()

    @Test func intMembers() throws {
        #expect(try [7, -7, 0].map { try harness.call(.int($0), "signum") } == ["1", "-1", "0"])
        #expect(try harness.call(.int(12), "isMultiple", ["of"], .int(5)) == "false")
        #expect(try harness.call(.int(-7), "quotientAndRemainder", ["dividingBy"], .int(3)) == "(quotient: -2, remainder: -1)")
        #expect(try harness.property(.int(-17), "magnitude") == "17")
        #expect(try harness.property(.int(5), "description") == "5")
        #expect(try harness.call(.int(5), "distance", ["to"], .int(2)) == "-3")
        #expect(harness.trap { try harness.call(.int(5), "quotientAndRemainder", ["dividingBy"], .int(0)) }
                == "Fatal error: Division by zero")
    }

    @Test(arguments: [
        (2.5, "3.0 2.0 3.0 2.0 2.0 3.0"), (-2.5, "-3.0 -3.0 -2.0 -2.0 -2.0 -3.0"),
        (2.6, "3.0 2.0 3.0 2.0 3.0 3.0"), (-0.5, "-1.0 -1.0 -0.0 -0.0 -0.0 -1.0"),
    ])
    func roundingRules(value: Double, expected: String) throws {
        var results = [try harness.call(.double(value), "rounded")]
        for rule in ["down", "up", "towardZero", "toNearestOrEven", "awayFromZero"] {
            let ruleValue = try #require(NumberLibrary.roundingRule(named: rule))
            results.append(try harness.call(.double(value), "rounded", [nil], ruleValue))
        }
        #expect(results.joined(separator: " ") == expected)
    }

    @Test func doubleMembers() throws {
        #expect(try harness.call(.double(2), "squareRoot") == "1.4142135623730951")
        #expect(try harness.call(.int(2), "squareRoot") == "1.4142135623730951")
        #expect(try harness.call(.double(-10), "truncatingRemainder", ["dividingBy"], .int(3)) == "-1.0")
        #expect(try harness.call(.double(10.5), "remainder", ["dividingBy"], .int(3)) == "-1.5")
        #expect(try harness.call(.double(3), "isEqual", ["to"], .int(3)) == "true")
        #expect(try harness.property(.double(.infinity), "isFinite") == "false")
        #expect(try harness.property(.double(.nan), "isNaN") == "true")
        #expect(try harness.property(.double(-2.5), "magnitude") == "2.5")
        let minus = try #require(ScalarStatics.implicitMember("minus", contextType: nil))
        #expect(try Library.property("sign", of: .double(-0.0), harness.context) == minus)
        #expect(try harness.property(.double(1), "sign") == "plus")
    }

    @Test func mutatingNumberMembers() throws {
        var x = Value.double(3.7)
        #expect(Library.Mutability("round").mutates(x))
        _ = try harness.mutate(&x, "round")
        #expect(harness.show(x) == "4.0")
        var y = Value.double(-3.2)
        _ = try harness.mutate(&y, "round", [nil], [try #require(NumberLibrary.roundingRule(named: "up"))])
        #expect(harness.show(y) == "-3.0")
        var flag = Value.bool(false)
        #expect(Library.Mutability("toggle").mutates(flag))
        _ = try harness.mutate(&flag, "toggle")
        #expect(harness.show(flag) == "true")
    }

    @Test func minMaxAbs() throws {
        #expect(try harness.function("min", .int(5), .int(2), .int(9), .int(1), .int(7)) == "1")
        #expect(try harness.function("max", .int(5), .int(2), .int(9), .int(1), .int(7)) == "9")
        #expect(try harness.function("min", .double(1.5), .int(2)) == "1.5")
        #expect(try harness.function("max", .int(3), .double(2.5)) == "3.0")
        #expect(try harness.function("min", .double(.nan), .double(1)) == "nan")
        #expect(try harness.function("min", .string("pear"), .string("apple")) == "apple")
        #expect(try harness.function("abs", .int(Int.min + 1)) == "9223372036854775807")
        #expect(try harness.function("abs", .double(-3.25)) == "3.25")
        #expect(harness.trap { try harness.function("abs", .int(.min)) } == "Swift runtime failure: arithmetic overflow")
        #expect(try harness.function("min", .tuple(TupleValue([])), .int(1)) == "<no function>")
    }

    @Test func foundationMath() throws {
        #expect(try harness.function("pow", .int(2), .int(10)) == "1024.0")
        #expect(try harness.function("sqrt", .double(16)) == "4.0")
        #expect(try harness.function("floor", .double(-2.5)) == "-3.0")
        #expect(try harness.function("round", .double(2.5)) == "3.0")
        #expect(try harness.function("nosuch", .double(1)) == "<no function>")
    }

    @Test func staticMembers() throws {
        func member(_ type: String, _ name: String) throws -> String {
            harness.show(try ScalarStatics.staticMember(type, name, harness.context) ?? .void)
        }
        #expect(try member("Int", "max") == "9223372036854775807")
        #expect(try member("Int", "min") == "-9223372036854775808")
        #expect(try member("Double", "ulpOfOne") == "2.220446049250313e-16")
        #expect(try member("Double", "leastNormalMagnitude") == "2.2250738585072014e-308")
        #expect(try member("Double", "greatestFiniteMagnitude") == "1.7976931348623157e+308")
        #expect(try member("CGFloat", "pi") == "3.141592653589793")
        #expect(try member("Int8", "max") == "127")
        #expect(try member("Double", "nope") == "()")
    }

    @Test func randomValuesComeFromTheSeededGenerator() throws {
        func draw(_ seed: UInt64) throws -> [Value] {
            let interpreter = Interpreter(program: harness.interpreter.program, seed: seed)
            let context = CallContext(interpreter: interpreter, range: harness.context.range)
            let range = Value.range(RangeValue(.closed, lower: .int(1), upper: .int(6)))
            return try (0..<20).map { _ in
                try #require(try ScalarStatics.staticMethod("Int", "random", labels: ["in"], arguments: [range], context))
            }
        }
        let first = try draw(7)
        #expect(first == (try draw(7)))
        #expect(first.allSatisfy { (1...6).contains($0.asInt ?? 0) })
        let empty = Value.range(RangeValue(.halfOpen, lower: .int(5), upper: .int(5)))
        #expect(harness.trap { try ScalarStatics.staticMethod("Int", "random", labels: ["in"], arguments: [empty], harness.context) }
                == "Fatal error: Can't get random value with an empty range")
        let unit = Value.range(RangeValue(.halfOpen, lower: .int(0), upper: .int(1)))
        let double = try ScalarStatics.staticMethod("Double", "random", labels: ["in"], arguments: [unit], harness.context)
        #expect(double?.asDouble.map { $0 >= 0 && $0 < 1 } == true)
        #expect(try ScalarStatics.staticMethod("Bool", "random", labels: [], arguments: [], harness.context)?.asBool != nil)
    }
}
