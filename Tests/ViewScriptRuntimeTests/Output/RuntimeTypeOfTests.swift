import Testing
@testable import ViewScriptRuntime

/// `type(of:)` and the type names values print with (corpus 006, 021, 023, 024, 058, 059).
@Suite struct RuntimeTypeOfTests {
    let interpreter = Fixture.interpreter()

    func name(_ value: Value) -> String { interpreter.runtimeType(of: value).description }

    @Test func builtinValues() {
        #expect(name(.double(1.5)) == "Double")
        #expect(name(.some(.int(2))) == "Optional<Int>")
        #expect(name(.some(.some(.int(2)))) == "Optional<Optional<Int>>")
        #expect(name(Fixture.ints(1)) == "Array<Int>")
        #expect(name(.array(ArrayValue([], elementType: .string))) == "Array<String>")
        #expect(name(.array(ArrayValue([.int(3)], sliceStart: 2))) == "ArraySlice<Int>")
        #expect(name(.set(SetValue([.int(1)]))) == "Set<Int>")
        #expect(name(Fixture.dictionary((.string("k"), .double(1)))) == "Dictionary<String, Double>")
        #expect(name(Fixture.tuple(.int(1), .string("t"))) == "(Int, String)")
        #expect(name(Fixture.tuple(.int(1), .int(2), labels: ["x", "y"])) == "(x: Int, y: Int)")
        #expect(name(.void) == "()")
        #expect(name(.range(RangeValue(.halfOpen, lower: .int(0), upper: .int(5)))) == "Range<Int>")
        #expect(name(.range(RangeValue(.through, lower: nil, upper: .int(3)))) == "PartialRangeThrough<Int>")
        #expect(name(.type(.int)) == "Int.Type")
        #expect(name(.stringIndex("a".startIndex)) == "Index")
    }

    @Test func userTypes() {
        let color = Fixture.enumType("Color", [("red", nil)])
        #expect(name(Fixture.point(0, 0)) == "Point")
        #expect(name(Fixture.enumCase(color, "red")) == "Color")
        #expect(name(Fixture.array(Fixture.enumCase(color, "red"))) == "Array<Color>")
        let box = Fixture.type(.classType, "Box")
        #expect(name(.object(Instance(type: box, fields: []))) == "Box")
        #expect(interpreter.runtimeType(of: .object(Instance(type: box, fields: []))).reflectingDescription == "main.Box")
    }

    @Test func genericArgumentsAreInferredFromFields() {
        let pair = Fixture.type(.structType, "Pair", [Fixture.property("first", .generic("T")),
                                                      Fixture.property("second", .generic("T"))], generic: ["T"])
        #expect(name(.structValue(StructValue(type: pair, fields: [.int(1), .int(2)]))) == "Pair<Int>")
        let stack = Fixture.type(.structType, "Stack", [Fixture.property("items", .array(.generic("Element")))],
                                 generic: ["Element"])
        #expect(name(.structValue(StructValue(type: stack, fields: [Fixture.array(.string("a"))]))) == "Stack<String>")
        let either = Fixture.type(.structType, "Either", [Fixture.property("left", .optional(.generic("L"))),
                                                          Fixture.property("right", .optional(.generic("R")))],
                                  generic: ["L", "R"])
        #expect(name(.structValue(StructValue(type: either, fields: [.some(.int(1)), .some(.bool(true))]))) == "Either<Int, Bool>")
        let result = Fixture.enumType("Outcome", [("success", [nil])])
        result.genericParameters = ["Value"]
        result.enumCases[0].payloadTypes = [.generic("Value")]
        #expect(interpreter.runtimeType(of: Fixture.enumCase(result, "success", .int(1))).reflectingDescription
                == "main.Outcome<Swift.Int>")
    }

    @Test func functionTypes() {
        let definition = FunctionDefinition(name: "f", kind: .function, range: .init(0, 0))
        definition.parameters = [FunctionDefinition.Parameter(label: nil, name: "x", type: .int, defaultValue: nil,
                                                              isVariadic: false, isInout: false, isAutoclosure: false,
                                                              slot: LocalSlot(index: 0, name: "x", type: .int))]
        definition.resultType = .int
        let function = Value.function(Function(.user(definition, captures: [], boundSelf: nil)))
        #expect(name(function) == "(Int) -> Int")
    }
}
