// try?, try! on success, rethrows, Result, throwing closures, throwing initializers, errors in defer/catch flow.
enum MathError: Error { case divideByZero, negative(Int) }
func divide(_ a: Int, _ b: Int) throws -> Int {
    if b == 0 { throw MathError.divideByZero }
    return a / b
}
print(try? divide(10, 2) as Any, try? divide(1, 0) as Any)
let r1 = try? divide(9, 3)
print(r1 as Any, type(of: r1))
if let v = try? divide(8, 4) { print("if let try?", v) }
let fallback = (try? divide(1, 0)) ?? -1
print(fallback)
print(try! divide(100, 7))
func checkedSqrt(_ n: Int) throws -> Int {
    if n < 0 { throw MathError.negative(n) }
    var r = 0
    while (r + 1) * (r + 1) <= n { r += 1 }
    return r
}
func applyAll(_ xs: [Int], _ f: (Int) throws -> Int) rethrows -> [Int] {
    var out: [Int] = []
    for x in xs { out.append(try f(x)) }
    return out
}
print(applyAll([1, 2, 3]) { $0 * 2 })
do {
    print(try applyAll([4, 9, 16], checkedSqrt))
    print(try applyAll([4, -9, 16], checkedSqrt))
} catch MathError.negative(let n) {
    print("negative input", n)
}
let mapped = try? [1, 4, 9].map { try checkedSqrt($0) }
print(mapped as Any)
let failedMap = try? [1, -4].map { try checkedSqrt($0) }
print(failedMap as Any)
let result = Result { try divide(6, 3) }
let failure = Result { try divide(6, 0) }
print(result, failure)
switch failure {
case .success(let v): print("value", v)
case .failure(let e): print("failure", e)
}
print((try? result.get()) as Any, (try? failure.get()) as Any)
let parsed: Result<Int, MathError> = .failure(.negative(2))
print(parsed.map { $0 + 1 })
struct Account {
    let balance: Int
    init(balance: Int) throws {
        guard balance >= 0 else { throw MathError.negative(balance) }
        self.balance = balance
    }
}
print((try? Account(balance: 5)) as Any, (try? Account(balance: -5)) as Any)
let throwingClosure: (Int) throws -> Int = { x in
    if x > 2 { throw MathError.negative(-x) }
    return x
}
for x in 1...4 {
    do { print("ok", try throwingClosure(x)) } catch { print("threw", error) }
}
let nestedTry: Int?? = try? Optional(divide(4, 2))
print(nestedTry as Any)
func firstFailure() -> String {
    do {
        _ = try divide(1, 1)
        _ = try divide(1, 0)
        return "no failure"
    } catch {
        return "failed with \(error)"
    }
}
print(firstFailure())
print([1, 0, 2].compactMap { try? divide(10, $0) })
