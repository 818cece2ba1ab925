import Foundation
import Testing
@testable import ViewScriptRuntime

/// `docs/support.md` is the catalogue as a page: it is generated here and must match, so it
/// never goes stale. `RECORD_SNAPSHOTS=1 swift test --filter SupportDocumentTests` writes it
/// (and fails, so that a recording never passes silently).
@Suite struct SupportDocumentTests {
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../docs/support.md").standardized

    static func stateText(_ state: Catalogue.State) -> String {
        switch state {
        case .modelled: "modelled"
        case .inert: "inert (styles only)"
        case .notSimulated: "not simulated yet"
        }
    }

    /// `, iOS 18+` for a name newer than iOS 16 (docs/simulation.md, "iOS releases").
    static func releaseText(_ entry: Catalogue.Entry) -> String {
        if let introduced = entry.introduced { return ", iOS \(introduced.rawValue)+" }
        if let later = entry.introducedAfterProfiles { return ", iOS \(later)+ (an availability error under every simulated release)" }
        let forms = Set(entry.newForms.map { "\($0.signature) iOS \($0.release.rawValue)+" }).sorted()
        return forms.isEmpty ? "" : ", " + forms.joined(separator: ", ")
    }

    static func table(_ title: String, _ entries: [Catalogue.Entry], name: (Catalogue.Entry) -> String) -> String {
        var text = "## \(title)\n\n| name | state | framework |\n|---|---|---|\n"
        for entry in entries.sorted(by: { $0.name.lowercased() < $1.name.lowercased() }) {
            text += "| `\(name(entry))` | \(stateText(entry.state))\(releaseText(entry)) | \(entry.framework.rawValue) |\n"
        }
        return text + "\n"
    }

    static func document() -> String {
        let entries = Catalogue.entries
        let swiftUIFamily: Set<Catalogue.Framework> = [.swiftUI, .mapKit, .avKit, .photosUI, .authenticationServices, .charts]
        func count(_ state: Catalogue.State) -> Int { entries.filter { $0.state == state }.count }
        return """
        # What ViewScript simulates

        Generated from ViewScript's catalogue (`Sources/ViewScriptRuntime/Catalogue/`); do not edit.
        Regenerate with `RECORD_SNAPSHOTS=1 swift test --filter SupportDocumentTests`.

        - **modelled**: behaves as in SwiftUI: lifecycle, what is on screen, what is hittable.
        - **inert (styles only)**: its arguments are evaluated; it changes nothing a scenario can see.
        - **not simulated yet**: using it is an error at its position.

        \(entries.count) names: \(count(.modelled)) modelled, \(count(.inert)) inert, \(count(.notSimulated)) not simulated yet.
        A name that is in none of these tables is an error (`cannot find 'X' in scope`, or
        `value of type 'Text' has no member 'x'` for a modifier).


        """
            + table("Views", entries.filter { $0.kind == .view }) { $0.name }
            + table("Modifiers", entries.filter { $0.kind == .modifier }) { ".\($0.name)" }
            + table("Values and styles", entries.filter { $0.kind == .valueType }) { $0.name }
            + table("Property wrappers, protocols and other SwiftUI types",
                    entries.filter { $0.kind == .type && swiftUIFamily.contains($0.framework) }) { $0.name }
            + table("Foundation, Combine, UIKit and other frameworks",
                    entries.filter { $0.kind == .type && !swiftUIFamily.contains($0.framework) }) { $0.name }
    }

    @Test func supportPageIsCurrent() throws {
        let expected = Self.document()
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil {
            try expected.write(to: Self.path, atomically: true, encoding: .utf8)
            Issue.record("recorded \(Self.path.path); run again without RECORD_SNAPSHOTS")
            return
        }
        let actual = try String(contentsOf: Self.path, encoding: .utf8)
        #expect(actual == expected, "docs/support.md is stale: RECORD_SNAPSHOTS=1 swift test --filter SupportDocumentTests")
    }
}
