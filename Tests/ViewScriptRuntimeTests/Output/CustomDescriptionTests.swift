import Testing
@testable import ViewScriptRuntime

/// User types with `description` / `debugDescription` (corpus 055, 057, 059). The getter is
/// user code the interpreter runs; here a table of texts stands in for it, behind the same
/// conformance rules the interpreter applies.
@Suite struct CustomDescriptionTests {
    let interpreter = Fixture.interpreter()
    let custom = Fixture.type(.structType, "Custom", [Fixture.property("a", .int)],
                              conformances: ["CustomStringConvertible", "CustomDebugStringConvertible"])
    let onlyDescription = Fixture.type(.structType, "OnlyDescription", conformances: ["CustomStringConvertible"])
    let onlyDebug = Fixture.type(.structType, "OnlyDebug", conformances: ["CustomDebugStringConvertible"])

    /// Property texts by type name, then property name.
    let texts = ["Custom": ["description": "plain", "debugDescription": "DEBUG"],
                 "OnlyDescription": ["description": "only-desc"], "OnlyDebug": ["debugDescription": "dbg"],
                 "Desc": ["description": "Desc!"], "WithDescription": ["description": "WD"],
                 "Color": ["description": "R"], "Item": ["description": "custom item"]]

    var formatter: ValueFormatter {
        ValueFormatter(interpreter: interpreter) { [texts] value, debug in
            guard let type = Interpreter.userType(of: value),
                  let property = Interpreter.descriptionProperty(of: type, debug: debug) else { return nil }
            return texts[type.name]?[property]
        }
    }

    func value(_ type: NominalType, _ fields: Value...) -> Value { .structValue(StructValue(type: type, fields: fields)) }

    @Test func printPrefersDescriptionAndDebugPrintDebugDescription() throws {
        #expect(try formatter.string(value(custom, .int(1)), debug: false) == "plain")
        #expect(try formatter.string(value(custom, .int(1)), debug: true) == "DEBUG")
        #expect(try formatter.string(Fixture.array(value(custom, .int(1))), debug: false) == "[DEBUG]")
        #expect(try formatter.string(value(onlyDescription), debug: true) == "only-desc")
        #expect(try formatter.string(Fixture.array(value(onlyDescription)), debug: false) == "[only-desc]")
        #expect(try formatter.string(value(onlyDebug), debug: false) == "dbg")
        #expect(try formatter.string(Fixture.array(value(onlyDebug)), debug: false) == "[dbg]")
    }

    @Test func customTextAppearsInEveryNestedPosition() throws {
        let holder = Fixture.type(.structType, "Holder", [Fixture.property("c")])
        let color = Fixture.enumType("Color", [("red", nil)], conformances: ["CustomStringConvertible"])
        let wrapper = Fixture.enumType("Wrapper", [("wrapped", [nil])])
        #expect(try formatter.string(value(holder, value(onlyDescription)), debug: false) == "Holder(c: only-desc)")
        #expect(try formatter.string(.some(value(custom, .int(1))), debug: false) == "Optional(DEBUG)")
        #expect(try formatter.string(Fixture.enumCase(color, "red"), debug: false) == "R")
        #expect(try formatter.string(Fixture.array(Fixture.enumCase(color, "red")), debug: false) == "[R]")
        #expect(try formatter.string(Fixture.enumCase(wrapper, "wrapped", Fixture.enumCase(color, "red")), debug: false)
                == "wrapped(R)")
        let namespace = Fixture.enumType("Namespace", [])
        let item = Fixture.type(.structType, "Item", parent: namespace, conformances: ["CustomStringConvertible"])
        #expect(try formatter.string(Fixture.tuple(value(item), Fixture.array(value(item))), debug: false)
                == "(custom item, [custom item])")
    }

    @Test func dumpHeadersUseTheCustomText() throws {
        // 057-dump-classes-enums.
        let desc = Fixture.type(.structType, "Desc", [Fixture.property("a", .int)], conformances: ["CustomStringConvertible"])
        let withDescription = Fixture.type(.classType, "WithDescription", [Fixture.property("secret", .int)],
                                           conformances: ["CustomStringConvertible"])
        func dump(_ value: Value) throws -> String {
            var dumper = Dumper(formatter: formatter, itemsLeft: .max)
            try dumper.dump(value, name: nil, indent: 0, maxDepth: .max)
            return dumper.text
        }
        #expect(try dump(.object(Instance(type: withDescription, fields: [.int(1)]))) == "▿ WD #0\n  - secret: 1\n")
        #expect(try dump(value(desc, .int(1))) == "▿ Desc!\n  - a: 1\n")
        #expect(try dump(Fixture.array(value(desc, .int(1)))) == "▿ 1 element\n  ▿ Desc!\n    - a: 1\n")
    }

    @Test func conformanceRulesChooseTheProperty() {
        #expect(Interpreter.descriptionProperty(of: custom, debug: false) == "description")
        #expect(Interpreter.descriptionProperty(of: custom, debug: true) == "debugDescription")
        #expect(Interpreter.descriptionProperty(of: onlyDescription, debug: true) == "description")
        #expect(Interpreter.descriptionProperty(of: onlyDebug, debug: false) == "debugDescription")
        #expect(Interpreter.descriptionProperty(of: Fixture.pointType, debug: false) == nil)
        // A user protocol refining CustomStringConvertible, and a subclass of a conforming class.
        let named = Fixture.type(.protocolType, "Named", conformances: ["CustomStringConvertible"])
        let person = Fixture.type(.structType, "Person")
        person.protocols = [named]
        #expect(Interpreter.descriptionProperty(of: person, debug: true) == "description")
        let base = Fixture.type(.classType, "Base", conformances: ["CustomStringConvertible"])
        let sub = Fixture.type(.classType, "Sub", superclass: base)
        #expect(Interpreter.descriptionProperty(of: sub, debug: false) == "description")
    }

    @Test func typesWithoutCustomDescriptionNeverRunUserCode() throws {
        #expect(try interpreter.customDescription(of: Fixture.point(1, 2), debug: false) == nil)
        #expect(try interpreter.customDescription(of: .int(1), debug: true) == nil)
    }
}
