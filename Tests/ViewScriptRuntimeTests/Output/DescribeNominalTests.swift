import Testing
@testable import ViewScriptRuntime

/// Structs, enums and classes (corpus 033, 052, 055, 058, 059).
@Suite struct DescribeNominalTests {
    let interpreter = Fixture.interpreter()

    @Test func structsAreBareAtTopLevelAndQualifiedInside() throws {
        let point = Fixture.point(1, 2)
        #expect(try interpreter.describe(point) == "Point(x: 1, y: 2)")
        #expect(try interpreter.debugDescribe(point) == "main.Point(x: 1, y: 2)")
        #expect(try interpreter.describe(Fixture.array(Fixture.point(0, 0))) == "[main.Point(x: 0, y: 0)]")
        #expect(try interpreter.describe(.some(point)) == "Optional(main.Point(x: 1, y: 2))")
        #expect(try interpreter.describe(Fixture.dictionary((.string("k"), point))) == "[\"k\": main.Point(x: 1, y: 2)]")
        let rect = Fixture.type(.structType, "Rect", [Fixture.property("origin"), Fixture.property("label", .optional(.string))])
        let value = Value.structValue(StructValue(type: rect, fields: [point, .none]))
        #expect(try interpreter.describe(value) == "Rect(origin: main.Point(x: 1, y: 2), label: nil)")
        let empty = Fixture.type(.structType, "Empty")
        #expect(try interpreter.describe(.structValue(StructValue(type: empty, fields: []))) == "Empty()")
    }

    @Test func nestedAndLocalTypeNames() throws {
        // 059-nested-type-names.
        let outer = Fixture.type(.structType, "Outer", [Fixture.property("inner"), Fixture.property("mode")])
        let inner = Fixture.type(.structType, "Inner", [Fixture.property("v", .int)], parent: outer)
        let mode = Fixture.enumType("Mode", [("on", nil), ("off", nil)], parent: outer)
        let ref = Fixture.type(.classType, "Ref", parent: outer)
        let innerValue = Value.structValue(StructValue(type: inner, fields: [.int(1)]))
        let outerValue = Value.structValue(StructValue(type: outer, fields: [innerValue, Fixture.enumCase(mode, "on")]))
        #expect(try interpreter.describe(outerValue) == "Outer(inner: main.Outer.Inner(v: 1), mode: main.Outer.Mode.on)")
        #expect(try interpreter.describe(innerValue) == "Inner(v: 1)")
        #expect(try interpreter.describe(Fixture.enumCase(mode, "on")) == "on")
        #expect(try interpreter.debugDescribe(Fixture.enumCase(mode, "off")) == "main.Outer.Mode.off")
        #expect(try interpreter.describe(.object(Instance(type: ref, fields: []))) == "main.Outer.Ref")
        #expect(try interpreter.describe(Fixture.tuple(innerValue, .int(1))) == "(main.Outer.Inner(v: 1), 1)")
        #expect(try interpreter.describe(.type(.nominal(inner, []))) == "Inner")
        #expect(try interpreter.debugDescribe(.type(.nominal(inner, []))) == "main.Outer.Inner")
        let local = Fixture.type(.structType, "LocalStruct", [Fixture.property("a", .int)])
        local.isLocal = true
        #expect(try interpreter.describe(.structValue(StructValue(type: local, fields: [.int(1)]))) == "LocalStruct(a: 1)")
    }

    @Test func genericStructsPrintTheirArguments() throws {
        let generic = Fixture.type(.structType, "Generic", [Fixture.property("value", .generic("T"))], generic: ["T"])
        let outer = Fixture.type(.structType, "Outer")  // kept alive: `parent` is weak
        let inner = Fixture.type(.structType, "Inner", [Fixture.property("v", .int)], parent: outer)
        func make(_ value: Value) -> Value { .structValue(StructValue(type: generic, fields: [value])) }
        #expect(try interpreter.describe(make(.int(1))) == "Generic<Int>(value: 1)")
        let inners = Fixture.array(.structValue(StructValue(type: inner, fields: [.int(1)])))
        #expect(try interpreter.describe(make(inners)) == "Generic<Array<Inner>>(value: [main.Outer.Inner(v: 1)])")
        #expect(try interpreter.debugDescribe(make(.string("s"))) == "main.Generic<Swift.String>(value: \"s\")")
        #expect(try interpreter.describe(Fixture.array(make(.int(1)))) == "[main.Generic<Swift.Int>(value: 1)]")
        let known = Value.structValue(StructValue(type: generic, fields: [.none], genericArguments: [.optional(.int)]))
        #expect(try interpreter.describe(known) == "Generic<Optional<Int>>(value: nil)")
    }

    @Test func enumCasesAndPayloads() throws {
        // 033-enum-associated-values.
        let shape = Fixture.enumType("Shape", [("circle", ["radius"]), ("rectangle", ["width", "height"]),
                                               ("triangle", [nil, nil, nil]), ("point", nil)])
        let circle = Fixture.enumCase(shape, "circle", .double(2))
        #expect(try interpreter.describe(circle) == "circle(radius: 2.0)")
        #expect(try interpreter.debugDescribe(circle) == "main.Shape.circle(radius: 2.0)")
        #expect(try interpreter.describe(Fixture.enumCase(shape, "triangle", .double(3), .double(4), .double(5)))
                == "triangle(3.0, 4.0, 5.0)")
        #expect(try interpreter.describe(Fixture.array(Fixture.enumCase(shape, "rectangle", .double(2), .double(5)),
                                                       Fixture.enumCase(shape, "point")))
                == "[main.Shape.rectangle(width: 2.0, height: 5.0), main.Shape.point]")
        let box = Fixture.enumType("Box", [("value", [nil]), ("pair", [nil]), ("lab", ["a", nil])])
        #expect(try interpreter.printed(Fixture.enumCase(box, "value", .none), Fixture.enumCase(box, "value", .some(.int(3))),
                                        Fixture.enumCase(box, "pair", Fixture.tuple(.int(1), .string("x"))),
                                        Fixture.enumCase(box, "lab", .int(1), .int(2)))
                == "value(nil) value(Optional(3)) pair(1, \"x\") lab(a: 1, 2)\n")
        let expr = Fixture.enumType("Expr", [("num", [nil]), ("add", [nil, nil])])
        let sum = Fixture.enumCase(expr, "add", Fixture.enumCase(expr, "num", .int(2)), Fixture.enumCase(expr, "num", .int(3)))
        #expect(try interpreter.describe(sum) == "add(main.Expr.num(2), main.Expr.num(3))")
    }

    @Test func errorsPrintLikeOtherValues() throws {
        // 052-errors-do-catch.
        let vending = Fixture.enumType("VendingError", [("outOfStock", nil), ("insufficientFunds", ["coinsNeeded"])],
                                       conformances: ["Error"])
        let nested = Fixture.enumType("Nested", [("wrapped", [nil])], conformances: ["Error"])
        let parse = Fixture.type(.structType, "ParseError", [Fixture.property("line", .int), Fixture.property("message", .string)],
                                 conformances: ["Error"])
        let classError = Fixture.type(.classType, "ClassError", conformances: ["Error"])
        #expect(try interpreter.describe(Fixture.enumCase(vending, "insufficientFunds", .int(3))) == "insufficientFunds(coinsNeeded: 3)")
        #expect(try interpreter.describe(Fixture.enumCase(nested, "wrapped", Fixture.enumCase(vending, "outOfStock")))
                == "wrapped(main.VendingError.outOfStock)")
        let parseValue = Value.structValue(StructValue(type: parse, fields: [.int(2), .string("x")]))
        #expect(try interpreter.describe(parseValue) == "ParseError(line: 2, message: \"x\")")
        #expect(try interpreter.debugDescribe(parseValue) == "main.ParseError(line: 2, message: \"x\")")
        let strings = Fixture.array(.string(try interpreter.describe(parseValue)),
                                    .string(try interpreter.describe(.object(Instance(type: classError, fields: [])))))
        #expect(try interpreter.describe(strings) == #"["ParseError(line: 2, message: \"x\")", "main.ClassError"]"#)
    }

    @Test func classesPrintTheirQualifiedNameEverywhere() throws {
        let account = Fixture.type(.classType, "Account", [Fixture.property("balance", .int)])
        let object = Value.object(Instance(type: account, fields: [.int(5)]))
        #expect(try interpreter.describe(object) == "main.Account")
        #expect(try interpreter.debugDescribe(object) == "main.Account")
        #expect(try interpreter.describe(Fixture.array(object)) == "[main.Account]")
        let gen = Fixture.type(.classType, "Gen", [Fixture.property("v", .generic("T"))], generic: ["T"])
        #expect(try interpreter.describe(.object(Instance(type: gen, fields: [.int(1)]))) == "main.Gen<Swift.Int>")
    }

    @Test func lazyAndWeakFieldsShowTheirStorage() throws {
        let lazy = Fixture.type(.structType, "L", [Fixture.property("a", .int), Fixture.property("b", .int, lazy: true)])
        #expect(try interpreter.describe(.structValue(StructValue(type: lazy, fields: [.int(1), .none])))
                == "L(a: 1, $__lazy_storage_$_b: nil)")
        #expect(try interpreter.describe(.structValue(StructValue(type: lazy, fields: [.int(1), .int(2)])))
                == "L(a: 1, $__lazy_storage_$_b: Optional(2))")
        let empty = Fixture.type(.classType, "Empty")
        let holder = Fixture.type(.structType, "W", [Fixture.property("e", weak: true)])
        let value = Value.structValue(StructValue(type: holder, fields: [.object(Instance(type: empty, fields: []))]))
        #expect(try interpreter.describe(value) == "W(e: Optional(main.Empty))")
    }

    @Test func keyPathsPrintTheirComponents() throws {
        let point = Fixture.pointType
        let path = Value.keyPath(KeyPathValue(root: .nominal(point, []), components: [.property("x")]))
        #expect(try interpreter.describe(path) == "\\Point.x")
        #expect(try interpreter.describe(Fixture.array(path)) == "[\\Point.x]")
        let chained = Value.keyPath(KeyPathValue(root: .nominal(point, []),
                                                 components: [.property("o"), .optional, .property("y")]))
        #expect(try interpreter.describe(chained) == "\\Point.o?.y?")
        let forced = Value.keyPath(KeyPathValue(root: .nominal(point, []), components: [.property("o"), .forceUnwrap, .property("y")]))
        #expect(try interpreter.describe(forced) == "\\Point.o!.y")
    }
}
