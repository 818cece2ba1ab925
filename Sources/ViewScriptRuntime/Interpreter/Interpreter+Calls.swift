import ViewScriptSyntax

/// Arguments of one call, evaluated left to right.
public struct CallArguments {
    public var values: [Value]
    public var labels: [String?]
    /// For `&x` arguments: the storage to write back after the call.
    var inoutTargets: [LValueNode?]
    /// For `@autoclosure` parameters: the argument as a closure.
    var thunks: [Value?]
    var firstTrailingClosure: Int?

    public var labelText: String { labels.map { "\($0 ?? "_"):" }.joined() }
}

extension Interpreter {
    /// The overload whose labels fit, preferring the one whose parameter types fit the values.
    func choose(_ candidates: [FunctionDefinition], _ arguments: CallArguments)
        -> (FunctionDefinition, [ArgumentMatcher.Binding])? {
        var best: (FunctionDefinition, [ArgumentMatcher.Binding], Int)?
        for candidate in candidates {
            guard let bindings = ArgumentMatcher.match(candidate.parameters, labels: arguments.labels,
                                                       firstTrailingClosure: arguments.firstTrailingClosure) else { continue }
            if candidates.count == 1 { return (candidate, bindings) }
            var score = 0
            for (index, binding) in bindings.enumerated() {
                guard case .argument(let position) = binding, let type = candidate.parameters[index].type else { continue }
                let value = arguments.values[position]
                if arguments.thunks[position] != nil { continue }
                if matchesExactly(value, type) { score += 2 } else if cast(value, to: type) != nil { score += 1 } else { score -= 10 }
            }
            if best == nil || score > best!.2 { best = (candidate, bindings, score) }
        }
        return best.map { ($0.0, $0.1) }
    }

    /// Calls a user function with matched arguments and writes `inout` arguments back.
    func callDefinition(_ definition: FunctionDefinition, bindings: [ArgumentMatcher.Binding], _ arguments: CallArguments,
                        captures: Captures, selfValue: Value?, _ frame: Frame?, calleeFrame: Frame? = nil,
                        at range: SourceRange, prologue: ((Frame) throws -> Void)? = nil) throws -> (result: Value, frame: Frame) {
        var values: [Value?] = []
        values.reserveCapacity(bindings.count)
        for (index, binding) in bindings.enumerated() {
            switch binding {
            case .argument(let position):
                if definition.parameters[index].isAutoclosure {
                    values.append(arguments.thunks[position] ?? autoclosure(returning: arguments.values[position]))
                } else if let thunk = arguments.thunks[position] {
                    values.append(try callClosure(thunk, [], at: range))
                } else {
                    values.append(arguments.values[position])
                }
            case .variadic(let positions):
                values.append(.array(ArrayValue(positions.map { arguments.values[$0] })))
            case .defaulted:
                values.append(nil)
            }
        }
        let outcome: (result: Value, frame: Frame)
        if let calleeFrame {
            outcome = (try run(definition, in: calleeFrame, arguments: values, at: range, prologue: prologue), calleeFrame)
        } else {
            outcome = try invoke(definition, arguments: values, captures: captures, selfValue: selfValue, at: range,
                                 prologue: prologue)
        }
        if let frame {
            for (index, binding) in bindings.enumerated() where definition.parameters[index].isInout {
                guard case .argument(let position) = binding, let target = arguments.inoutTargets[position] else { continue }
                try target.assign(frame, outcome.frame.read(definition.parameters[index].slot))
            }
        }
        return outcome
    }

    func autoclosure(returning value: Value) -> Value {
        .function(Function(builtin: "autoclosure") { _, _ in value })
    }

    /// Calls a function value with call-site arguments (labels are not checked for closures).
    func callValue(_ callee: Value, _ arguments: CallArguments, _ frame: Frame, at range: SourceRange) throws -> Value {
        guard case .function(let function) = callee else {
            if case .type(let type) = callee { return try construct(type, arguments, frame, at: range) }
            // A key path passed for a function parameter (SE-0249) is applied to its one argument.
            if case .keyPath(let keyPath) = callee, arguments.values.count == 1 {
                return try apply(keyPath, to: arguments.values[0], at: range)
            }
            throw failure(.notCallable(try describe(callee)), at: range)
        }
        if case .user(let definition, let captures, let boundSelf) = function.kind, definition.kind != .closure,
           let bindings = ArgumentMatcher.match(definition.parameters, labels: arguments.labels,
                                                firstTrailingClosure: arguments.firstTrailingClosure) {
            return try callDefinition(definition, bindings: bindings, arguments, captures: captures, selfValue: boundSelf,
                                      frame, at: range).result
        }
        if case .user(let definition, let captures, let boundSelf) = function.kind {
            let values = arguments.values.enumerated().map { index, value -> Value? in
                arguments.thunks[index] ?? value
            }
            let outcome = try invoke(definition, arguments: spread(values, into: definition), captures: captures,
                                     selfValue: boundSelf, at: range)
            for (index, target) in arguments.inoutTargets.enumerated() {
                guard let target, index < definition.parameters.count else { continue }
                try target.assign(frame, outcome.frame.read(definition.parameters[index].slot))
            }
            return outcome.result
        }
        return try call(function, arguments.values, at: range)
    }

    /// A closure of N parameters called with one N-tuple takes the tuple's elements.
    func spread(_ values: [Value?], into definition: FunctionDefinition) -> [Value?] {
        if definition.parameters.count > 1, values.count == 1, case .tuple(let tuple)? = values[0],
           tuple.elements.count == definition.parameters.count {
            return tuple.elements
        }
        return values
    }
}
