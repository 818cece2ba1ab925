/// `MemoryLayout<T>.size`, `.stride`, `.alignment` for the types whose layout is fixed
/// on 64-bit platforms.
enum MemoryLayoutFacts {
    static func member(_ name: String, of type: RuntimeType) -> Value? {
        let facts: (size: Int, alignment: Int)
        switch type {
        case .int, .double: facts = (8, 8)
        case .bool: facts = (1, 1)
        case .float: facts = (4, 4)
        case .sized(let width): facts = (width.bitWidth / 8, width.bitWidth / 8)
        case .string: facts = (16, 8)
        case .character: facts = (16, 8)
        case .array, .dictionary, .set: facts = (8, 8)
        case .optional(.int), .optional(.double): facts = (9, 8)
        default: return nil
        }
        switch name {
        case "size": return .int(facts.size)
        case "alignment": return .int(facts.alignment)
        case "stride": return .int((facts.size + facts.alignment - 1) / facts.alignment * facts.alignment)
        default: return nil
        }
    }
}
