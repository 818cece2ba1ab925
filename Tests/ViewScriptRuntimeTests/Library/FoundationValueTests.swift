import Testing
import ViewScriptSyntax
@testable import ViewScriptRuntime

/// Foundation values whose output was recorded from swiftc: `Date` as `Comparable`/`Strideable`,
/// `Measurement`, a regex literal's typed output, and `Float` operators done through `Double`.
@Suite struct FoundationValueTests {
    func output(_ source: String) -> (String, String?) {
        let outcome = ScriptRunner.run(SourceFile(path: "values.swift", text: source))
        return (outcome.output, outcome.error?.message)
    }

    @Test func datesCompareAndStride() {
        let (printed, error) = output("""
        let x = Date(timeIntervalSince1970: 0)
        let y = Date(timeIntervalSince1970: 5)
        print(x < y, x == y, x > y, [y, x].sorted(), [x, y].max()!)
        print(x + 60, y - 5 == x, x.distance(to: y), x.advanced(by: 3))
        var z = x
        z += 10
        print(z, Set([x, x, y]).count, y.timeIntervalSince(x))
        """)
        #expect(error == nil)
        #expect(printed == """
        true false false [1970-01-01 00:00:00 +0000, 1970-01-01 00:00:05 +0000] 1970-01-01 00:00:05 +0000
        1970-01-01 00:01:00 +0000 true 5.0 1970-01-01 00:00:03 +0000
        1970-01-01 00:00:10 +0000 2 5.0

        """)
    }

    @Test func measurementsConvertWithFoundation() {
        let (printed, error) = output("""
        let m = Measurement(value: -3.5, unit: UnitTemperature.celsius)
        print(m, m.converted(to: .fahrenheit), m.value, m.unit.symbol)
        print(Measurement(value: 1, unit: UnitLength.kilometers) + Measurement(value: 500, unit: UnitLength.meters))
        print(type(of: m))
        """)
        #expect(error == nil)
        #expect(printed == """
        -3.5 °C 25.69999999999605 °F -3.5 °C
        1500.0 m
        Measurement<UnitTemperature>

        """)
    }

    @Test func regexLiteralsHaveTheirCapturesInTheirType() {
        let captures = { (pattern: String) in RegexCaptures(pattern: pattern).outputType.description }
        #expect(captures(#"(\d+)-(\w+)"#) == "(Substring, Substring, Substring)")
        #expect(captures("abc") == "Substring")
        #expect(captures(#"(?<year>\d{4})"#) == "(Substring, year: Substring)")
        #expect(captures("(a)?(?:b)(c)") == "(Substring, Optional<Substring>, Substring)")
        #expect(captures("(a)|(b)") == "(Substring, Optional<Substring>, Optional<Substring>)")
        #expect(captures("((a)b)*") == "(Substring, Optional<Substring>, Optional<Substring>)")
        #expect(captures(#"[(]x(y)\("#) == "(Substring, Substring)")
        #expect(captures("(a)+(?:(b)|c)") == "(Substring, Substring, Optional<Substring>)")
        #expect(captures("(?i:(a))") == "(Substring, Substring)")
    }

    @Test func floatOperatorsRoundLikeFloat() {
        let (printed, error) = output("""
        let a: Float = 0.1
        let b: Float = 0.2
        print(a + b, a * b, b / a, a - b, a < b, Float.greatestFiniteMagnitude * 2)
        """)
        #expect(error == nil)
        #expect(printed == "0.3 0.020000001 2.0 -0.1 true inf\n")
    }
}
