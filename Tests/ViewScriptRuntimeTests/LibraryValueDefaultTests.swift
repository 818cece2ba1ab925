import Testing
import ViewScriptSyntax
@testable import ViewScriptRuntime

/// A property whose default is a library geometry value written with its type name takes that
/// type, so an implicit member assigned later is a member of it (issue 20 audit).
@Suite struct LibraryValueDefaultTests {
    func run(_ text: String) -> ScriptRunner.Outcome {
        ScriptRunner.run(SourceFile(path: "main.swift", text: text))
    }

    @Test func anImplicitMemberAssignedToAnInferredGeometryPropertyIsItsValue() {
        let outcome = run("""
            import SwiftUI
            struct Card {
                var offset = CGSize.zero
                var tilt = Angle.degrees(45)
                var drop = CGPoint(x: 1, y: 2)
                mutating func reset() { offset = CGSize(width: 3, height: 4); offset = .zero; tilt = .zero; drop = .zero }
            }
            var card = Card()
            card.reset()
            print(card.offset, card.tilt, card.drop)
            """)
        #expect(outcome.error == nil)
        #expect(outcome.output == "(0.0, 0.0) Angle(radians: 0.0) (0.0, 0.0)\n")
    }

    @Test func aTypeOfTheProgramWithALibraryNameKeepsItsOwnMembers() {
        let outcome = run("""
            struct UnitPoint { var x = 0; static let middle = UnitPoint(x: 5) }
            struct Holder { var point = UnitPoint.middle }
            print(Holder().point.x)
            """)
        #expect(outcome.error == nil)
        #expect(outcome.output == "5\n")
    }
}
