// defer: runs at scope exit in reverse order; in functions with early return and throws, in loops, in do blocks, in closures.
func simple() {
    print("start")
    defer { print("deferred 1") }
    defer { print("deferred 2") }
    defer { print("deferred 3") }
    print("end of body")
}
simple()
func early(_ flag: Bool) -> String {
    defer { print("cleanup early(\(flag))") }
    if flag {
        print("returning early")
        return "early"
    }
    defer { print("second defer only when not early") }
    print("normal path")
    return "normal"
}
print(early(true))
print(early(false))
for i in 1...3 {
    defer { print("end of iteration", i) }
    if i == 2 {
        print("continue at 2")
        continue
    }
    print("body", i)
}
var i = 0
while i < 2 {
    defer { i += 1 }
    print("while body", i)
}
do {
    defer { print("do-block defer") }
    print("inside do")
}
print("after do")
struct Oops: Error {}
func throwing() throws {
    defer { print("defer runs before the error propagates") }
    print("about to throw")
    throw Oops()
}
do {
    try throwing()
} catch {
    print("caught", error)
}
func returnValueEvaluatedFirst() -> Int {
    var x = 1
    defer { x = 100; print("defer sets x to", x) }
    return x
}
print("returned", returnValueEvaluatedFirst())
func nested() {
    defer { print("outer defer") }
    do {
        defer { print("inner defer") }
        print("inner body")
    }
    print("outer body")
}
nested()
let closure = {
    defer { print("closure defer") }
    print("closure body")
}
closure()
func counter() -> [String] {
    var log: [String] = []
    for n in 0..<2 {
        defer { log.append("d\(n)") }
        log.append("b\(n)")
    }
    return log
}
print(counter())
