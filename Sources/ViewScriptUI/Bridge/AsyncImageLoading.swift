import ViewScriptRuntime

/// Where an `AsyncImage` gets its image: the scenario's simulated network
/// (`respond to "URL" with ...`, `SimulatedNetwork`). A declared answer with a 2xx status
/// loads the image after its delay (the body stands for the image's bytes; ViewScript does
/// not decode images); another status fails then; an undeclared URL fails at once as offline
/// (`URLError(.notConnectedToInternet)`): at the current virtual time, after the first frame
/// showed the placeholder. A view that goes away before the answer cancels its load.
enum AsyncImageLoading {
    enum Outcome {
        case image(Value)
        case failure(Value)
    }

    /// Starts loading `url`; `completion` runs on the main queue of the virtual clock. Returns
    /// the cancellation.
    static func load(_ url: String, _ interpreter: Interpreter, completion: @escaping (Outcome) -> Void) -> () -> Void {
        guard let response = interpreter.network.request("GET", url) else {
            let job = interpreter.executor.enqueue {
                completion(.failure(.native(URLErrorObject(.notConnectedToInternet, url: url))))
            }
            return { job.cancel() }
        }
        let job = interpreter.executor.enqueue(after: response.delay) {
            if (200..<300).contains(response.status) {
                let name = url.split(separator: "/").last.map(String.init) ?? url
                completion(.image(.native(ViewValue(.builtin(name: "Image", arguments: [.string(name)], labels: [nil], content: [:])))))
            } else {
                completion(.failure(.native(URLErrorObject(.badServerResponse, url: url))))
            }
        }
        return { job.cancel() }
    }
}
