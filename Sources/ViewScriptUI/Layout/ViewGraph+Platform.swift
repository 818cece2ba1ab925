/// The UIKit side of representables (B18). A render pass:
/// 1. evaluates and reconciles (a representable is never evaluated: it has no body);
/// 2. `updatePlatformViews`: for each representable inserted in the pass, in tree order,
///    `makeCoordinator()`, `makeUIViewController(context:)`, the controller's `loadView()`
///    and `viewDidLoad()` (SwiftUI loads the view to host it), then
///    `updateUIViewController(_:context:)`; for each whose inputs changed, `update...` again;
/// 3. lays out (`sizeThatFits(_:uiViewController:context:)` is asked then);
/// 4. commits: `onAppear`/`onDisappear` (`ViewGraph+Commit.swift`);
/// 5. `renderFrame`: the controllers that appeared get `viewWillAppear(_:)`, those that
///    disappeared `viewWillDisappear(_:)`, then (the pass's frame is drawn) `viewDidAppear(_:)`
///    and `viewDidDisappear(_:)`; removed representables are dismantled
///    (`dismantleUIViewController(_:coordinator:)`);
/// 6. starts the tasks of the views that appeared.
/// So a controller gets `viewDidLoad` first, and its `viewWillAppear` comes after the SwiftUI
/// `onAppear`s of the pass: the traces of B1 (`... inner onAppear`, `will appear(render)`) and
/// of B18 (`viewDidLoad`, `onAppear`, `viewWillAppear`). The order of make, `viewDidLoad` and
/// update is inferred (the controller must exist before it is updated and sized); where
/// appear and disappear callbacks interleave is unspecified by Apple: this is the fixed rule.
extension ViewGraph {
    func updatePlatformViews() throws {
        let changes = commit.platform
        for node in Self.treeSortedNodes(changes.inserted) where node.isMounted {
            guard case .representable(let representable) = node.element else { continue }
            let made = try representable.calls.make()
            let host = PlatformHost(controller: made.controller, coordinator: made.coordinator)
            node.platform = host
            try representable.calls.lifecycle(host.controller, .loadView)
            try representable.calls.lifecycle(host.controller, .viewDidLoad)
            try representable.calls.update(host.controller, host.coordinator)
        }
        let inserted = Set(changes.inserted.map(ObjectIdentifier.init))
        for node in changes.updated where node.isMounted && !inserted.contains(ObjectIdentifier(node)) {
            guard case .representable(let representable) = node.element, let host = node.platform else { continue }
            try representable.calls.update(host.controller, host.coordinator)
            setNeedsLayout(node)
        }
    }

    /// Renders the frame of a pass: the controllers' appearance callbacks around it.
    func renderFrame(appeared: [ViewNode], disappeared: [ViewNode]) throws {
        func call(_ nodes: [ViewNode], _ event: ControllerEvent) throws {
            for node in nodes {
                guard case .representable(let representable) = node.element, let host = node.platform else { continue }
                try representable.calls.lifecycle(host.controller, event)
            }
        }
        let appearing = appeared.filter { $0.platform != nil && $0.isOnScreen }
        let leaving = disappeared.filter { $0.platform != nil }
        try call(appearing, .viewWillAppear)
        try call(leaving, .viewWillDisappear)
        try call(appearing, .viewDidAppear)
        try call(leaving, .viewDidDisappear)
        for node in commit.platform.removed {
            guard case .representable(let representable) = node.element, let host = node.platform else { continue }
            node.platform = nil
            try representable.calls.dismantle?(host.controller, host.coordinator)
        }
    }

    static func treeSortedNodes(_ nodes: [ViewNode]) -> [ViewNode] {
        nodes.map { ($0, $0.treePath) }.sorted { [Int].treeOrder($0.1, $1.1) }.map(\.0)
    }
}
