// Inside an error type, `localizedDescription` names `self.localizedDescription`, as any
// member does: `var id: String { localizedDescription }` makes an error Identifiable for
// `.alert(item:)`. A LocalizedError's comes from its errorDescription.
// Own code.
import Foundation

enum LoadError: LocalizedError, Identifiable {
    case offline, server(Int)
    var id: String { localizedDescription }
    var errorDescription: String? {
        switch self {
        case .offline: return "You're offline."
        case .server(let code): return "Server error \(code)."
        }
    }
    func banner() -> String { "Problem: " + localizedDescription }
}

struct Failure: LocalizedError {
    let reason: String
    var errorDescription: String? { reason }
    var summary: String { localizedDescription.uppercased() }
}

print(LoadError.server(503).id)
print(LoadError.offline.banner())
print(Failure(reason: "disk full").summary)
