/// Where an operator stands relative to its operands.
public enum OperatorFixity: String, Sendable { case infix, prefix, postfix }

/// `infix operator ** : ExponentiationPrecedence`, `prefix operator √`, `postfix operator ++`.
public struct OperatorDecl: Sendable {
    public var fixity: OperatorFixity
    public var name: Identifier
    /// The precedence group of an infix operator (`DefaultPrecedence` when absent).
    public var group: Identifier?

    public init(fixity: OperatorFixity, name: Identifier, group: Identifier?) {
        self.fixity = fixity
        self.name = name
        self.group = group
    }
}

/// `precedencegroup Name { higherThan: A  lowerThan: B  associativity: right  assignment: true }`.
public struct PrecedenceGroupDecl: Sendable {
    public var name: Identifier
    public var higherThan: [Identifier]
    public var lowerThan: [Identifier]
    public var associativity: PrecedenceGroup.Associativity
    public var isAssignment: Bool

    public init(name: Identifier, higherThan: [Identifier] = [], lowerThan: [Identifier] = [],
                associativity: PrecedenceGroup.Associativity = .none, isAssignment: Bool = false) {
        self.name = name
        self.higherThan = higherThan
        self.lowerThan = lowerThan
        self.associativity = associativity
        self.isAssignment = isAssignment
    }
}
