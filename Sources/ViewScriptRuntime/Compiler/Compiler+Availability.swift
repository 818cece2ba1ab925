import ViewScriptSyntax

/// The iOS release a program is compiled for (`IOSRelease`), and what it decides at compile
/// time, as swiftc does with a deployment target: `#available` conditions, and names newer
/// than the release (`'Tab' is only available in iOS 18.0 or newer`). Which name needs which
/// release is data in the catalogue (`Catalogue.Entry.introduced`).
extension Compiler {
    /// The file's `// ios: N` line, else `requested`, else the standard release.
    mutating func chooseRelease(requested: IOSRelease?) {
        switch IOSRelease.declaration(in: file) {
        case .release(let release)?:
            program.release = release
        case .unsupported(let text, let range)?:
            report(.unsupportedRelease(text), at: range)
            program.release = requested ?? .standard
        case nil:
            program.release = requested ?? .standard
        }
    }

    /// `#available(iOS 17, *)` (`isAvailable`) or `#unavailable(iOS 17)`, answered by the
    /// release. A condition naming no iOS version holds for `#available` (its `*`).
    func availabilityHolds(isAvailable: Bool, iOS major: Int?) -> Bool {
        guard let major else { return isAvailable }
        return program.release.satisfies(major: major) == isAvailable
    }

    /// A use of the catalogue name `name` (a view, a wrapper, a macro): an error when it is
    /// newer than the release.
    mutating func checkAvailability(of name: String, at range: SourceRange) {
        guard let major = Catalogue.type(name)?.requiredIOS(under: program.release) else { return }
        reportCheck(.onlyAvailable(name, iOS: major), at: range)
    }

    /// The attributes of declarations that name the catalogue (`@Observable class`,
    /// `@Bindable var model`), in the declarations and the members of their types.
    mutating func checkAttributeAvailability(_ declarations: [Decl]) {
        for decl in declarations {
            for attribute in decl.attributes { checkAvailability(of: attribute.name.name, at: attribute.name.range) }
            switch decl.kind {
            case .nominal(let nominal): checkAttributeAvailability(nominal.members)
            case .extensionDecl(let extensionDecl): checkAttributeAvailability(extensionDecl.members)
            default: break
            }
        }
    }
}
