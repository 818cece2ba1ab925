// Bool: literals, operators, short-circuit, toggle, description.
let t = true
let f = false
print(t, f, !t, !f)
print(t && f, t || f, t && !f, f || f)
print(t == f, t != f)
var calls = 0
func check(_ v: Bool) -> Bool { calls += 1; print("  check(\(v))"); return v }
print(check(false) && check(true))
print(check(true) || check(false))
print(check(true) && check(true))
print("calls:", calls)
var flag = false
flag.toggle()
print(flag)
flag.toggle()
print(flag)
print(Bool("true") as Any, Bool("false") as Any, Bool("yes") as Any)
print(String(true), "\(false)")
let table = [false, true]
for a in table {
    for b in table {
        print(a, b, a && b, a || b, a != b)
    }
}
print([true, false, true].filter { $0 }.count)
print(1 < 2 && 2 < 3, !(1 == 1))
print(type(of: t))
