import Testing
import ViewScriptSyntax
@testable import ViewScriptRuntime

/// An interpreter to call the collection library with, and shorthands for values.
final class CollectionHarness {
    let interpreter = Interpreter(program: Program(file: SourceFile(path: "t.view", text: "")))
    var context: CallContext { CallContext(interpreter: interpreter, range: SourceRange(0, 0)) }

    /// `value.name`.
    func property(_ name: String, of value: Value) throws -> Value? {
        try Library.property(name, of: value, context)
    }

    /// `value.name(label: argument, ...)` on a copy of `value`.
    func call(_ value: Value, _ name: String, _ arguments: (String?, Value)...) throws -> Value? {
        var receiver = value
        return try Library.method(name, labels: arguments.map(\.0), receiver: &receiver,
                                  arguments: arguments.map(\.1), context)
    }

    /// `value.name(...)` on `value` itself (mutating methods).
    func mutate(_ value: inout Value, _ name: String, _ arguments: (String?, Value)...) throws -> Value? {
        #expect(Library.Mutability(name).mutates(value))
        return try Library.method(name, labels: arguments.map(\.0), receiver: &value,
                                  arguments: arguments.map(\.1), context)
    }

    /// `Array(...)`, `Set(...)`, `Dictionary(...)`.
    func construct(_ type: String, _ arguments: (String?, Value)...) throws -> Value? {
        try Library.constructCollection(type, labels: arguments.map(\.0), arguments: arguments.map(\.1), context)
    }

    /// `zip(...)`, `stride(...)`.
    func function(_ name: String, _ arguments: (String?, Value)...) throws -> Value? {
        try Library.collectionFunction(name, labels: arguments.map(\.0), arguments: arguments.map(\.1), context)
    }

    /// The message of the trap `body` stops with, or nil when it does not trap.
    func trap(_ body: () throws -> Any?) -> String? {
        do {
            _ = try body()
            return nil
        } catch let error as RuntimeError where error.isTrap {
            return error.message
        } catch {
            return "not a trap: \(error)"
        }
    }
}

// MARK: Values

func ints(_ values: Int...) -> Value { .array(ArrayValue(values.map(Value.int))) }
func intArray(_ values: [Int]) -> Value { .array(ArrayValue(values.map(Value.int))) }
func strings(_ values: String...) -> Value { .array(ArrayValue(values.map(Value.string))) }
func slice(_ values: [Int], from start: Int) -> Value {
    .array(ArrayValue(values.map(Value.int), sliceStart: start))
}
func intSet(_ values: Int...) -> Value { .set(SetValue(values.map(Value.int))) }
func halfOpen(_ lower: Int, _ upper: Int) -> Value {
    .range(RangeValue(.halfOpen, lower: .int(lower), upper: .int(upper)))
}
func closed(_ lower: Int, _ upper: Int) -> Value { .range(RangeValue(.closed, lower: .int(lower), upper: .int(upper))) }
func tuple(_ values: Value..., labels: [String?]? = nil) -> Value { .tuple(TupleValue(values, labels: labels)) }
func dictionary(_ pairs: (String, Int)...) -> Value {
    var result = DictionaryValue()
    for (key, value) in pairs { result.updateValue(.int(value), forKey: .string(key)) }
    return .dictionary(result)
}

/// A closure value of the simulated program.
func closure(_ body: @escaping ([Value]) throws -> Value) -> Value {
    .function(Function(builtin: "closure") { _, arguments in try body(arguments) })
}

/// `{ $0 op $1 }` and `{ $0 op k }` over Ints.
func intClosure(_ body: @escaping (Int) -> Value) -> Value {
    closure { arguments in body(arguments[0].asInt!) }
}
func intPredicate(_ body: @escaping (Int) -> Bool) -> Value { intClosure { .bool(body($0)) } }
func intOrder(_ body: @escaping (Int, Int) -> Bool) -> Value {
    closure { arguments in .bool(body(arguments[0].asInt!, arguments[1].asInt!)) }
}

extension Value {
    /// The Ints of an array value (test shorthand).
    var intElements: [Int]? { asArray?.elements.compactMap(\.asInt) }
}
