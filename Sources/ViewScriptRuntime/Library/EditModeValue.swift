import ViewScriptSyntax

/// SwiftUI's `EditMode` (`.inactive`, `.transient`, `.active`), the value behind the
/// `\.editMode` environment binding. Apple: `isEditing` "returns `true` if the mode is
/// something other than inactive". Cases are interned; a case also equals an implicit member
/// the interpreter could not type (`editMode?.wrappedValue == .active`), which it keeps as a
/// `SymbolValue` named `.active`.
public final class EditModeValue: NativeObject, NativeMembers, NativeEquatable, Sendable {
    public enum Mode: String, CaseIterable, Sendable { case inactive, transient, active }

    public let mode: Mode

    private init(_ mode: Mode) { self.mode = mode }

    public static let inactive = EditModeValue(.inactive)
    public static let transient = EditModeValue(.transient)
    public static let active = EditModeValue(.active)

    public static func value(_ mode: Mode) -> Value {
        switch mode {
        case .inactive: .native(inactive)
        case .transient: .native(transient)
        case .active: .native(active)
        }
    }

    /// `EditMode.active`, or `.active` where the contextual type is `EditMode`.
    static func named(_ name: String) -> Value? { Mode(rawValue: name).map(value) }

    /// The mode a value stands for: a case, or an untyped implicit member naming one.
    public static func mode(of value: Value) -> Mode? {
        guard case .native(let object) = value.unwrappedDeep ?? value else { return nil }
        if let edit = object as? EditModeValue { return edit.mode }
        if let symbol = object as? SymbolValue, symbol.name.hasPrefix(".") { return Mode(rawValue: String(symbol.name.dropFirst())) }
        return nil
    }

    public var runtimeType: RuntimeType { .named("EditMode", []) }
    public func describe() -> String { mode.rawValue }

    public func property(_ name: String, _ context: CallContext) throws -> Value? {
        name == "isEditing" ? .bool(mode != .inactive) : nil
    }

    public func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? { nil }

    public func isEqual(to other: NativeObject) -> Bool {
        if let edit = other as? EditModeValue { return edit.mode == mode }
        if let symbol = other as? SymbolValue { return symbol.name == ".\(mode.rawValue)" }
        return false
    }

    public var hashKey: Int { mode.rawValue.hashValue }
}

extension Interpreter {
    /// `editMode?.wrappedValue = .active`: an implicit member the compiler could not type
    /// (kept as a `SymbolValue`) takes the type of the value it replaces, when that is a
    /// library type with such a member (`EditMode`).
    func resolvingSymbol(_ value: Value, like old: Value) -> Value {
        guard case .native(let symbol as SymbolValue) = value, symbol.arguments.isEmpty, symbol.base == nil, symbol.name.hasPrefix("."),
              case .named(let typeName, let generics) = runtimeType(of: old.unwrappedDeep ?? old), typeName != "Symbol" else { return value }
        let name = String(symbol.name.dropFirst())
        guard !name.contains("."), let resolved = try? staticMember(.named(typeName, generics), name, at: SourceRange(0, 0)) else { return value }
        if case .native(let object) = resolved, object is SymbolValue { return value }
        return resolved
    }
}
