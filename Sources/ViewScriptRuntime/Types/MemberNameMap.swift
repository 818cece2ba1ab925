/// A type's members by name (its stored properties' indices, its computed properties).
///
/// Most types have a few members, and a member is looked up on every use: a few names are
/// found by comparing them in turn, without hashing (names of up to 15 bytes, most of them,
/// compare as two machine words); past `linearLimit` a hash table indexes them.
public struct MemberNameMap<Member>: ExpressibleByDictionaryLiteral, Sequence {
    private var names: [String] = []
    private var members: [Member] = []
    /// Positions in `names`, once there are more than `linearLimit`.
    private var table: [String: Int]?

    private static var linearLimit: Int { 8 }

    public init() {}

    public init(dictionaryLiteral elements: (String, Member)...) {
        for (name, member) in elements { self[name] = member }
    }

    public var count: Int { names.count }
    public var isEmpty: Bool { names.isEmpty }
    public var keys: [String] { names }

    @inline(__always)
    private func position(of name: String) -> Int? {
        if let table { return table[name] }
        for index in names.indices where names[index] == name { return index }
        return nil
    }

    public subscript(name: String) -> Member? {
        get { position(of: name).map { members[$0] } }
        set {
            if let index = position(of: name) {
                if let newValue {
                    members[index] = newValue
                } else {
                    names.remove(at: index)
                    members.remove(at: index)
                    rebuildTable()
                }
            } else if let newValue {
                names.append(name)
                members.append(newValue)
                if table != nil { table?[name] = names.count - 1 } else if names.count > Self.linearLimit { rebuildTable() }
            }
        }
    }

    private mutating func rebuildTable() {
        guard names.count > Self.linearLimit else { table = nil; return }
        var rebuilt: [String: Int] = [:]
        for (index, name) in names.enumerated() { rebuilt[name] = index }
        table = rebuilt
    }

    /// Members in the order they were added.
    public func makeIterator() -> AnyIterator<(key: String, value: Member)> {
        var index = 0
        return AnyIterator {
            guard index < names.count else { return nil }
            defer { index += 1 }
            return (key: names[index], value: members[index])
        }
    }
}
