@testable import ViewScriptSyntax

/// A compact, unambiguous rendering of expressions, types and patterns for tests.
enum SExpr {
    static func expr(_ expr: Expr) -> String {
        switch expr.kind {
        case .integerLiteral(let text), .floatLiteral(let text): return text
        case .stringLiteral(let literal): return string(literal)
        case .booleanLiteral(let value): return value ? "true" : "false"
        case .nilLiteral: return "nil"
        case .arrayLiteral(let elements): return "[" + elements.map(Self.expr).joined(separator: ", ") + "]"
        case .dictionaryLiteral(let pairs):
            if pairs.isEmpty { return "[:]" }
            return "[" + pairs.map { "\(Self.expr($0.key)): \(Self.expr($0.value))" }.joined(separator: ", ") + "]"
        case .identifier(let name): return name.name
        case .closureParameter(let index): return "$\(index)"
        case .projectedValue(let name): return "$" + name.name
        case .selfExpr: return "self"
        case .superExpr: return "super"
        case .discard: return "_"
        case .macroExpansion(let name, let arguments): return "(#\(name.name)\(args(arguments)))"
        case .member(let base, let name): return "(. \(Self.expr(base)) \(name.name))"
        case .implicitMember(let name): return "." + name.name
        case .specialize(let base, let types): return "(<> \(Self.expr(base)) \(types.map(type).joined(separator: " ")))"
        case .call(let callee, let arguments): return "(call \(Self.expr(callee))\(args(arguments)))"
        case .subscriptAccess(let base, let arguments): return "(subscript \(Self.expr(base))\(args(arguments)))"
        case .bindOptional(let base): return "(? \(Self.expr(base)))"
        case .optionalChain(let base): return "(?chain \(Self.expr(base)))"
        case .forceUnwrap(let base): return "(! \(Self.expr(base)))"
        case .prefix(let op, let operand): return "(prefix\(op.rawValue) \(Self.expr(operand)))"
        case .postfix(let op, let operand): return "(postfix\(op.rawValue) \(Self.expr(operand)))"
        case .binary(let op, let lhs, let rhs): return "(\(op.rawValue) \(Self.expr(lhs)) \(Self.expr(rhs)))"
        case .operatorCall(let fixity, let name, let operands):
            return "(\(fixity == .infix ? "" : fixity.rawValue)\(name.name) \(operands.map(Self.expr).joined(separator: " ")))"
        case .assign(let lhs, let rhs): return "(= \(Self.expr(lhs)) \(Self.expr(rhs)))"
        case .ternary(let condition, let then, let otherwise):
            return "(?: \(Self.expr(condition)) \(Self.expr(then)) \(Self.expr(otherwise)))"
        case .typeCheck(let value, let target): return "(is \(Self.expr(value)) \(type(target)))"
        case .cast(let value, let kind, let target):
            let spelling = switch kind { case .coerce: "as"; case .conditional: "as?"; case .forced: "as!" }
            return "(\(spelling) \(Self.expr(value)) \(type(target)))"
        case .tryExpr(let kind, let operand):
            let spelling = switch kind { case .plain: "try"; case .optional: "try?"; case .forced: "try!" }
            return "(\(spelling) \(Self.expr(operand)))"
        case .awaitExpr(let operand): return "(await \(Self.expr(operand)))"
        case .inoutArgument(let operand): return "(& \(Self.expr(operand)))"
        case .closure(let closure): return self.closure(closure)
        case .tuple(let elements):
            return "(tuple" + elements.map { " " + ($0.label.map { "\($0.name): " } ?? "") + Self.expr($0.value) }.joined() + ")"
        case .paren(let inner): return "(paren \(Self.expr(inner)))"
        case .keyPath(let keyPath): return self.keyPath(keyPath)
        case .ifExpr(let ifStmt): return "(if \(ifStmt.conditions.count) conditions)"
        case .switchExpr(let switchStmt): return "(switch \(Self.expr(switchStmt.subject)) \(switchStmt.cases.count) cases)"
        case .error: return "<error>"
        }
    }

    static func args(_ arguments: [Argument]) -> String {
        arguments.map { argument in
            let label = argument.label.map { "\($0.name): " } ?? ""
            return " " + (argument.isTrailingClosure ? "trailing " : "") + label + expr(argument.value)
        }.joined()
    }

    static func string(_ literal: StringLiteral) -> String {
        var text = "\""
        for segment in literal.segments {
            switch segment {
            case .text(let part): text += part
            case .interpolation(let arguments, _): text += "\\(" + String(args(arguments).dropFirst()) + ")"
            }
        }
        return text + "\""
    }

    static func closure(_ closure: ClosureExpr) -> String {
        var parts = ["closure"]
        if !closure.attributes.isEmpty { parts.append(closure.attributes.map { "@" + $0.name.name }.joined(separator: " ")) }
        if !closure.captures.isEmpty {
            parts.append("[" + closure.captures.map { item in
                let specifier = switch item.specifier { case .strong: ""; case .weak: "weak "; case .unowned: "unowned " }
                return specifier + item.name.name + (item.value.map { " = " + expr($0) } ?? "")
            }.joined(separator: ", ") + "]")
        }
        if let parameters = closure.parameters {
            parts.append("(" + parameters.map { $0.name.name + ($0.type.map { ": " + type($0) } ?? "") }.joined(separator: ", ") + ")")
        }
        if closure.effects.isAsync { parts.append("async") }
        if closure.effects.throwing == .throwing { parts.append("throws") }
        if let result = closure.resultType { parts.append("-> " + type(result)) }
        parts.append("stmts:\(closure.body.statements.count)")
        return "{" + parts.joined(separator: " ") + "}"
    }

    static func keyPath(_ keyPath: KeyPathExpr) -> String {
        var text = "(keypath" + (keyPath.root.map { " " + type($0) } ?? "")
        for component in keyPath.components {
            switch component {
            case .property(let name): text += " ." + name.name
            case .self: text += " .self"
            case .optional: text += " ?"
            case .forceUnwrap: text += " !"
            case .subscript(let arguments): text += " [" + String(args(arguments).dropFirst()) + "]"
            }
        }
        return text + ")"
    }

    static func type(_ type: TypeSyntax) -> String {
        switch type.kind {
        case .named(let name, let generics): return name.name + self.generics(generics)
        case .member(let base, let name, let generics): return self.type(base) + "." + name.name + self.generics(generics)
        case .optional(let wrapped): return self.type(wrapped) + "?"
        case .implicitlyUnwrapped(let wrapped): return self.type(wrapped) + "!"
        case .array(let element): return "[" + self.type(element) + "]"
        case .dictionary(let key, let value): return "[" + self.type(key) + ": " + self.type(value) + "]"
        case .tuple(let elements): return tupleElements(elements)
        case .function(let parameters, let effects, let result):
            var text = tupleElements(parameters)
            if effects.isAsync { text += " async" }
            if effects.throwing == .throwing { text += " throws" }
            if effects.throwing == .rethrowing { text += " rethrows" }
            return text + " -> " + self.type(result)
        case .opaque(let inner): return "some " + self.type(inner)
        case .existential(let inner): return "any " + self.type(inner)
        case .composition(let types): return "(" + types.map(self.type).joined(separator: " & ") + ")"
        case .metatype(let base, let isProtocol): return self.type(base) + (isProtocol ? ".Protocol" : ".Type")
        case .inoutType(let inner): return "inout " + self.type(inner)
        case .attributed(let attributes, let inner):
            return attributes.map { "@" + $0.name.name + " " }.joined() + self.type(inner)
        case .error: return "<error>"
        }
    }

    private static func generics(_ generics: [TypeSyntax]) -> String {
        generics.isEmpty ? "" : "<" + generics.map(type).joined(separator: ", ") + ">"
    }

    private static func tupleElements(_ elements: [TupleTypeElement]) -> String {
        "(" + elements.map { element in
            (element.label.map { $0.name + ": " } ?? "") + type(element.type) + (element.isVariadic ? "..." : "")
        }.joined(separator: ", ") + ")"
    }

    static func pattern(_ pattern: Pattern) -> String {
        switch pattern.kind {
        case .wildcard: return "_"
        case .binding(let name): return name.name
        case .valueBinding(let isVar, let inner): return "(\(isVar ? "var" : "let") \(self.pattern(inner)))"
        case .tuple(let elements): return "(tuple" + tuplePatternElements(elements) + ")"
        case .enumCase(let type, let name, let arguments):
            let prefix = type.map { self.type($0) } ?? ""
            return "(case \(prefix).\(name.name)" + (arguments.map { tuplePatternElements($0) + " ()" } ?? "") + ")"
        case .optional(let inner): return "(? \(self.pattern(inner)))"
        case .typeCheck(let target): return "(is \(type(target)))"
        case .cast(let inner, let target): return "(as \(self.pattern(inner)) \(type(target)))"
        case .typed(let inner, let target): return "(: \(self.pattern(inner)) \(type(target)))"
        case .expression(let value): return "(expr \(expr(value)))"
        }
    }

    private static func tuplePatternElements(_ elements: [TuplePatternElement]) -> String {
        elements.map { " " + ($0.label.map { "\($0.name): " } ?? "") + pattern($0.pattern) }.joined()
    }
}
