// fallthrough, break inside switch, empty cases with break, switch inside loops, labelled switch break.
func describe(_ n: Int) -> String {
    var text = "\(n) is"
    switch n {
    case 2, 3, 5, 7:
        text += " prime,"
        fallthrough
    case 1:
        text += " small,"
        fallthrough
    default:
        text += " an integer"
    }
    return text
}
for n in [1, 2, 4, 7] { print(describe(n)) }
for n in 0..<5 {
    switch n {
    case 0:
        break
    case 1:
        print("one")
    case 2:
        print("two, then fall")
        fallthrough
    case 3:
        print("three (or fell from two)")
    default:
        print("default", n)
    }
}
var log: [String] = []
outer: for i in 0..<5 {
    switch i {
    case 1: continue outer
    case 3: break outer
    default: log.append("i\(i)")
    }
    log.append("after switch \(i)")
}
print(log)
let c: Character = "b"
switch c {
case "a":
    print("a")
case "b":
    if true { print("b first") }
    break
default:
    print("other")
}
print("done")
