import ViewScriptRuntime
import ViewScriptSyntax

/// Program types the graph calls during layout and rendering: `Layout`s and representables.
extension InterpretedViews {
    /// `MyLayout(name: "outer") { ... }`: the layout value and its subviews.
    func customLayout(_ value: Value, _ children: [ViewElement]) throws -> ViewElement {
        guard case .structValue(let layout) = value,
              let sizeThatFits = interpreter.requirement(value, "sizeThatFits", labels: ["proposal", "subviews", "cache"]),
              let placeSubviews = interpreter.requirement(value, "placeSubviews", labels: ["in", "proposal", "subviews", "cache"]) else {
            throw interpreter.failure(.typeMismatch("'\(interpreter.runtimeType(of: value))' does not implement "
                + "'sizeThatFits(proposal:subviews:cache:)' and 'placeSubviews(in:proposal:subviews:cache:)' of 'Layout'"), at: range)
        }
        let interpreter = self.interpreter
        let range = self.range
        func subviewValues(_ subviews: [LayoutSubview]) -> Value {
            .array(ArrayValue(subviews.map { .native(LayoutSubviewValue($0)) }, elementType: .named("LayoutSubview", [])))
        }
        let makeCache = interpreter.requirement(value, "makeCache", labels: ["subviews"]).map { definition in
            { (subviews: [LayoutSubview]) throws -> Value in
                try interpreter.callRequirement(definition, on: value, [subviewValues(subviews)], at: range).result
            }
        }
        let fields = layout.type.storedProperties.indices.map { UserView.Field(layout.type.storedProperties[$0].name, layout[field: $0]) }
        let element = CustomLayout(layout.type.name, fields: fields, makeCache: makeCache, sizeThatFits: { proposal, subviews, cache in
            let call = try interpreter.callRequirement(sizeThatFits, on: value, [proposal.value, subviewValues(subviews), cache],
                                                       inoutIndex: 2, at: range)
            if let written = call.inoutValue { cache = written }
            guard let size = interpreter.geometry(call.result, as: "CGSize"), case .size(let width, let height) = size.kind else {
                throw interpreter.failure(.typeMismatch("sizeThatFits(proposal:subviews:cache:) must return a CGSize"), at: range)
            }
            return Size(width: width, height: height)
        }, placeSubviews: { bounds, proposal, subviews, cache in
            let call = try interpreter.callRequirement(placeSubviews, on: value, [bounds.value, proposal.value, subviewValues(subviews), cache],
                                                       inoutIndex: 3, at: range)
            if let written = call.inoutValue { cache = written }
        })
        return .layout(element, children)
    }

    /// A `UIViewControllerRepresentable` (or `UIViewRepresentable`) value.
    func representable(_ value: StructValue) -> Representable {
        let interpreter = self.interpreter
        let range = self.range
        let view = Value.structValue(value)
        let isController = value.type.conforms(to: "UIViewControllerRepresentable")
        let kind = isController ? "UIViewController" : "UIView"
        let make = interpreter.requirement(view, "make\(kind)", labels: ["context"])
        let update = interpreter.requirement(view, "update\(kind)", labels: [nil, "context"])
        let makeCoordinator = interpreter.requirement(view, "makeCoordinator", labels: [])
        let sizeThatFits = interpreter.requirement(view, "sizeThatFits", labels: [nil, isController ? "uiViewController" : "uiView", "context"])
        let dismantle = interpreter.staticRequirement(view, "dismantle\(kind)")
        func context(_ coordinator: Value) -> Value { .native(RepresentableContext(coordinator: coordinator)) }
        let calls = Representable.Calls(make: {
            let coordinator = try makeCoordinator.map { try interpreter.callRequirement($0, on: view, [], at: range).result } ?? .void
            guard let make else {
                throw interpreter.failure(.typeMismatch("'\(value.type.name)' does not implement 'make\(kind)(context:)'"), at: range)
            }
            let controller = try interpreter.callRequirement(make, on: view, [context(coordinator)], at: range).result
            return (controller, coordinator)
        }, update: { controller, coordinator in
            guard let update else { return }
            _ = try interpreter.callRequirement(update, on: view, [controller, context(coordinator)], at: range)
        }, sizeThatFits: sizeThatFits.map { definition in { proposal, controller, coordinator in
            let result = try interpreter.callRequirement(definition, on: view, [proposal.value, controller, context(coordinator)],
                                                         at: range).result
            guard let size = interpreter.geometry(result, as: "CGSize"), case .size(let width, let height) = size.kind else { return nil }
            return Size(width: width, height: height)
        } }, lifecycle: { controller, event in
            // Only overrides the program declares run; UIKit's own implementations do nothing here.
            guard let method = interpreter.requirement(controller, event.rawValue) else { return }
            let arguments: [Value] = method.parameters.isEmpty ? [] : [.bool(false)]
            _ = try interpreter.callRequirement(method, on: controller, arguments, at: range)
        }, dismantle: dismantle.map { definition in { controller, coordinator in
            _ = try interpreter.callStaticRequirement(definition, [controller, coordinator], at: range)
        } })
        let fields = value.type.storedProperties.indices.map { UserView.Field(value.type.storedProperties[$0].name, value[field: $0]) }
        return Representable(value.type.name, fields: fields, calls: calls)
    }
}

/// `context` of a representable's methods: `context.coordinator`; the rest is inert.
final class RepresentableContext: NativeObject, NativeMembers {
    let coordinator: Value
    init(coordinator: Value) { self.coordinator = coordinator }
    var runtimeType: RuntimeType { .named("Context", []) }
    func describe() -> String { "Context" }
    func property(_ name: String, _ context: CallContext) throws -> Value? {
        name == "coordinator" ? coordinator : .native(SymbolValue("context.\(name)"))
    }
    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? { nil }
}

/// A `LayoutSubview` as the program sees it: `sizeThatFits(_:)`, `dimensions(in:)`,
/// `place(at:anchor:proposal:)`, `priority`, `spacing`.
final class LayoutSubviewValue: NativeObject, NativeMembers {
    let subview: LayoutSubview
    init(_ subview: LayoutSubview) { self.subview = subview }
    var runtimeType: RuntimeType { .named("LayoutSubview", []) }
    func describe() -> String { "LayoutSubview" }

    func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch name {
        case "priority": return .double(0)
        case "spacing": return .native(SymbolValue("ViewSpacing"))
        default: return nil
        }
    }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        let interpreter = context.interpreter
        func proposal(_ label: String?) -> ProposedSize {
            guard let index = arguments.labels.firstIndex(of: label),
                  case .proposal(let width, let height)? = interpreter.geometry(arguments.values[index], as: "ProposedViewSize")?.kind
            else { return .unspecified }
            return ProposedSize(width: width, height: height)
        }
        switch name {
        case "sizeThatFits":
            return try subview.sizeThatFits(proposal(nil)).value
        case "dimensions":
            let size = try subview.sizeThatFits(proposal("in"))
            return .native(DimensionsValue(size))
        case "place":
            var position = Point.zero
            if let index = arguments.labels.firstIndex(of: "at"),
               case .point(let x, let y)? = interpreter.geometry(arguments.values[index], as: "CGPoint")?.kind {
                position = Point(x: x, y: y)
            }
            var anchor = UnitPoint.topLeading
            if let index = arguments.labels.firstIndex(of: "anchor"),
               case .unitPoint(let x, let y)? = interpreter.geometry(arguments.values[index], as: "UnitPoint")?.kind {
                anchor = UnitPoint(x: x, y: y)
            }
            subview.place(at: position, anchor: anchor, proposal: proposal("proposal"))
            return .void
        default:
            return nil
        }
    }
}

/// `ViewDimensions`: `width`, `height`, and `[guide]` alignment guides at their defaults.
final class DimensionsValue: NativeObject, NativeMembers {
    let size: Size
    init(_ size: Size) { self.size = size }
    var runtimeType: RuntimeType { .named("ViewDimensions", []) }
    func describe() -> String { "ViewDimensions(width: \(size.width), height: \(size.height))" }
    func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch name {
        case "width": .double(size.width)
        case "height": .double(size.height)
        default: nil
        }
    }
    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? { nil }
}

extension Size {
    var value: Value { GeometryValue.value(.size(width: width, height: height)) }
}

extension ProposedSize {
    var value: Value { GeometryValue.value(.proposal(width: width, height: height)) }
}

extension Rect {
    var value: Value { GeometryValue.value(.rect(x: minX, y: minY, width: size.width, height: size.height)) }
}
