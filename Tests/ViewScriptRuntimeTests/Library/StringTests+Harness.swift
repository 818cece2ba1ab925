@testable import ViewScriptRuntime
import ViewScriptSyntax

/// Calls the string and number library as the interpreter will, and shows results as
/// Swift's `print` would (for the scalar values these tests produce), so expectations are
/// the text real Swift printed.
final class ScalarHarness {
    let interpreter = Interpreter(program: Program(file: SourceFile(path: "t.view", text: "")))
    var context: CallContext { CallContext(interpreter: interpreter, range: SourceRange(0, 0)) }

    func property(_ receiver: Value, _ name: String) throws -> String {
        guard let result = try Library.property(name, of: receiver, context) else { return "<no member \(name)>" }
        return show(result)
    }

    func propertyValue(_ receiver: Value, _ name: String) throws -> Value {
        try Library.property(name, of: receiver, context) ?? .void
    }

    /// `receiver.name(label: argument, ...)`; labels given as `"label:"` or `"_"`.
    func call(_ receiver: Value, _ name: String, _ labels: [String?] = [], _ arguments: Value...) throws -> String {
        var copy = receiver
        return try mutate(&copy, name, labels, arguments)
    }

    func mutate(_ receiver: inout Value, _ name: String, _ labels: [String?] = [], _ arguments: [Value] = []) throws -> String {
        guard let result = try Library.method(name, labels: labels, receiver: &receiver, arguments: arguments, context) else {
            return "<no member \(name)>"
        }
        return show(result)
    }

    func construct(_ type: String, _ labels: [String?], _ arguments: Value...) throws -> String {
        guard let result = try ScalarConstructors.constructScalar(type, labels: labels, arguments: arguments, context) else {
            return "<no initializer>"
        }
        return show(result)
    }

    func function(_ name: String, _ arguments: Value...) throws -> String {
        let labels = [String?](repeating: nil, count: arguments.count)
        guard let result = try NumberLibrary.numberFunction(name, labels: labels, arguments: arguments, context) else {
            return "<no function>"
        }
        return show(result)
    }

    /// The trap message the body ends with, or nil when it does not trap.
    func trap(_ body: () throws -> Any?) -> String? {
        do {
            _ = try body()
            return nil
        } catch let error as RuntimeError {
            return error.isTrap ? error.message : "failure: \(error.message)"
        } catch {
            return "\(error)"
        }
    }

    /// A closure of the program, made of a Swift one.
    static func closure(_ body: @escaping ([Value]) throws -> Value) -> Value {
        .function(Function(builtin: "closure") { _, arguments in try body(arguments) })
    }

    // MARK: Printing

    func show(_ value: Value) -> String { show(value, nested: false) }

    private func show(_ value: Value, nested: Bool) -> String {
        switch value {
        case .void: return "()"
        case .int(let number): return String(number)
        case .double(let number): return String(number)
        case .sized(let number): return number.description
        case .float(let number): return number.description
        case .bool(let flag): return String(flag)
        case .string(let text): return nested ? text.debugDescription : text
        case .character(let character): return nested ? String(character).debugDescription : String(character)
        case .none: return "nil"
        case .some(let wrapped): return "Optional(\(show(wrapped, nested: true)))"
        case .array(let array): return "[" + array.elements.map { show($0, nested: true) }.joined(separator: ", ") + "]"
        case .tuple(let tuple):
            let parts = zip(tuple.labels, tuple.elements).map { label, element in
                (label.map { "\($0): " } ?? "") + show(element, nested: true)
            }
            return "(" + parts.joined(separator: ", ") + ")"
        case .stringIndex(let index): return "\(index)"
        case .range(let range):
            let separator = range.kind == .closed ? "..." : "..<"
            return (range.lower.map { show($0, nested: true) } ?? "") + separator + (range.upper.map { show($0, nested: true) } ?? "")
        case .native(let object): return object.describe()
        default: return "<\(value)>"
        }
    }
}
