// A class's initializer: its arguments are evaluated first, then the stored properties'
// initial values, then the body; subclasses inherit it, a throwing one's error reaches the caller.
func argument(_ x: Int) -> Int { print("argument \(x)"); return x }
func initial() -> Int { print("initial value"); return 7 }
struct Failure: Error { let code: Int }

class Model {
    var count = initial()
    let index: Int
    init(index: Int) { print("init \(index)"); self.index = index }
    deinit { print("deinit \(index)") }
}
class Special: Model {
    var flag = true
}
final class Checked {
    let value: Int
    init(value: Int) throws {
        if value < 0 { throw Failure(code: value) }
        self.value = value
    }
}
final class Optional1 {
    let text: String
    init?(text: String) {
        if text.isEmpty { return nil }
        self.text = text
    }
}

let model = Model(index: argument(1))
print(model.index, model.count)
let special = Special(index: argument(2))
print(special.index, special.count, special.flag)
let models = (0..<3).map { Model(index: $0 + 10) }
print(models.map(\.index))
do {
    let checked = try Checked(value: 5)
    print(checked.value)
    _ = try Checked(value: -2)
} catch let failure as Failure {
    print("failed", failure.code)
}
print(Optional1(text: "a")?.text ?? "nil", Optional1(text: "")?.text ?? "nil")
