import ViewScriptSyntax

/// `URLSession.shared.dataTaskPublisher(for:)`: each subscription makes the request; the
/// declared answer arrives after its delay as one `(data: Data, response: URLResponse)` value,
/// then the publisher finishes. An undeclared URL fails with `URLError(.notConnectedToInternet)`
/// (on the next turn, as a real task's failure arrives asynchronously); an HTTP error status is a
/// response, not a failure. Cancelling before the answer drops it.
/// Source: Apple, URLSession.DataTaskPublisher,
/// https://developer.apple.com/documentation/foundation/urlsession/datataskpublisher ("A publisher
/// that delivers the results of performing URL session data tasks."; Output is
/// "(data: Data, response: URLResponse)", Failure is URLError).
final class DataTaskPublisher: PublisherObject {
    let request: URLRequestObject

    init(_ request: URLRequestObject) { self.request = request }

    override var typeName: String { "URLSession.DataTaskPublisher" }

    override func property(_ name: String, _ context: CallContext) throws -> Value? {
        name == "request" ? .native(request) : try super.property(name, context)
    }

    override func subscribe(_ subscriber: Subscriber, _ context: CallContext) throws -> () -> Void {
        let interpreter = context.interpreter
        let url = request.url
        let job: ScheduledJob
        if let response = try interpreter.networkRequest(request.method, url, at: context.range) {
            job = interpreter.executor.enqueue(after: response.delay) {
                let answer = URLSessionObject.answer(url, response)
                try subscriber.receive(.tuple(TupleValue(answer, labels: ["data", "response"])))
                try subscriber.complete(.finished)
            }
        } else {
            let error = Value.native(URLErrorObject(.notConnectedToInternet, url: url))
            job = interpreter.executor.enqueue { try subscriber.complete(.failure(error)) }
        }
        return { job.cancel() }
    }
}
