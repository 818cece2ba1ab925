// `localizedDescription` of a program's own errors: a LocalizedError's errorDescription, or
// Foundation's generic message with the type and an enum case's number.
import Foundation

enum NetworkError: Error { case offline, timeout, server(code: Int) }
struct ParseError: Error { var line: Int }
enum SaveError: LocalizedError {
    case diskFull, locked
    var errorDescription: String? {
        switch self {
        case .diskFull: return "The disk is full."
        case .locked: return nil
        }
    }
}

func fail(_ n: Int) throws {
    switch n {
    case 0: throw NetworkError.timeout
    case 1: throw NetworkError.server(code: 500)
    case 2: throw ParseError(line: 3)
    case 3: throw SaveError.diskFull
    default: throw SaveError.locked
    }
}

for n in 0..<5 {
    do {
        try fail(n)
    } catch {
        print(n, error.localizedDescription)
    }
}
let saved: Error = SaveError.diskFull
print(saved.localizedDescription)
