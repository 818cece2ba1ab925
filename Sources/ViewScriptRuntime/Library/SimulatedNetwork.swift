import Foundation

/// The network a scenario declares (`respond to "URL" with """ BODY """ [status N] [after 2s]`):
/// the only answers `URLSession` and `AsyncImage` get. Nothing ever reaches the real network;
/// a request for a URL without a declared response fails as offline
/// (`URLError(.notConnectedToInternet)`), and its URL is kept for a note in the report.
/// One per run (`Interpreter.network`); the requests made are logged in order for
/// `expect requests`.
public final class SimulatedNetwork {
    /// A declared answer.
    public struct Response: Sendable, Equatable {
        public var body: String
        public var status: Int
        /// Virtual nanoseconds between the request and its answer.
        public var delay: Int64

        public init(body: String, status: Int = 200, delay: Int64 = 0) {
            self.body = body
            self.status = status
            self.delay = delay
        }
    }

    /// One request the program made.
    public struct Request: Sendable, Equatable {
        public var method: String
        public var url: String
        /// `METHOD URL`, as `expect requests` lists it.
        public var line: String { "\(method) \(url)" }
    }

    private var responses: [String: Response] = [:]
    /// Every request, in order.
    public private(set) var requests: [Request] = []
    /// How many of `requests` an `expect requests` has already checked.
    private var checked = 0
    /// The URLs requested without a declared response, each once, in order.
    public private(set) var undeclaredURLs: [String] = []

    public init() {}

    /// `respond to "URL" with ...`: a later declaration for the same URL replaces the earlier.
    public func respond(to url: String, with response: Response) { responses[url] = response }

    /// Requests without a declared response one run may make: more is a request retried
    /// in a loop that never lets go (it fails at once, offline, forever).
    public static let maximumUndeclaredRequests = 1_000
    /// How many requests failed as offline.
    public private(set) var undeclaredCount = 0

    /// Records a request and returns its declared answer, or nil (offline).
    public func request(_ method: String, _ url: String) -> Response? {
        requests.append(Request(method: method, url: url))
        guard let response = responses[url] else {
            undeclaredCount += 1
            if !undeclaredURLs.contains(url) { undeclaredURLs.append(url) }
            return nil
        }
        return response
    }

    /// The requests since the previous call, one `METHOD URL` a line.
    public func takeRequestLines() -> [String] {
        defer { checked = requests.count }
        return requests[checked...].map(\.line)
    }

    /// `Content-Type` of a declared body: JSON when it parses as JSON, else plain text.
    static func mimeType(of body: String) -> String {
        (try? JSONSerialization.jsonObject(with: Data(body.utf8), options: [.fragmentsAllowed])) != nil
            ? "application/json" : "text/plain"
    }
}

/// `HTTPURLResponse`: the response of a declared answer (`statusCode`, `url`, `mimeType`).
/// A cast to `URLResponse` succeeds, as it is its subclass.
final class HTTPResponseObject: NativeObject, NativeMembers, NativeSupertypes {
    let url: String
    let status: Int
    let mimeType: String

    init(url: String, status: Int, mimeType: String) {
        self.url = url
        self.status = status
        self.mimeType = mimeType
    }

    var runtimeType: RuntimeType { .named("HTTPURLResponse", []) }
    var supertypeNames: [String] { ["URLResponse", "NSObject"] }
    func describe() -> String { "<NSHTTPURLResponse> { URL: \(url) } { Status Code: \(status) }" }
    func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch name {
        case "statusCode": .int(status)
        case "url": .some(.native(URLObject(url)))
        case "mimeType": .some(.string(mimeType))
        case "expectedContentLength": .int(-1)
        default: nil
        }
    }
    func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? { nil }
}

/// `URLError`: the error of a request while the device is offline
/// (`URLError(.notConnectedToInternet)`, code -1009) or of a bad URL. Its
/// `localizedDescription` is the message URLSession gives on iOS.
public final class URLErrorObject: NativeObject, NativeMembers, NativeEquatable, NativeSupertypes {
    public enum Code: String, Sendable {
        case notConnectedToInternet, badURL, badServerResponse, fileDoesNotExist, cancelled

        var number: Int {
            switch self {
            case .notConnectedToInternet: -1009
            case .badURL: -1000
            case .badServerResponse: -1011
            case .fileDoesNotExist: -1100
            case .cancelled: -999
            }
        }

        var message: String {
            switch self {
            case .notConnectedToInternet: "The Internet connection appears to be offline."
            case .badURL: "unsupported URL"
            case .badServerResponse: "The operation couldn’t be completed. (NSURLErrorDomain error -1011.)"
            case .fileDoesNotExist: "The requested URL was not found on this server."
            case .cancelled: "cancelled"
            }
        }
    }

    public let code: Code
    public let url: String?

    public init(_ code: Code, url: String?) {
        self.code = code
        self.url = url
    }

    public var runtimeType: RuntimeType { .named("URLError", []) }
    public var supertypeNames: [String] { ["Error"] }
    public func describe() -> String {
        "Error Domain=NSURLErrorDomain Code=\(code.number) \"\(code.message)\""
    }
    public func property(_ name: String, _ context: CallContext) throws -> Value? {
        switch name {
        case "localizedDescription": .string(code.message)
        case "code": .native(SymbolValue(".\(code.rawValue)", member: code.rawValue))
        case "errorCode": .int(code.number)
        case "failingURL": url.map { .some(.native(URLObject($0))) } ?? Value.none
        default: nil
        }
    }
    public func callMethod(_ name: String, _ arguments: CallArguments, _ context: CallContext) throws -> Value? { nil }
    public func isEqual(to other: NativeObject) -> Bool { (other as? URLErrorObject)?.code == code }
    public var hashKey: Int { code.number }
}

/// A native value whose type has superclasses or protocols a cast (`as? URLResponse`,
/// `as? Error`) accepts beside its own name.
public protocol NativeSupertypes: NativeObject {
    var supertypeNames: [String] { get }
}
