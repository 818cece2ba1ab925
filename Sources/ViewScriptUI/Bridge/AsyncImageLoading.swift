import ViewScriptRuntime

/// Where an `AsyncImage` gets its image: the one seam a simulated network answers. No network
/// is simulated yet (the `respond to` step of docs/scenarios.md will declare answers), so
/// every load fails as offline, at once: at the current virtual time, after the first frame
/// showed the placeholder. A view that goes away before the answer cancels its load.
enum AsyncImageLoading {
    enum Outcome {
        case image(Value)
        case failure(Value)
    }

    /// Starts loading `url`; `completion` runs on the main queue of the virtual clock. Returns
    /// the cancellation.
    static func load(_ url: String, _ interpreter: Interpreter, completion: @escaping (Outcome) -> Void) -> () -> Void {
        let job = interpreter.executor.enqueue { completion(.failure(.native(OfflineError(url: url)))) }
        return { job.cancel() }
    }
}

/// The error of a load while the device is offline: `URLError(.notConnectedToInternet)`.
final class OfflineError: NativeObject, NativeMembers {
    let url: String
    init(url: String) { self.url = url }
    var runtimeType: RuntimeType { .named("URLError", []) }
    func describe() -> String {
        "Error Domain=NSURLErrorDomain Code=-1009 \"The Internet connection appears to be offline.\""
    }
    func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch name {
        case "localizedDescription": .string("The Internet connection appears to be offline.")
        case "code": .native(SymbolValue("URLError.Code.notConnectedToInternet"))
        case "errorCode": .int(-1009)
        default: nil
        }
    }
    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? { nil }
}
