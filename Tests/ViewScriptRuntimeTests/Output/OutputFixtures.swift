import ViewScriptSyntax
@testable import ViewScriptRuntime

/// Types and values built by hand, as the compiler would build them, for the output tests.
enum Fixture {
    static func interpreter() -> Interpreter {
        Interpreter(program: Program(file: SourceFile(path: "t.view", text: "")))
    }

    static func property(_ name: String, _ type: RuntimeType? = nil, lazy: Bool = false,
                         weak: Bool = false) -> StoredProperty {
        StoredProperty(name: name, type: type, isLet: false, initializer: nil, willSet: nil, didSet: nil,
                       wrapper: nil, isLazy: lazy, isWeak: weak, range: SourceRange(0, 0))
    }

    static func type(_ kind: NominalType.Kind, _ name: String, _ properties: [StoredProperty] = [],
                     parent: NominalType? = nil, superclass: NominalType? = nil,
                     generic: [String] = [], conformances: [String] = []) -> NominalType {
        let type = NominalType(kind: kind, name: name, parent: parent, declaration: nil)
        type.storedProperties = properties
        for (index, property) in properties.enumerated() { type.fieldIndex[property.name] = index }
        type.superclass = superclass
        type.genericParameters = generic
        type.conformances = conformances
        parent?.nestedTypes[name] = type
        return type
    }

    /// An enum with cases given as `(name, payload labels)`; `nil` labels: no payload.
    static func enumType(_ name: String, _ cases: [(String, [String?]?)], parent: NominalType? = nil,
                         conformances: [String] = []) -> NominalType {
        let type = Fixture.type(.enumType, name, parent: parent, conformances: conformances)
        type.enumCases = cases.map { name, labels in
            EnumCaseInfo(name: name, payloadLabels: labels, payloadTypes: labels?.map { _ in .any } ?? [],
                         payloadDefaults: labels?.map { _ in nil } ?? [], rawValue: nil)
        }
        for (index, info) in type.enumCases.enumerated() { type.caseIndex[info.name] = index }
        return type
    }

    static func enumCase(_ type: NominalType, _ name: String, _ payload: Value...) -> Value {
        .enumValue(EnumValue(type: type, caseIndex: type.caseIndex[name]!, payload: payload))
    }

    static var pointType: NominalType { type(.structType, "Point", [property("x", .int), property("y", .int)]) }

    static func point(_ x: Int, _ y: Int) -> Value {
        .structValue(StructValue(type: pointType, fields: [.int(x), .int(y)]))
    }

    static func array(_ elements: Value...) -> Value { .array(ArrayValue(elements)) }
    static func ints(_ elements: Int...) -> Value { .array(ArrayValue(elements.map(Value.int))) }
    static func tuple(_ elements: Value..., labels: [String?]? = nil) -> Value {
        .tuple(TupleValue(elements, labels: labels))
    }
    static func dictionary(_ pairs: (Value, Value)...) -> Value {
        var dictionary = DictionaryValue()
        for (key, value) in pairs { dictionary.updateValue(value, forKey: key) }
        return .dictionary(dictionary)
    }
}

extension Interpreter {
    /// What `print(items...)` writes, taken from the output.
    func printed(_ items: Value..., separator: String = " ", terminator: String = "\n") throws -> String {
        try printLine(items, separator: separator, terminator: terminator)
        return takeOutput()
    }

    func debugPrinted(_ items: Value..., separator: String = " ", terminator: String = "\n") throws -> String {
        try debugPrintLine(items, separator: separator, terminator: terminator)
        return takeOutput()
    }
}
