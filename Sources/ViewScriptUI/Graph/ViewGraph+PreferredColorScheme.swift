import ViewScriptRuntime

/// `.preferredColorScheme(_:)` with `\.colorScheme` read in the same presentation: the value
/// the readers should see is the preferred one, but whether they first see the device's (the
/// preference reaches the window after the pass that set it) is not documented
/// (InterpretedViews+ColorScheme.swift). After each commit, a presentation (the window's root,
/// or a sheet's or cover's content) in which a body read the device's `\.colorScheme` and a
/// view sets a scheme that is not nil is the modifier's positioned "not simulated yet" error.
/// Only apps that read the device's scheme pay for the walk.
extension ViewGraph {
    func checkPreferredColorSchemeReaders() throws {
        guard let readers = device.readers["colorScheme"], !readers.isEmpty else { return }
        var checked = Set<ObjectIdentifier>()
        for reader in readers.liveNodes {
            var top = reader
            while !top.isPresentationContent, let parent = top.parent { top = parent }
            guard checked.insert(ObjectIdentifier(top)).inserted else { continue }
            if let error = try preferredColorSchemeError(in: top, top: top) {
                phase = .body(reader.name)  // the evaluation that read the scheme
                throw error
            }
        }
    }

    /// The error of the first view in `node`'s presentation that prefers a scheme.
    private func preferredColorSchemeError(in node: ViewNode, top: ViewNode) throws -> Error? {
        guard node.isMounted, node === top || !node.isPresentationContent else { return nil }
        if case .modified(_, .preference(let writer)) = node.element, let error = writer.colorSchemeReadError {
            if case .none = try writer.write(nil, Rect.zero) {} else { return error() }
        }
        for child in node.children {
            if let error = try preferredColorSchemeError(in: child, top: top) { return error }
        }
        return nil
    }
}
