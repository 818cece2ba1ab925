import ViewScriptRuntime

/// A `UIViewControllerRepresentable` or `UIViewRepresentable`: it has no body (it is never
/// evaluated); the graph makes its controller (or view) when it is inserted, updates it when
/// its inputs change, asks its size in the layout phase and tells the controller when it
/// appears and disappears (B18, `ViewGraph+Platform.swift`).
public struct Representable {
    /// What the program's type implements, as calls the graph can make. The controller and
    /// the coordinator are the program's values, kept by the graph while the view lives.
    public struct Calls {
        /// `makeCoordinator()` (`.void` if not declared), then `makeUIViewController(context:)`.
        public var make: () throws -> (controller: Value, coordinator: Value)
        /// `updateUIViewController(_:context:)`.
        public var update: (_ controller: Value, _ coordinator: Value) throws -> Void
        /// `sizeThatFits(_:uiViewController:context:)`, if declared; `nil` from it: the default.
        public var sizeThatFits: ((ProposedSize, _ controller: Value, _ coordinator: Value) throws -> Size?)?
        /// A `UIViewController` override, if the controller's class declares it.
        public var lifecycle: (_ controller: Value, ControllerEvent) throws -> Void
        /// `static func dismantleUIViewController(_:coordinator:)`, if declared.
        public var dismantle: ((_ controller: Value, _ coordinator: Value) throws -> Void)?

        public init(make: @escaping () throws -> (controller: Value, coordinator: Value),
                    update: @escaping (Value, Value) throws -> Void,
                    sizeThatFits: ((ProposedSize, Value, Value) throws -> Size?)? = nil,
                    lifecycle: @escaping (Value, ControllerEvent) throws -> Void = { _, _ in },
                    dismantle: ((Value, Value) throws -> Void)? = nil) {
            self.make = make
            self.update = update
            self.sizeThatFits = sizeThatFits
            self.lifecycle = lifecycle
            self.dismantle = dismantle
        }
    }

    public var typeName: String
    /// The stored properties: when they differ from the previous value's, it is updated.
    public var fields: [UserView.Field]
    public var calls: Calls

    public init(_ typeName: String, fields: [UserView.Field] = [], calls: Calls) {
        self.typeName = typeName
        self.fields = fields
        self.calls = calls
    }
}

/// The `UIViewController` lifecycle methods the graph calls, in the order a controller gets them.
public enum ControllerEvent: String, CaseIterable, Sendable {
    case loadView, viewDidLoad, viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
}

/// The made controller (or view) of a representable node, with its coordinator.
final class PlatformHost {
    let controller: Value
    let coordinator: Value

    init(controller: Value, coordinator: Value) {
        self.controller = controller
        self.coordinator = coordinator
    }
}
