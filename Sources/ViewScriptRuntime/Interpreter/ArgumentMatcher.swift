/// Matches call-site argument labels to a function's parameters, as Swift does: in order,
/// skipping defaulted parameters, gathering variadic ones, and letting an unlabelled
/// trailing closure fill the next parameter that is not satisfied by default.
enum ArgumentMatcher {
    enum Binding: Equatable {
        case argument(Int)
        case variadic([Int])
        case defaulted
    }

    static func match(_ parameters: [FunctionDefinition.Parameter], labels: [String?],
                      firstTrailingClosure: Int?) -> [Binding]? {
        var bindings: [Binding] = []
        bindings.reserveCapacity(parameters.count)
        var next = 0
        for (index, parameter) in parameters.enumerated() {
            if parameter.isVariadic {
                var taken: [Int] = []
                if next < labels.count, labels[next] == parameter.label {
                    taken.append(next)
                    next += 1
                    while next < labels.count, labels[next] == nil, next != firstTrailingClosure { taken.append(next); next += 1 }
                }
                bindings.append(taken.isEmpty ? .defaulted : .variadic(taken))
                continue
            }
            if next < labels.count {
                let label = labels[next]
                let isTrailing = next == firstTrailingClosure && label == nil
                if label == parameter.label || (isTrailing && !laterParameterTakesClosure(parameters, after: index, parameter)) {
                    bindings.append(.argument(next))
                    next += 1
                    continue
                }
            }
            guard parameter.defaultValue != nil else { return nil }
            bindings.append(.defaulted)
        }
        return next == labels.count ? bindings : nil
    }

    /// A trailing closure skips a defaulted parameter when a later one must take it.
    private static func laterParameterTakesClosure(_ parameters: [FunctionDefinition.Parameter], after index: Int,
                                                   _ parameter: FunctionDefinition.Parameter) -> Bool {
        guard parameter.defaultValue != nil else { return false }
        if case .function? = parameter.type { return false }
        return parameters[(index + 1)...].contains { candidate in
            if case .function? = candidate.type { return candidate.defaultValue == nil }
            return false
        }
    }
}
