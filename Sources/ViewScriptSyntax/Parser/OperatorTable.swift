/// Where an infix operator binds when a sequence is folded: the standard library's groups and
/// the program's own `precedencegroup`s placed in one order that keeps every declared
/// `higherThan`/`lowerThan` relation (groups the program leaves unordered get some order).
struct FoldPrecedence: Equatable {
    var rank: Double
    var associativity: PrecedenceGroup.Associativity
    var name: String

    init(_ group: PrecedenceGroup) {
        rank = Double(group.rawValue)
        associativity = group.associativity
        name = Parser.groupName(group)
    }

    init(rank: Double, associativity: PrecedenceGroup.Associativity, name: String) {
        self.rank = rank
        self.associativity = associativity
        self.name = name
    }

    /// `DefaultPrecedence`: an infix operator declared without a group (above the ternary, non-associative).
    static let defaultGroup = FoldPrecedence(rank: Double(PrecedenceGroup.ternary.rawValue) + 0.5,
                                             associativity: .none, name: "DefaultPrecedence")

    func bindsTighter(than other: FoldPrecedence) -> Bool { rank > other.rank }
    func bindsAsTight(as other: FoldPrecedence) -> Bool { rank == other.rank }
}

/// The operators and precedence groups a file (or a module's files) declares, read before the
/// file is parsed so that sequences fold by them wherever the declarations stand, as swiftc's
/// operator declarations are visible in the whole module.
struct OperatorTable {
    private(set) var operators: [OperatorFixity: [String: OperatorDecl]] = [:]
    private(set) var groups: [String: PrecedenceGroupDecl] = [:]
    /// Each group's place, computed when the table is complete.
    private var resolved: [String: FoldPrecedence] = [:]

    var isEmpty: Bool { operators.isEmpty }

    mutating func declare(_ decl: OperatorDecl) {
        operators[decl.fixity, default: [:]][decl.name.name] = decl
    }

    mutating func declare(_ group: PrecedenceGroupDecl) {
        groups[group.name.name] = group
    }

    func declares(_ spelling: String, _ fixity: OperatorFixity) -> Bool {
        operators[fixity]?[spelling] != nil
    }

    /// A standard library group or one the program declares.
    func knowsGroup(_ name: String) -> Bool {
        groups[name] != nil || Self.standard[name] != nil
    }

    func declaresAny(_ spelling: String) -> Bool {
        operators.values.contains { $0[spelling] != nil }
    }

    /// The precedence of a declared infix operator.
    func infixPrecedence(_ spelling: String) -> FoldPrecedence? {
        guard let decl = operators[.infix]?[spelling] else { return nil }
        guard let group = decl.group?.name else { return .defaultGroup }
        return resolved[group] ?? Self.standard[group] ?? .defaultGroup
    }

    /// Places every declared group (called once, after the scan).
    mutating func resolveGroups() {
        var done: [String: FoldPrecedence] = [:]
        for name in groups.keys.sorted() { _ = place(name, &done, depth: 0) }
        resolved = done
    }

    private func place(_ name: String, _ done: inout [String: FoldPrecedence], depth: Int) -> Double? {
        if let standard = Self.standard[name] { return standard.rank }
        if let known = done[name] { return known.rank }
        guard let group = groups[name], depth < 64 else { return nil }
        let lower = group.higherThan.compactMap { place($0.name, &done, depth: depth + 1) }.max()
        let upper = group.lowerThan.compactMap { place($0.name, &done, depth: depth + 1) }.min()
        let rank: Double = switch (lower, upper) {
        case let (low?, high?): (low + high) / 2
        case let (low?, nil): low + 0.25
        case let (nil, high?): high - 0.25
        case (nil, nil): FoldPrecedence.defaultGroup.rank
        }
        done[name] = FoldPrecedence(rank: rank, associativity: group.associativity, name: name)
        return rank
    }

    private static let standard: [String: FoldPrecedence] = {
        let groups: [PrecedenceGroup] = [.assignment, .ternary, .logicalDisjunction, .logicalConjunction, .comparison,
                                         .nilCoalescing, .casting, .rangeFormation, .addition, .multiplication,
                                         .bitwiseShift]
        var table = Dictionary(uniqueKeysWithValues: groups.map { (Parser.groupName($0), FoldPrecedence($0)) })
        table["DefaultPrecedence"] = .defaultGroup
        return table
    }()
}
