import ViewScriptRuntime

/// A program's `PreferenceKey` type: its identity, `defaultValue` and `reduce(value:nextValue:)`.
public struct PreferenceKeyType {
    public let type: RuntimeType
    public let defaultValue: () throws -> Value
    public let reduce: (_ value: inout Value, _ next: Value) throws -> Void

    public init(type: RuntimeType, defaultValue: @escaping () throws -> Value,
                reduce: @escaping (_ value: inout Value, _ next: Value) throws -> Void) {
        self.type = type
        self.defaultValue = defaultValue
        self.reduce = reduce
    }
}

/// `.preference(key:value:)`, `.transformPreference(_:_:)`, `.anchorPreference(key:value:transform:)`:
/// what the modified view gives for `key`, from what its content gives (nil when nothing in it
/// sets the key) and the view's frame on the screen (for anchors).
public struct PreferenceWriter {
    public let key: PreferenceKeyType
    public let write: (_ content: Value?, _ frame: Rect) throws -> Value
    /// `.preferredColorScheme(_:)`: the positioned error for a `\.colorScheme` read in the
    /// presentation it sets (ViewGraph+PreferredColorScheme.swift); nil for other writers.
    public let colorSchemeReadError: (() -> Error)?

    public init(key: PreferenceKeyType, colorSchemeReadError: (() -> Error)? = nil,
                write: @escaping (_ content: Value?, _ frame: Rect) throws -> Value) {
        self.key = key
        self.write = write
        self.colorSchemeReadError = colorSchemeReadError
    }
}

/// `.onPreferenceChange(K.self) { value in }`.
public struct PreferenceAction {
    public let key: PreferenceKeyType
    public let action: (Value) throws -> Void

    public init(key: PreferenceKeyType, action: @escaping (Value) throws -> Void) {
        self.key = key
        self.action = action
    }
}

/// `.overlayPreferenceValue(K.self) { value in ... }` / `.backgroundPreferenceValue`: a view
/// built from the value its content gives for `key`, over or behind that content.
public struct PreferenceDecoration {
    public let key: PreferenceKeyType
    public let placement: DecorationPlacement
    public let build: (Value) throws -> ViewElement

    public init(key: PreferenceKeyType, placement: DecorationPlacement, build: @escaping (Value) throws -> ViewElement) {
        self.key = key
        self.placement = placement
        self.build = build
    }
}
