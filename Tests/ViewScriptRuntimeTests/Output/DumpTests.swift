import Testing
@testable import ViewScriptRuntime

/// `dump` output, line for line from corpus 056-dump-values and 057-dump-classes-enums.
@Suite struct DumpTests {
    let interpreter = Fixture.interpreter()

    func lines(_ lines: String...) -> String { lines.map { $0 + "\n" }.joined() }

    @Test func scalarsAreLeaves() throws {
        #expect(try interpreter.dump(.int(42)) == "- 42\n")
        #expect(try interpreter.dump(.string("hello")) == "- \"hello\"\n")
        #expect(try interpreter.dump(.double(3.5)) == "- 3.5\n")
        #expect(try interpreter.dump(.bool(true)) == "- true\n")
        #expect(try interpreter.dump(.character("c")) == "- \"c\"\n")
        #expect(try interpreter.dump(.void) == "- (0 elements)\n")
        #expect(try interpreter.dump(.function(Function(builtin: "f") { _, _ in .void })) == "- (Function)\n")
        #expect(try interpreter.dump(.int(5), name: "five") == "- five: 5\n")
        #expect(try interpreter.dump(.none, name: "n") == "- n: nil\n")
    }

    @Test func collections() throws {
        #expect(try interpreter.dump(Fixture.ints(1, 2, 3)) == lines("▿ 3 elements", "  - 1", "  - 2", "  - 3"))
        #expect(try interpreter.dump(Fixture.ints()) == "- 0 elements\n")
        #expect(try interpreter.dump(Fixture.array(Fixture.ints(1), Fixture.ints(2, 3)))
                == lines("▿ 2 elements", "  ▿ 1 element", "    - 1", "  ▿ 2 elements", "    - 2", "    - 3"))
        #expect(try interpreter.dump(Fixture.ints(1, 2), name: "named") == lines("▿ named: 2 elements", "  - 1", "  - 2"))
        #expect(try interpreter.dump(Fixture.dictionary((.string("single"), .int(1))))
                == lines("▿ 1 key/value pair", "  ▿ (2 elements)", "    - key: \"single\"", "    - value: 1"))
        #expect(try interpreter.dump(.set(SetValue([.int(9)]))) == lines("▿ 1 member", "  - 9"))
        #expect(try interpreter.dump(.array(ArrayValue([.int(2), .int(3)], sliceStart: 1)))
                == lines("▿ 2 elements", "  - 2", "  - 3"))
    }

    @Test func optionalsAndTuples() throws {
        #expect(try interpreter.dump(.some(.int(5))) == lines("▿ Optional(5)", "  - some: 5"))
        #expect(try interpreter.dump(.none) == "- nil\n")
        #expect(try interpreter.dump(.some(.some(.string("x"))))
                == lines("▿ Optional(Optional(\"x\"))", "  ▿ some: Optional(\"x\")", "    - some: \"x\""))
        #expect(try interpreter.dump(Fixture.tuple(.int(1), .string("two")))
                == lines("▿ (2 elements)", "  - .0: 1", "  - .1: \"two\""))
        #expect(try interpreter.dump(Fixture.tuple(.int(1), .double(2.5), labels: ["x", "y"]))
                == lines("▿ (2 elements)", "  - x: 1", "  - y: 2.5"))
    }

    @Test func structs() throws {
        #expect(try interpreter.dump(Fixture.point(1, 2)) == lines("▿ main.Point", "  - x: 1", "  - y: 2"))
        let line = Fixture.type(.structType, "Line", [Fixture.property("from"), Fixture.property("to"),
                                                      Fixture.property("label", .optional(.string))])
        let value = Value.structValue(StructValue(type: line, fields: [Fixture.point(0, 0), Fixture.point(3, 4), .some(.string("diag"))]))
        #expect(try interpreter.dump(value) == lines(
            "▿ main.Line", "  ▿ from: main.Point", "    - x: 0", "    - y: 0", "  ▿ to: main.Point", "    - x: 3",
            "    - y: 4", "  ▿ label: Optional(\"diag\")", "    - some: \"diag\""))
        let empty = Fixture.type(.structType, "Empty")
        #expect(try interpreter.dump(.structValue(StructValue(type: empty, fields: []))) == "- main.Empty\n")
        let withArray = Fixture.type(.structType, "WithArray", [Fixture.property("values"), Fixture.property("flag", .bool)])
        #expect(try interpreter.dump(.structValue(StructValue(type: withArray, fields: [Fixture.ints(7, 8), .bool(false)])))
                == lines("▿ main.WithArray", "  ▿ values: 2 elements", "    - 7", "    - 8", "  - flag: false"))
        let generic = Fixture.type(.structType, "Generic", [Fixture.property("value", .generic("T"))], generic: ["T"])
        #expect(try interpreter.dump(.structValue(StructValue(type: generic, fields: [.int(1)])))
                == lines("▿ main.Generic<Swift.Int>", "  - value: 1"))
    }

    @Test func ranges() throws {
        #expect(try interpreter.dump(.range(RangeValue(.halfOpen, lower: .int(1), upper: .int(4))))
                == lines("▿ Range(1..<4)", "  - lowerBound: 1", "  - upperBound: 4"))
        #expect(try interpreter.dump(.range(RangeValue(.closed, lower: .int(1), upper: .int(3))))
                == lines("▿ ClosedRange(1...3)", "  - lowerBound: 1", "  - upperBound: 3"))
        #expect(try interpreter.dump(.range(RangeValue(.from, lower: .int(5), upper: nil)))
                == lines("▿ Swift.PartialRangeFrom<Swift.Int>", "  - lowerBound: 5"))
    }

    @Test func depthAndItemLimits() throws {
        let points = Fixture.array(Fixture.point(1, 1), Fixture.point(2, 2))
        #expect(try interpreter.dump(points, maxDepth: 1) == lines("▿ 2 elements", "  ▹ main.Point", "  ▹ main.Point"))
        #expect(try interpreter.dump(Fixture.ints(1, 2, 3), maxDepth: 0) == "▹ 3 elements\n")
        #expect(try interpreter.dump(Fixture.ints(0, 1, 2, 3, 4), maxItems: 3)
                == lines("▿ 5 elements", "  - 0", "  - 1", "    (3 more children)"))
        #expect(try interpreter.dump(Fixture.ints(1, 2, 3, 4), maxItems: 2) == lines("▿ 4 elements", "  - 1", "    (3 more children)"))
        #expect(try interpreter.dump(Fixture.array(Fixture.ints(1, 2), Fixture.ints(3, 4)), maxItems: 3)
                == lines("▿ 2 elements", "  ▿ 2 elements", "    - 1", "      (1 more child)", "    (1 more child)"))
        #expect(try interpreter.dump(Fixture.ints(1, 2), indent: 2) == lines("  ▿ 2 elements", "    - 1", "    - 2"))
    }

    @Test func enums() throws {
        let direction = Fixture.enumType("Direction", [("north", nil), ("south", nil)])
        let shape = Fixture.enumType("Shape", [("circle", ["radius"]), ("rect", [nil, nil]), ("one", [nil])])
        #expect(try interpreter.dump(Fixture.enumCase(direction, "north")) == "- main.Direction.north\n")
        #expect(try interpreter.dump(Fixture.enumCase(shape, "circle", .double(1.5)))
                == lines("▿ main.Shape.circle", "  ▿ circle: (1 element)", "    - radius: 1.5"))
        #expect(try interpreter.dump(Fixture.enumCase(shape, "rect", .double(2), .double(3)))
                == lines("▿ main.Shape.rect", "  ▿ rect: (2 elements)", "    - .0: 2.0", "    - .1: 3.0"))
        #expect(try interpreter.dump(Fixture.enumCase(shape, "one", .int(5))) == lines("▿ main.Shape.one", "  - one: 5"))
        #expect(try interpreter.dump(Fixture.array(Fixture.enumCase(direction, "south")))
                == lines("▿ 1 element", "  - main.Direction.south"))
    }

    @Test func classesWithSuperclassesAndNumbering() throws {
        let animal = Fixture.type(.classType, "Animal", [Fixture.property("name", .string)])
        let dog = Fixture.type(.classType, "Dog", [Fixture.property("tricks")], superclass: animal)
        let rex = Value.object(Instance(type: dog, fields: [.string("rex"), Fixture.array(.string("sit"), .string("roll"))]))
        #expect(try interpreter.dump(rex) == lines(
            "▿ main.Dog #0", "  ▿ super: main.Animal", "    - name: \"rex\"", "  ▿ tricks: 2 elements",
            "    - \"sit\"", "    - \"roll\""))
        let shared = Value.object(Instance(type: animal, fields: [.string("shared")]))
        #expect(try interpreter.dump(Fixture.array(shared, shared)) == lines(
            "▿ 2 elements", "  ▿ main.Animal #0", "    - name: \"shared\"", "  ▿ main.Animal #0"))
        let empty = Fixture.type(.classType, "Empty")
        #expect(try interpreter.dump(.object(Instance(type: empty, fields: []))) == "- main.Empty #0\n")
        let opt = Value.some(.object(Instance(type: dog, fields: [.string("opt"), Fixture.array()])))
        #expect(try interpreter.dump(opt) == lines(
            "▿ Optional(main.Dog)", "  ▿ some: main.Dog #0", "    ▿ super: main.Animal", "      - name: \"opt\"",
            "    - tricks: 0 elements"))
        // A subclass without fields of its own is a leaf header, its superclass still follows.
        let sub = Fixture.type(.classType, "Sub", superclass: animal)
        #expect(try interpreter.dump(.object(Instance(type: sub, fields: [.string("b")])))
                == lines("- main.Sub #0", "  ▿ super: main.Animal", "    - name: \"b\""))
        let child = Fixture.type(.classType, "E2", [Fixture.property("q", .int)], superclass: empty)
        #expect(try interpreter.dump(.object(Instance(type: child, fields: [.int(1)])))
                == lines("▿ main.E2 #0", "  - super: main.Empty", "  - q: 1"))
    }

    @Test func linkedObjectsAreNumberedInOrderAndCyclesStop() throws {
        let node = Fixture.type(.classType, "Node", [Fixture.property("value", .int), Fixture.property("next", .optional(.any))])
        let second = Instance(type: node, fields: [.int(2), .none])
        let first = Instance(type: node, fields: [.int(1), .some(.object(second))])
        #expect(try interpreter.dump(.object(first)) == lines(
            "▿ main.Node #0", "  - value: 1", "  ▿ next: Optional(main.Node)", "    ▿ some: main.Node #1",
            "      - value: 2", "      - next: nil"))
        second.fields[1] = .some(.object(second))
        #expect(try interpreter.dump(.object(second)) == lines(
            "▿ main.Node #0", "  - value: 2", "  ▿ next: Optional(main.Node)", "    ▿ some: main.Node #0"))
        second.fields[1] = .none  // the cycle made above, broken (the sanitizer run checks for leaks)
        let holder = Fixture.type(.structType, "Holder", [Fixture.property("animal"), Fixture.property("dir")])
        let animal = Fixture.type(.classType, "Animal", [Fixture.property("name", .string)])
        let direction = Fixture.enumType("Direction", [("south", nil)])
        let value = Value.structValue(StructValue(type: holder, fields: [
            .object(Instance(type: animal, fields: [.string("held")])), Fixture.enumCase(direction, "south")]))
        #expect(try interpreter.dump(value) == lines(
            "▿ main.Holder", "  ▿ animal: main.Animal #0", "    - name: \"held\"", "  - dir: main.Direction.south"))
    }

    @Test func metatypesAreNumberedToo() throws {
        #expect(try interpreter.dump(.type(.int)) == "- Swift.Int #0\n")
        #expect(try interpreter.dump(Fixture.array(.type(.int), .type(.int)))
                == lines("▿ 2 elements", "  - Swift.Int #0", "  - Swift.Int #0"))
    }
}
