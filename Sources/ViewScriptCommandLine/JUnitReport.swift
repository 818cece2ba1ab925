import ViewScriptScenario
import ViewScriptSyntax

/// `check --junit FILE`: JUnit XML for CI systems, one `<testsuite>` per file and one
/// `<testcase>` per scenario. A file that could not be read, parsed or compiled is one
/// failed test case named after the file. No times or dates: the same run gives the same
/// bytes.
struct JUnitReport {
    let report: CheckReport

    var xml: String {
        let renderer = DiagnosticRenderer(usesColor: false)
        var suites = ""
        for file in report.files {
            var cases = ""
            var failures = 0
            var tests = 0
            switch file.outcome {
            case .unreadable(let problem):
                tests = 1
                failures = 1
                cases += testCase(file.path, "(file)", failure: renderer.render(problem))
            case .rejected(let diagnostics):
                tests = 1
                failures = 1
                cases += testCase(file.path, "(file)", failure: renderer.render(diagnostics))
            case .checked(let reports):
                for scenario in reports {
                    tests += 1
                    switch scenario.status {
                    case .passed: cases += testCase(file.path, scenario.name, failure: nil)
                    case .failed(let list):
                        failures += 1
                        cases += testCase(file.path, scenario.name, failure: renderer.render(list))
                    }
                }
            }
            suites += "  <testsuite name=\"\(Self.escape(file.path))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\">\n"
                + cases + "  </testsuite>\n"
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"viewscript check\" tests=\"\(report.passed + report.failed)\" failures=\"\(report.failed)\">\n"
            + suites + "</testsuites>\n"
    }

    private func testCase(_ path: String, _ name: String, failure: String?) -> String {
        let open = "    <testcase classname=\"\(Self.escape(path))\" name=\"\(Self.escape(name))\""
        guard let failure else { return open + "/>\n" }
        let first = failure.prefix { $0 != "\n" }
        return open + ">\n      <failure message=\"\(Self.escape(String(first)))\">\(Self.escape(failure))</failure>\n    </testcase>\n"
    }

    /// XML text and attribute escaping; characters XML 1.0 forbids become U+FFFD.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n", "\t", "\r": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20: out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
