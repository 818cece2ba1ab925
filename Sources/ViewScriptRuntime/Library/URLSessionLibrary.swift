import Foundation
import ViewScriptSyntax

/// `URLSession.shared`: `data(from:)`, `data(for:)` and `dataTask(with:completionHandler:)`,
/// answered from the scenario's declared responses (`SimulatedNetwork`) on the virtual clock.
/// Source: Apple, URLSession.data(from:delegate:),
/// https://developer.apple.com/documentation/foundation/urlsession/data(from:delegate:)
/// ("Retrieves the contents of a URL and delivers the data asynchronously."): an HTTP error
/// status is a response, not an error; only a transport failure (offline) throws.
final class URLSessionObject: NativeObject, NativeMembers {
    var runtimeType: RuntimeType { .named("URLSession", []) }
    func describe() -> String { "<__NSURLSessionLocal>" }
    func property(_ name: String, _ context: CallContext) throws -> Value? { nil }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        let values = arguments.values
        switch (name, arguments.labels) {
        case ("data", ["from"]), ("data", ["from", "delegate"]):
            guard case .native(let url as URLObject) = values[0] else { return nil }
            return try Self.load(URLRequestObject(url: url.text), context)
        case ("data", ["for"]), ("data", ["for", "delegate"]):
            guard case .native(let request as URLRequestObject) = values[0] else { return nil }
            return try Self.load(request, context)
        case ("dataTask", ["with", "completionHandler"]), ("dataTask", ["with", nil]):
            let request: URLRequestObject
            switch values[0] {
            case .native(let url as URLObject): request = URLRequestObject(url: url.text)
            case .native(let given as URLRequestObject): request = given
            default: return nil
            }
            return .native(DataTaskObject(request: request, completion: values[1]))
        case ("dataTaskPublisher", ["for"]):
            switch values[0] {
            case .native(let url as URLObject): return .native(DataTaskPublisher(URLRequestObject(url: url.text)))
            case .native(let request as URLRequestObject): return .native(DataTaskPublisher(request))
            default: return nil
            }
        default:
            return nil
        }
    }

    /// `try await session.data(for: request)`: `(Data, URLResponse)` after the declared delay;
    /// an undeclared URL throws `URLError(.notConnectedToInternet)` at once.
    ///
    /// A load whose task is cancelled (before or while it waits) throws `URLError(.cancelled)`,
    /// as Foundation's async methods do, not `CancellationError`. Sources: Ole Begemann,
    /// "Cancellation can come in many forms", https://oleb.net/2022/cancellation-forms/ ("the async
    /// networking APIs in Foundation, such as URLSession.data(from: URL), throw a URLError with the
    /// code URLError.Code.cancelled on cancellation"); Swift Forums, "CancellationError",
    /// https://forums.swift.org/t/cancellationerror/60009 ("Instead it throws Error
    /// Domain=NSURLErrorDomain Code=-999 \"cancelled\"").
    static func load(_ request: URLRequestObject, _ context: CallContext) throws -> Value {
        let interpreter = context.interpreter
        let cancelled = ThrownError(value: .native(URLErrorObject(.cancelled, url: request.url)), range: context.range)
        if interpreter.executor.currentTask?.isCancelled == true { throw cancelled }
        guard let response = try interpreter.networkRequest(request.method, request.url, at: context.range) else {
            throw ThrownError(value: .native(URLErrorObject(.notConnectedToInternet, url: request.url)), range: context.range)
        }
        do {
            try interpreter.executor.sleep(nanoseconds: response.delay, at: context.range)
        } catch is ThrownError where interpreter.executor.currentTask?.isCancelled == true {
            throw cancelled
        }
        return .tuple(TupleValue(answer(request.url, response)))
    }

    /// The data and the `HTTPURLResponse` of a declared answer.
    static func answer(_ url: String, _ response: SimulatedNetwork.Response) -> [Value] {
        let http = HTTPResponseObject(url: url, status: response.status, mimeType: SimulatedNetwork.mimeType(of: response.body))
        return [.native(DataObject(Data(response.body.utf8))), .native(http)]
    }
}

/// `URLRequest(url:)` with `httpMethod`, `httpBody`, `allHTTPHeaderFields`, `timeoutInterval`
/// and `setValue(_:forHTTPHeaderField:)`. The method is GET unless set.
/// A value type, as in Foundation: a copy's changes do not reach the original (`NativeCopyOnWrite`).
final class URLRequestObject: NativeObject, NativeMembers, NativeCopyOnWrite {
    let url: String
    private var fields: [String: Value] = [:]
    private var headers: [(String, String)] = []

    init(url: String) { self.url = url }

    func copied() -> URLRequestObject {
        let copy = URLRequestObject(url: url)
        copy.fields = fields
        copy.headers = headers
        return copy
    }

    func isMutatingMethod(_ name: String) -> Bool { name == "setValue" || name == "addValue" }

    var method: String { fields["httpMethod"]?.unwrappedDeep?.asString ?? "GET" }

    var runtimeType: RuntimeType { .named("URLRequest", []) }
    func describe() -> String { url }

    static let settable: Set<String> = ["httpMethod", "httpBody", "timeoutInterval", "cachePolicy", "allHTTPHeaderFields"]

    func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch name {
        case "url": return .some(.native(URLObject(url)))
        case "httpMethod": return .some(.string(method))
        case "httpBody": return fields["httpBody"] ?? Value.none
        case "timeoutInterval": return fields["timeoutInterval"] ?? .double(60)
        case "allHTTPHeaderFields":
            var dictionary = DictionaryValue(keyType: .string, valueType: .string)
            for (field, value) in headers { _ = dictionary.updateValue(.string(value), forKey: .string(field)) }
            return .some(.dictionary(dictionary))
        default: return fields[name]
        }
    }

    func modifyProperty<T>(_ name: String, _ body: (inout Value) throws -> T) throws -> T {
        try fields.modifyProperty(name, body)
    }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        switch (name, arguments.labels) {
        case ("setValue", [nil, "forHTTPHeaderField"]), ("addValue", [nil, "forHTTPHeaderField"]):
            guard let field = arguments.values[1].asString else { return nil }
            let value = arguments.values[0].unwrappedDeep?.asString
            headers.removeAll { $0.0.lowercased() == field.lowercased() && name == "setValue" }
            if let value { headers.append((field, value)) }
            return .void
        case ("value", ["forHTTPHeaderField"]):
            guard let field = arguments.values[0].asString else { return nil }
            return headers.last { $0.0.lowercased() == field.lowercased() }.map { .some(.string($0.1)) } ?? Value.none
        default:
            return nil
        }
    }

    /// `URLRequest(url: url)`.
    static func construct(_ arguments: CallArguments) -> Value? {
        guard arguments.labels.first == "url", case .native(let url as URLObject) = arguments.values[0] else { return nil }
        return .native(URLRequestObject(url: url.text))
    }
}

/// `session.dataTask(with:completionHandler:)`: nothing happens until `resume()`; then the
/// completion handler gets `(data, response, error)` when the declared answer arrives, or
/// `(nil, nil, URLError(.notConnectedToInternet))` at once for an undeclared URL.
/// `cancel()` before the answer calls the handler with `URLError(.cancelled)`.
final class DataTaskObject: NativeObject, NativeMembers {
    let request: URLRequestObject
    let completion: Value
    private var job: ScheduledJob?
    private var state = "suspended"

    init(request: URLRequestObject, completion: Value) {
        self.request = request
        self.completion = completion
    }

    var runtimeType: RuntimeType { .named("URLSessionDataTask", []) }
    func describe() -> String { "LocalDataTask <\(request.url)>" }
    func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch name {
        case "state": .native(SymbolValue("URLSessionTask.State.\(state)", member: state))
        case "originalRequest", "currentRequest": .some(.native(request))
        default: nil
        }
    }

    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? {
        let interpreter = context.interpreter
        let range = context.range
        switch (name, arguments.labels) {
        case ("resume", []):
            guard state == "suspended" else { return .void }
            state = "running"
            let completion = self.completion
            guard let response = try interpreter.networkRequest(request.method, request.url, at: range) else {
                let error = Value.native(URLErrorObject(.notConnectedToInternet, url: request.url))
                job = interpreter.executor.enqueue { [weak self, unowned interpreter] in
                    self?.state = "completed"
                    _ = try interpreter.callClosure(completion, [Value.none, Value.none, .some(error)], at: range)
                }
                return .void
            }
            let url = request.url
            job = interpreter.executor.enqueue(after: response.delay) { [weak self, unowned interpreter] in
                self?.state = "completed"
                let answer = URLSessionObject.answer(url, response)
                _ = try interpreter.callClosure(completion, [.some(answer[0]), .some(answer[1]), Value.none], at: range)
            }
            return .void
        case ("cancel", []):
            guard state == "running", let job else { return .void }
            job.cancel()
            state = "completed"
            let error = Value.native(URLErrorObject(.cancelled, url: request.url))
            let completion = self.completion
            interpreter.executor.enqueue { [unowned interpreter] in
                _ = try interpreter.callClosure(completion, [Value.none, Value.none, .some(error)], at: range)
            }
            return .void
        default:
            return nil
        }
    }
}

extension Interpreter {
    /// A request to the simulated network: its declared answer, or nil (offline). More than
    /// `SimulatedNetwork.maximumUndeclaredRequests` offline requests stop the app.
    func networkRequest(_ method: String, _ url: String, at range: SourceRange) throws -> SimulatedNetwork.Response? {
        let response = network.request(method, url)
        if response == nil, network.undeclaredCount > SimulatedNetwork.maximumUndeclaredRequests {
            throw failure(.tooManyOfflineRequests(url), at: range)
        }
        return response
    }
}

extension DiagnosticMessage {
    static func tooManyOfflineRequests(_ url: String) -> DiagnosticMessage {
        DiagnosticMessage("too-many-offline-requests", .error,
                          "more than \(SimulatedNetwork.maximumUndeclaredRequests) requests failed as offline, the last for '\(url)' "
                          + "(is a request retried in a loop? declare its answer with 'respond to \"\(url)\" with ...')")
    }
}
