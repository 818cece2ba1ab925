import ViewScriptSyntax

// Messages of the iOS release profiles (`IOSRelease`), in swiftc's words where swiftc has them.
extension DiagnosticMessage {
    /// A name or form newer than the simulated release, as swiftc reports it for a deployment
    /// target below its availability.
    public static func onlyAvailable(_ name: String, in release: IOSRelease) -> DiagnosticMessage {
        onlyAvailable(name, iOS: release.rawValue)
    }
    /// The same for any iOS major version, also one later than every simulated release.
    public static func onlyAvailable(_ name: String, iOS major: Int) -> DiagnosticMessage {
        DiagnosticMessage("only-available", .error, "'\(name)' is only available in iOS \(major).0 or newer")
    }
    /// `// ios: 15`: a release ViewScript has no profile for.
    static func unsupportedRelease(_ text: String) -> DiagnosticMessage {
        DiagnosticMessage("unsupported-release", .error,
                          "iOS '\(text)' is not simulated by ViewScript; the releases are \(IOSRelease.choices)")
    }
}
