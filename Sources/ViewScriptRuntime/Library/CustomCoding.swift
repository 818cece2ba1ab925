import Foundation

/// A program's own `init(from:)` and `encode(to:)`: not simulated yet (a positioned error, never
/// the synthesized coding in their place).
enum CustomCoding {
    static func decode(_ type: NominalType, _ tree: JSONTree, _ coding: inout JSONCoding) throws -> Value? {
        guard type.initializers.contains(where: { $0.parameters.first?.label == "from" }) else { return nil }
        throw coding.interpreter.failure(.notSimulated("a custom 'init(from:)' of '\(type.name)'"), at: coding.range)
    }

    static func encode(_ value: Value, _ coding: inout JSONCoding) throws -> JSONTree? {
        guard let type = coding.interpreter.memberType(of: value), !type.lookupMethods("encode").isEmpty,
              type.lookupMethods("encode").contains(where: { $0.parameters.first?.label == "to" }) else { return nil }
        throw coding.interpreter.failure(.notSimulated("a custom 'encode(to:)' of '\(type.name)'"), at: coding.range)
    }
}
