import ViewScriptSyntax

/// "Will my app run?": what a module's sources use that ViewScript does not simulate yet,
/// found without running them. It reads the same catalogue and compiler as a run does, so
/// the report and the runtime never disagree:
/// - a catalogue view, modifier or type whose state is `.notSimulated` (`DocumentGroup { }`,
///   `.onContinueUserActivity(...)`, `CLLocationManager()`, `ProcessInfo.processInfo`), found in
///   the tokens of the active code;
/// - an attribute that is neither Swift's, nor the catalogue's, nor the program's own (`@Foo`);
/// - every error the parser and the compiler give: unknown names (`cannot find 'CLGeocoder' in
///   scope`), syntax outside the subset, calls that do not fit.
/// A gap the tokens and the compiler both find is reported once.
public struct CoverageScan: Sendable {
    /// One use of something not simulated.
    public struct Gap: Sendable {
        /// What is missing, as the runtime would say it (`'DocumentGroup' is not simulated by
        /// ViewScript yet`): the key the report groups by.
        public let message: String
        public let span: SourceSpan
    }

    public private(set) var gaps: [Gap] = []

    public init(_ parsed: ParseResult) {
        let declared = Set(parsed.syntax.declarations.flatMap(Self.typeNames))
        let tokens = Lexer.tokens(of: parsed.file)
        for (index, token) in tokens.enumerated() where token.kind == .identifier {
            if index > 0, tokens[index - 1].kind == .atSign {
                // `@Query`, `@Model`: an attribute that is neither Swift's, nor a wrapper the
                // runtime models, nor the program's own.
                let name = parsed.file.text(token.range)
                guard !declared.contains(name), !Self.swiftAttributes.contains(name) else { continue }
                if KnownNames.isNotSimulated(name) {
                    gaps.append(Gap(message: DiagnosticMessage.notSimulated("@" + name).text,
                                    span: SourceSpan(file: parsed.file, range: SourceRange(start: tokens[index - 1].range.start, end: token.range.end))))
                } else if !KnownNames.contains(name) {
                    gaps.append(Gap(message: DiagnosticMessage.unknownAttribute(name).text, span: SourceSpan(file: parsed.file, range: token.range)))
                }
                continue
            }
            guard index + 1 < tokens.count else { continue }
            let next = tokens[index + 1].kind
            let name = parsed.file.text(token.range)
            let afterPeriod = index > 0 && (tokens[index - 1].kind == .period || tokens[index - 1].kind == .prefixPeriod)
            let entry: Catalogue.Entry?
            if next == .leftParen || next == .leftBrace {
                entry = afterPeriod ? Catalogue.modifier(name) : (declared.contains(name) ? nil : Catalogue.view(name) ?? Catalogue.type(name))
            } else if next == .period, !afterPeriod, !declared.contains(name) {
                // `UNUserNotificationCenter.current()`: a type's static member.
                entry = Catalogue.type(name)
            } else {
                continue
            }
            guard entry?.state == .notSimulated else { continue }
            gaps.append(Gap(message: DiagnosticMessage.notSimulated(name).text, span: SourceSpan(file: parsed.file, range: token.range)))
        }
        var diagnostics = parsed.diagnostics
        if !parsed.hasErrors { diagnostics += Compiler.compile(parsed).diagnostics }
        for diagnostic in diagnostics where diagnostic.severity == .error {
            let gap = Gap(message: diagnostic.message.text, span: diagnostic.span)
            if !gaps.contains(where: { $0.message == gap.message && $0.span.range.start == gap.span.range.start && $0.span.file.path == gap.span.file.path }) {
                gaps.append(gap)
            }
        }
    }

    /// Swift's own attributes and the attributes the compiler reads (`@main`, `@ViewBuilder`, ...).
    static let swiftAttributes: Set<String> = [
        "main", "MainActor", "escaping", "autoclosure", "discardableResult", "available", "objc", "nonobjc", "frozen",
        "inlinable", "usableFromInline", "Sendable", "unchecked", "preconcurrency", "ViewBuilder", "Observable",
        "ObservationIgnored", "Previewable", "resultBuilder", "propertyWrapper", "dynamicMemberLookup", "testable",
        "IBOutlet", "IBAction", "IBInspectable", "nonisolated", "globalActor", "SceneBuilder", "ToolbarContentBuilder",
        "CommandsBuilder", "unknown", "inline", "warn_unqualified_access", "convention",
    ]

    static func typeNames(_ decl: Decl) -> [String] {
        switch decl.kind {
        case .nominal(let nominal): return [nominal.name.name]
        case .typeAlias(let alias): return [alias.name.name]
        default: return []
        }
    }
}
