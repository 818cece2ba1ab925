import ViewScriptRuntime

/// `AsyncImage(url:)`, `AsyncImage(url:) { image in } placeholder: { }` and
/// `AsyncImage(url:) { phase in }`: a view whose content follows its load's phase. It shows the
/// `.empty` phase (the placeholder) first; then the load answers (`AsyncImageLoading.swift`:
/// the scenario's declared response, or at once `.failure` as offline). Apple, AsyncImage.init(url:scale:):
/// "Until the image loads, SwiftUI displays a default placeholder. [...] If the operation fails,
/// SwiftUI continues to display the placeholder." A nil URL starts no load: the phase stays
/// `.empty`. The default placeholder is a box with nothing to read.
extension InterpretedViews {
    private enum AsyncImageForm {
        case plain
        case image(content: Value, placeholder: Value)
        case phases(Value)
    }

    func asyncImage(_ arguments: [Value], _ labels: [String?], _ built: [Int: Value]) throws -> ViewElement {
        let interpreter = self.interpreter
        let range = self.range
        guard let urlIndex = labels.firstIndex(of: "url") else {
            throw interpreter.failure(.notSimulated("AsyncImage without 'url:'"), at: range)
        }
        let url = try arguments[urlIndex].unwrappedDeep.map { try interpreter.describe($0) }
        let content = arguments.indices.first { (labels[$0] == nil || labels[$0] == "content") && arguments[$0].asFunction != nil }
        // The placeholder closure takes no parameter: Swift's builder ran it already.
        let placeholder = labels.firstIndex(of: "placeholder").map { built[$0] ?? arguments[$0] }
        let form: AsyncImageForm
        switch (content.map { arguments[$0] }, placeholder) {
        case (let content?, let placeholder?): form = .image(content: content, placeholder: placeholder)
        case (let content?, nil): form = .phases(content)
        default: form = .plain
        }
        let state = StateDeclaration("phase") { interpreter.asyncImagePhase(.empty) }
        let fields = [UserView.Field("url", .string(url ?? ""))] + arguments.enumerated().map { UserView.Field("\($0.offset)", $0.element) }
        return .user(UserView("AsyncImage", fields: fields, state: [state]) { context in
            let phase = context.state("phase")
            let views = InterpretedViews(interpreter: interpreter, at: range, context: context.controlContext)
            let shown: ViewElement
            switch form {
            case .plain:
                if case .enumValue(let value) = phase.value, value.caseIndex == 1 { shown = try views.element(value.payload[0]) }
                else { shown = .shape(ShapeContent("Rectangle")) }
            case .image(let content, let placeholder):
                if case .enumValue(let value) = phase.value, value.caseIndex == 1 {
                    shown = try views.element(try interpreter.callClosure(content, [value.payload[0]], at: range))
                } else {
                    shown = try views.element(placeholder.asFunction != nil ? try interpreter.callClosure(placeholder, [], at: range) : placeholder)
                }
            case .phases(let content):
                shown = try views.element(try interpreter.callClosure(content, [phase.value], at: range))
            }
            guard let url else { return shown }
            let load: TaskAction = {
                // A new URL starts over from `.empty`.
                if case .enumValue(let current) = phase.value, current.caseIndex != 0 { phase.value = interpreter.asyncImagePhase(.empty) }
                let cancel = AsyncImageLoading.load(url, interpreter) { outcome in
                    switch outcome {
                    case .image(let image): phase.value = interpreter.asyncImagePhase(.success(image))
                    case .failure(let error): phase.value = interpreter.asyncImagePhase(.failure(error))
                    }
                }
                return TaskCancellation(cancel)
            }
            // One load per URL, on a container that stays while the phase's content changes.
            return .modified(.container(.vStack, [shown]), .task(id: .string(url), load))
        })
    }
}
