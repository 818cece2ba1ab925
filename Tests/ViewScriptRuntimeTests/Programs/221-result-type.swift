// Result: success and failure, map, flatMap, get, mapError, init(catching:).
enum NetworkError: Error { case offline, badStatus(Int) }
func fetch(_ code: Int) -> Result<String, NetworkError> {
    switch code {
    case 200: return .success("ok")
    case 0: return .failure(.offline)
    default: return .failure(.badStatus(code))
    }
}
for code in [200, 0, 404] {
    let result = fetch(code)
    switch result {
    case .success(let body): print("body:", body)
    case .failure(.offline): print("offline")
    case .failure(.badStatus(let s)): print("status", s)
    }
}
print(fetch(200))
print(fetch(0))
print(fetch(200).map { $0.count })
print(fetch(500).map { $0.count })
print(fetch(200).flatMap { body -> Result<Int, NetworkError> in body.isEmpty ? .failure(.offline) : .success(body.count) })
print(fetch(404).mapError { _ in NetworkError.offline })
do { print(try fetch(200).get()); _ = try fetch(0).get() } catch { print("error:", error) }
let parsed = Result { () throws -> Int in
    guard let n = Int("42") else { throw NetworkError.offline }
    return n
}
print(parsed)
if case .success(let n) = parsed { print(n + 1) }
let results: [Result<Int, NetworkError>] = [.success(1), .failure(.offline), .success(3)]
print(results.compactMap { try? $0.get() })
