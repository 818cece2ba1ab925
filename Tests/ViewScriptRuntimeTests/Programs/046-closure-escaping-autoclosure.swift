// @escaping closures stored for later, @autoclosure with lazy evaluation, closures stored in properties.
var handlers: [() -> Void] = []
func register(_ name: String, _ handler: @escaping () -> Void) {
    print("registering", name)
    handlers.append(handler)
}
register("first") { print("first handler runs") }
register("second") { print("second handler runs") }
print("handlers:", handlers.count)
for h in handlers { h() }
class Button {
    var title: String
    var onTap: (() -> Void)?
    init(title: String) { self.title = title }
    func tap() {
        print("tapping \(title)")
        onTap?()
    }
}
let button = Button(title: "OK")
button.tap()
var taps = 0
button.onTap = { taps += 1; print("tapped, total", taps) }
button.tap()
button.tap()
func logIfNeeded(_ enabled: Bool, _ message: @autoclosure () -> String) {
    if enabled { print("LOG:", message()) } else { print("logging disabled") }
}
func expensive() -> String {
    print("computing message")
    return "expensive message"
}
logIfNeeded(false, expensive())
logIfNeeded(true, expensive())
func myAnd(_ a: Bool, _ b: @autoclosure () -> Bool) -> Bool {
    a ? b() : false
}
func loud(_ v: Bool) -> Bool { print("evaluated", v); return v }
print(myAnd(false, loud(true)))
print(myAnd(true, loud(true)))
var queue: [() -> String] = []
func enqueue(_ f: @autoclosure @escaping () -> String) { queue.append(f) }
var name = "before"
enqueue("name is \(name)")
name = "after"
print(queue[0]())
func makeIncrementer(step: Int) -> () -> Int {
    var total = 0
    let inc: () -> Int = {
        total += step
        return total
    }
    return inc
}
let byTwo = makeIncrementer(step: 2)
print(byTwo(), byTwo(), byTwo())
struct Validator {
    let rules: [(String) -> String?]
    func validate(_ s: String) -> [String] { rules.compactMap { $0(s) } }
}
let v = Validator(rules: [
    { $0.isEmpty ? "empty" : nil },
    { $0.count > 5 ? "too long" : nil },
    { $0.contains(" ") ? "has space" : nil },
])
print(v.validate(""), v.validate("hello world"), v.validate("ok"))
func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C {
    return { g(f($0)) }
}
let countThenDouble = compose({ (s: String) in s.count }, { $0 * 2 })
print(countThenDouble("four"))
let assertLike: (Bool, @autoclosure () -> String) -> Void = { ok, msg in
    print(ok ? "ok" : "failed: \(msg())")
}
assertLike(true, "not shown")
assertLike(false, "shown")
