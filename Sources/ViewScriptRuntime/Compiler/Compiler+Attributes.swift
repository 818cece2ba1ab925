import ViewScriptSyntax

/// The attributes of declarations. One that names a framework ViewScript does not simulate
/// (`@Model`, `@Query`, `@NSManaged`: `Catalogue+Libraries.swift`) is an error at its position,
/// never a plain property that silently stands in for a store; a property wrapper that is
/// neither the program's, nor the catalogue's, nor one of Swift's attributes is unknown, as
/// swiftc says.
extension Compiler {
    /// Swift's own attributes and the macros a property may carry that are not wrappers.
    static let propertyAttributes: Set<String> = nonWrapperAttributes.union([
        "ViewBuilder", "Previewable", "Entry", "objc", "NSCopying", "IBAction", "GKInspectable", "exclusivity",
    ])

    /// Reports the attributes of a type declaration that name what is not simulated (`@Model`).
    mutating func checkTypeAttributes(_ decl: Decl) {
        for attribute in decl.attributes { reportNotSimulated(attribute) }
    }

    /// Reports a property's wrapper attribute that is not simulated or not known at all.
    mutating func checkWrapperAttribute(_ attribute: Attribute) {
        let name = attribute.name.name
        guard lookupType(name) == nil, !Self.propertyAttributes.contains(name) else { return }
        if reportNotSimulated(attribute) { return }
        if !KnownNames.contains(name) { report(.unknownAttribute(name), at: attribute.name.range) }
    }

    @discardableResult
    private mutating func reportNotSimulated(_ attribute: Attribute) -> Bool {
        let name = attribute.name.name
        guard KnownNames.isNotSimulated(name), lookupType(name) == nil else { return false }
        report(.notSimulated("@" + name), at: attribute.range)
        return true
    }
}
