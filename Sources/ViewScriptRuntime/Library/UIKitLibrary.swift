import ViewScriptSyntax

/// UIKit inside a `UIViewControllerRepresentable`: code copied from an article builds labels,
/// adds subviews and activates constraints. None of it affects the SwiftUI lifecycle, so it
/// is accepted and inert: UIKit objects remember the properties set on them (so reading one
/// back gives what was written) and every other member is another inert object.
public final class UIKitObject: NativeObject, NativeMembers, NativeSettable {
    public let typeName: String
    private var properties: [String: Value] = [:]

    public init(_ typeName: String) { self.typeName = typeName }

    public var runtimeType: RuntimeType { .named(typeName, []) }
    public func describe() -> String { "<\(typeName)>" }

    public func property(_ name: String, _ context: CallContext) throws -> Value? {
        if let value = properties[name] { return value }
        if UIKitLibrary.simulatedSharedTypes.contains(typeName) {
            throw context.failure(.notSimulated("\(typeName).\(name)"))
        }
        let value = Value.native(UIKitObject("\(typeName).\(name)"))
        properties[name] = value
        return value
    }

    public func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        if let result = try UIKitLibrary.sharedMethod(self, name, arguments, context) { return result }
        return .native(UIKitObject("\(typeName).\(name)(...)"))
    }

    /// Sets a property without the program (what a shared object starts with).
    func set(_ name: String, _ value: Value) { properties[name] = value }

    public func modifyProperty<T>(_ name: String, _ body: (inout Value) throws -> T) throws -> T {
        var value = properties[name] ?? .none
        defer { properties[name] = value }
        return try body(&value)
    }
}

/// A native object whose properties a program may assign (`label.text = "..."`).
public protocol NativeSettable: NativeObject {
    func modifyProperty<T>(_ name: String, _ body: (inout Value) throws -> T) throws -> T
}

/// A settable object that knows which properties it models: setting another one is a
/// positioned "not simulated yet" error rather than a value kept and never used
/// (`isoFormatter.formatOptions = ...` before ISO 8601 options were modelled).
public protocol NativeSettableNames: NativeSettable {
    func canSet(_ name: String) -> Bool
}

enum UIKitLibrary {
    /// UIKit classes a program may create or call static methods of; all inert.
    static let objectTypes: Set<String> = [
        "UILabel", "UIView", "UIButton", "UIImageView", "UIStackView", "UITextField", "UITextView", "UIScrollView",
        "UITableView", "UICollectionView", "UISwitch", "UISlider", "UIActivityIndicatorView", "UINavigationController",
        "UIImage", "NSLayoutConstraint", "UITapGestureRecognizer", "UIViewController",
        "UIImpactFeedbackGenerator", "UINotificationFeedbackGenerator", "UISelectionFeedbackGenerator", "UIColor", "UIFont",
    ]

    /// The base classes whose subclasses get UIKit's members (`view`, `title`...).
    static let baseClasses = ["UIViewController", "UIView"]

    /// Whether a program class inherits from a UIKit class.
    static func inheritsUIKit(_ type: NominalType) -> Bool {
        baseClasses.contains { type.conforms(to: $0) }
    }

    /// A UIKit member a program subclass inherits and does not declare (`self.view`): an inert
    /// object (a new one each time: what is set on it changes nothing anyway).
    static func inheritedMember(_ object: Instance, _ name: String) -> Value? {
        guard inheritsUIKit(object.type) else { return nil }
        return .native(UIKitObject("\(object.type.name).\(name)"))
    }
}
