// Values passed to a generic `T?` parameter are wrapped: they print as Optional(...).
func show<T>(_ value: T?) {
    print(value as Any)
    if let value { print("unwrapped:", value) } else { print("nil") }
}
show(5)
show("text")
show([1, 2])
show(Optional<Int>.none)
let maybe: Int? = 9
show(maybe)
func describe<T>(_ value: T?) -> String { "\(value)" }
print(describe(3.5))
print(describe(nil as Int?))
func firstNonNil<T>(_ a: T?, _ b: T?) -> T? { a ?? b }
print(firstNonNil(nil, 4) as Any)
print(firstNonNil(1, 2) as Any)
struct Box<T> { var content: T? }
print(Box(content: 1))
print(Box<String>(content: nil))
