import ViewScriptScenario
import ViewScriptUI

/// How `run` shows a scenario besides its plain output: the lifecycle trace (`--trace`),
/// the reasons for every body evaluation (`--explain`), the render tree after each step
/// (`--tree`), as text or as JSON lines (`--format json`). The vocabulary is documented in
/// `Guide.trace` (`viewscript help trace`) and stays stable: people paste it into bug reports.
struct TraceRenderer: Sendable {
    enum Format: String, Sendable { case text, json }

    var showsEvents = false
    var explains = false
    var format = Format.text

    /// The lines for one scenario's trace.
    func render(_ trace: [TraceEntry]) -> String {
        var text = ""
        for entry in trace {
            guard let line = line(for: entry) else { continue }
            text += line + "\n"
        }
        return text
    }

    private func line(for entry: TraceEntry) -> String? {
        switch format {
        case .text: return textLine(for: entry)
        case .json: return jsonLine(for: entry)
        }
    }

    // MARK: Text

    private func textLine(for entry: TraceEntry) -> String? {
        let time = "[\(Self.seconds(entry.time))] "
        switch entry.kind {
        case .output(let line):
            return showsEvents ? time + "output " + line : line
        case .tree(let tree):
            return String(tree.dropLast())
        case .step(let step):
            return showsEvents ? time + "step " + step : nil
        case .trap(let message):
            return showsEvents ? time + "trap " + message : nil
        case .event(let event):
            if event.isTimelineDetail { return nil }
            switch event {
            case .bodyReasons(let name, let reasons):
                guard explains else { return nil }
                return (showsEvents ? time + "why " : "explain: ") + "\(name): " + reasons.joined(separator: "; ")
            case .unreadWrite:
                guard explains else { return nil }
                return (showsEvents ? time : "explain: ") + event.description
            default:
                return showsEvents ? time + event.description : nil
            }
        }
    }

    /// `1.250s`: virtual time in seconds with milliseconds, computed in integers.
    static func seconds(_ nanoseconds: Int64) -> String {
        let milliseconds = nanoseconds / 1_000_000
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction + "s"
    }

    // MARK: JSON

    private func jsonLine(for entry: TraceEntry) -> String? {
        var fields: [(String, String)] = [("time", Self.json(Double(entry.time) / 1e9))]
        switch entry.kind {
        case .output(let line): fields += [("kind", Self.json("output")), ("text", Self.json(line))]
        case .tree(let tree): fields += [("kind", Self.json("tree")), ("text", Self.json(tree))]
        case .step(let step): fields += [("kind", Self.json("step")), ("text", Self.json(step))]
        case .trap(let message): fields += [("kind", Self.json("trap")), ("text", Self.json(message))]
        case .event(let event):
            if event.isTimelineDetail { return nil }
            if !explains, case .bodyReasons = event { return nil }
            if !explains, case .unreadWrite = event { return nil }
            fields += [("kind", Self.json("event")), ("text", Self.json(event.description))]
        }
        return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }

    static func json(_ number: Double) -> String {
        number == number.rounded() ? String(Int64(number)) : String(number)
    }

    /// A JSON string literal.
    static func json(_ string: String) -> String {
        var out = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
