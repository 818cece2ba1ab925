import ViewScriptSyntax

/// Why a call's arguments do not fit the one function it can call, in swiftc's words and
/// at swiftc's position. Only the shapes whose diagnosis is certain are named: wrong labels
/// on the right number of arguments, arguments missing at their places, extra arguments
/// at the end. Anything else (out of order, variadics, mixed problems) gives `nil`, and the
/// call fails when it runs instead.
struct ArgumentDiagnosis {
    let message: DiagnosticMessage
    let offset: SourceOffset

    /// Positions swiftc uses: the argument list (its `(`, or its only unlabelled argument)
    /// and the `)`.
    struct CallShape {
        let arguments: [Argument]
        let openParen: SourceOffset?
        let closeParen: SourceOffset?

        var listLocation: SourceOffset? {
            if arguments.count == 1, arguments[0].label == nil, !arguments[0].isTrailingClosure {
                return arguments[0].value.range.start
            }
            return openParen
        }
    }

    static func diagnose(_ parameters: [FunctionDefinition.Parameter], _ call: CallShape) -> ArgumentDiagnosis? {
        guard !parameters.contains(where: \.isVariadic) else { return nil }
        return relabelled(parameters, call) ?? missing(parameters, call) ?? extra(parameters, call)
    }

    private static func label(_ text: String?) -> String { "\(text ?? "_"):" }

    /// As many arguments as leading parameters (the rest defaulted), some with the wrong label.
    private static func relabelled(_ parameters: [FunctionDefinition.Parameter], _ call: CallShape) -> ArgumentDiagnosis? {
        let arguments = call.arguments
        guard arguments.count <= parameters.count,
              parameters[arguments.count...].allSatisfy({ $0.defaultValue != nil }) else { return nil }
        var missing: [String] = [], extraneous: [String] = [], wrong = 0
        for (index, argument) in arguments.enumerated() {
            let given = argument.label?.name
            let expected = parameters[index].label
            if given == expected { continue }
            if argument.isTrailingClosure && given == nil { continue }
            if argument.isTrailingClosure { return nil }
            // A label of another parameter means the arguments are out of order, or shifted.
            if let given, parameters.enumerated().contains(where: { $0.offset != index && $0.element.label == given }) { return nil }
            switch (given, expected) {
            case (nil, let expected?): missing.append(label(expected))
            case (let given?, nil): extraneous.append(label(given))
            default: wrong += 1
            }
        }
        let count = missing.count + extraneous.count + wrong
        guard count > 0, let location = call.listLocation else { return nil }
        let message: DiagnosticMessage
        if extraneous.isEmpty && wrong == 0 {
            message = .missingArgumentLabels(missing.joined(), plural: count > 1)
        } else if missing.isEmpty && wrong == 0 {
            message = .extraneousArgumentLabels(extraneous.joined(), plural: count > 1)
        } else {
            let have = arguments.map { label($0.label?.name) }.joined()
            let expected = arguments.indices.map { index in
                arguments[index].isTrailingClosure && arguments[index].label == nil ? "_:" : label(parameters[index].label)
            }.joined()
            message = .incorrectArgumentLabels(have: have, expected: expected, plural: count > 1)
        }
        return ArgumentDiagnosis(message: message, offset: location)
    }

    /// Every argument matches a parameter in order; some parameters without defaults have none.
    private static func missing(_ parameters: [FunctionDefinition.Parameter], _ call: CallShape) -> ArgumentDiagnosis? {
        let arguments = call.arguments
        guard !arguments.contains(where: \.isTrailingClosure) else { return nil }
        var next = 0
        var absent: [Int] = []
        /// For each absent parameter, the argument before it (if any).
        var previous: [Int?] = []
        for (index, parameter) in parameters.enumerated() {
            if next < arguments.count, arguments[next].label?.name == parameter.label {
                next += 1
            } else if parameter.defaultValue == nil {
                absent.append(index)
                previous.append(next > 0 ? next - 1 : nil)
            }
        }
        guard next == arguments.count, !absent.isEmpty else { return nil }
        let names = absent.map { index in parameters[index].label.map { "'\($0)'" } ?? "#\(index + 1)" }
        if absent.count > 1 {
            guard let location = call.listLocation else { return nil }
            return ArgumentDiagnosis(message: .missingArguments(names), offset: location)
        }
        let location: SourceOffset?
        if let before = previous[0] {
            location = arguments[before].value.range.end
        } else if let after = arguments.first {
            location = after.range.start
        } else {
            location = call.closeParen
        }
        return location.map { ArgumentDiagnosis(message: .missingArguments(names), offset: $0) }
    }

    /// Every parameter has its argument, in order, and more arguments follow.
    private static func extra(_ parameters: [FunctionDefinition.Parameter], _ call: CallShape) -> ArgumentDiagnosis? {
        let arguments = call.arguments
        guard arguments.count > parameters.count else { return nil }
        for (index, parameter) in parameters.enumerated() {
            let argument = arguments[index]
            guard !argument.isTrailingClosure, argument.label?.name == parameter.label else { return nil }
        }
        let extras = Array(arguments[parameters.count...])
        if extras.count == 1 {
            let argument = extras[0]
            if argument.isTrailingClosure {
                guard argument.label == nil else { return nil }
                return ArgumentDiagnosis(message: .extraTrailingClosure, offset: argument.value.range.start)
            }
            return ArgumentDiagnosis(message: .extraArgument(argument.label?.name), offset: argument.value.range.start)
        }
        guard !extras.contains(where: \.isTrailingClosure), let location = call.listLocation else { return nil }
        let positions = Array(parameters.count + 1 ... arguments.count)
        return ArgumentDiagnosis(message: .extraArguments(atPositions: positions), offset: location)
    }
}
