/// A bare static member compares by what it names, as Swift compares it once the type is
/// inferred: `ButtonRole.destructive == .destructive`, `configuration.role == .cancel`. A
/// `.destructive` without arguments equals another `.destructive`, and a library symbol
/// without arguments whose last name component is `destructive` (SymbolValue's equality:
/// EnvironmentValuesLibrary.swift).
extension UnresolvedMember: NativeEquatable {
    public func isEqual(to other: NativeObject) -> Bool {
        guard arguments == nil else { return false }
        if let member = other as? UnresolvedMember { return member.arguments == nil && member.name == name }
        if let symbol = other as? SymbolValue {
            return symbol.arguments.isEmpty && symbol.base == nil && SymbolValue.lastComponent(of: symbol.name) == Substring(name)
        }
        return false
    }

    public var hashKey: Int { Substring(name).hashValue }
}

extension SymbolValue {
    /// `destructive` of `ButtonRole.destructive` (and of `.destructive`).
    static func lastComponent(of name: String) -> Substring {
        name.split(separator: ".").last ?? Substring(name)
    }
}
