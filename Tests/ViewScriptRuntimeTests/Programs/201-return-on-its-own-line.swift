// `return` followed by a newline and an expression returns the expression.
func answer() -> Int {
    return
        42
}
func greet(_ name: String) -> String {
    return
        "Hello, " + name
}
func pick(_ flag: Bool) -> [Int] {
    if flag {
        return
            [1, 2, 3]
    }
    return []
}
print(answer())
print(greet("Swift"))
print(pick(true), pick(false))
func nothing() {
    print("before return")
    return
}
nothing()
let closure: () -> Int = {
    return
        7 * 6
}
print(closure())
