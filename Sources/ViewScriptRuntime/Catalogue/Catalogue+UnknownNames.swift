/// Names of Apple's frameworks that the catalogue does not list. Every SwiftUI, Foundation or
/// UIKit name is modelled, inert or "not simulated yet" (issue 20's rule), so a name that is
/// not in the catalogue but is spelled as one of those frameworks spells its types
/// (`UIActivityViewController`, `NSAttributedString`, `MKDirections`) is reported as not
/// simulated, never as `cannot find 'X' in scope`, which would tell a user that their code is
/// wrong. A user's own type of that spelling is found before this is asked.
extension Catalogue {
    /// The framework whose type-name prefix `name` carries, when the catalogue does not know it.
    public static func framework(ofUnlistedName name: String) -> Framework? {
        guard type(name) == nil, view(name) == nil else { return nil }
        let characters = Array(name)
        guard characters.count > 2, characters[2].isUppercase, characters[0].isUppercase, characters[1].isUppercase,
              characters.dropFirst(2).contains(where: \.isLowercase) else { return nil }
        return prefixes[String(characters[0..<2])]
    }

    /// Whether a missing member of a value of this type is a member ViewScript does not
    /// simulate yet rather than one Swift does not have: the type is one of Apple's frameworks
    /// other than SwiftUI (`Bundle`, `UIDevice`), listed or spelled as one. SwiftUI's own types
    /// keep swiftc's "has no member": the catalogue lists their members, so a name it does not
    /// know is misspelled (`Text("a").paddingg(3)`).
    public static func isFrameworkType(_ typeDescription: String) -> Bool {
        let base = String(typeDescription.prefix { $0 != "<" && $0 != "." })
        if let entry = type(base) ?? view(base) { return entry.framework != .swiftUI }
        return framework(ofUnlistedName: base) != nil
    }

    /// The two-letter prefixes of the Objective-C-era frameworks SwiftUI apps reach for.
    private static let prefixes: [String: Framework] = [
        "UI": .uiKit, "NS": .foundation, "MK": .mapKit, "AV": .avKit, "PH": .photosUI, "CL": .coreLocation,
        "UN": .userNotifications, "CG": .coreGraphics, "AS": .authenticationServices,
    ]
}
