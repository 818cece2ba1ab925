import Testing
import ViewScriptSyntax
@testable import ViewScriptRuntime

/// `DateComponentsFormatter`, whose `string(from:)` Foundation on Linux leaves unimplemented: the
/// texts are the examples of Apple's documentation (DateComponentsFormatter.ZeroFormattingBehavior,
/// https://developer.apple.com/documentation/foundation/datecomponentsformatter/zeroformattingbehavior:
/// "the value for one hour and 10 seconds is “1:00:10”", "the abbreviated version of one hour and
/// 10 seconds is displayed as “1h 10s”", "the abbreviated version of ten minutes is displayed as
/// “10m 0s”"; UnitsStyle.positional: "one hour and ten minutes is displayed ... as “1:10:00”").
@Suite struct DateComponentsFormatterTests {
    func output(_ source: String) -> (String, String?) {
        let outcome = ScriptRunner.run(SourceFile(path: "formatter.swift", text: source))
        return (outcome.output, outcome.error?.message)
    }

    @Test func documentedExamples() {
        let (printed, error) = output("""
        let f = DateComponentsFormatter()
        f.allowedUnits = [.hour, .minute, .second]
        f.unitsStyle = .positional
        print(f.string(from: 3610)!, f.string(from: 4200)!, f.string(from: 5)!)
        f.zeroFormattingBehavior = .pad
        print(f.string(from: 65)!)
        let g = DateComponentsFormatter()
        g.allowedUnits = [.day, .hour, .minute, .second]
        g.unitsStyle = .abbreviated
        print(g.string(from: 3610)!)
        g.zeroFormattingBehavior = .dropLeading
        print(g.string(from: 600)!)
        let h = DateComponentsFormatter()
        h.allowedUnits = [.minute, .second]
        h.unitsStyle = .full
        print(h.string(from: 543)!, h.string(from: 3700)!)
        h.unitsStyle = .short
        print(h.string(from: 123)!)
        """)
        #expect(error == nil)
        #expect(printed == """
        1:00:10 1:10:00 0:05
        00:01:05
        1h 10s
        10m 0s
        9 minutes, 3 seconds 61 minutes, 40 seconds
        2 min, 3 sec

        """)
    }

    @Test func fractionsAndOtherUnitsAreNotSimulated() {
        let (_, fraction) = output("""
        let f = DateComponentsFormatter()
        print(f.string(from: 1.5) ?? "")
        """)
        #expect(fraction?.contains("is not simulated by ViewScript yet") == true)
        let (_, unit) = output("""
        let f = DateComponentsFormatter()
        f.allowedUnits = [.month]
        print(f.string(from: 10) ?? "")
        """)
        #expect(unit?.contains("is not simulated by ViewScript yet") == true)
    }

    /// UnitsStyle.brief: "3 years, 9 months, 26 days, 19 hours, and 17 seconds is displayed in the
    /// U.S. English locale as “3yrs 9mths 26days 19hr 17sec”"; `maximumUnitCount` keeps at most that
    /// many units from the first non-zero one when the dropped ones are zero.
    @Test func briefStyleAndMaximumUnitCount() {
        let (printed, error) = output("""
        let f = DateComponentsFormatter()
        f.allowedUnits = [.day, .hour, .minute, .second]
        f.unitsStyle = .brief
        print(f.string(from: 26 * 86_400 + 19 * 3_600 + 17)!, f.string(from: 4_200)!)
        f.unitsStyle = .abbreviated
        f.maximumUnitCount = 1
        print(f.string(from: 7_200)!, f.string(from: 600)!)
        f.maximumUnitCount = 2
        print(f.string(from: 3_660)!)
        """)
        #expect(error == nil)
        #expect(printed == """
        26days 19hr 17sec 1hr 10min
        2h 10m
        1h 1m

        """)
    }

    @Test func maximumUnitCountThatWouldRoundIsNotSimulated() {
        let (_, error) = output("""
        let f = DateComponentsFormatter()
        f.unitsStyle = .abbreviated
        f.maximumUnitCount = 1
        print(f.string(from: 915) ?? "")
        """)
        #expect(error?.contains("'DateComponentsFormatter.maximumUnitCount 1 that drops a non-zero unit (Foundation rounds it)' is not simulated by ViewScript yet") == true)
    }
}

