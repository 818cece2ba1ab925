// Assignment through optional chaining: the right side is evaluated only when the chain succeeds.
struct Engine { var power = 0 }
final class Car { var engine = Engine(); var name = "car" }
func make(_ value: Int) -> Engine {
    print("make(\(value)) called")
    return Engine(power: value)
}
var nothing: Car? = nil
nothing?.engine = make(1)
print((nothing?.engine = make(2)) != nil)
var some: Car? = Car()
some?.engine = make(3)
print(some!.engine.power)
print((some?.engine = make(4)) != nil)
print(some?.engine.power as Any)
some?.engine.power += 10
print(some?.engine.power as Any)
nothing?.engine.power += 10
print(nothing?.engine.power as Any)
var names: [String: Car] = ["a": Car()]
names["a"]?.name = "renamed"
names["b"]?.name = "never"
print(names["a"]!.name, names["b"]?.name as Any)
var list: [Int]? = [1, 2]
list?.append(3)
list?[0] = 10
print(list as Any)
list = nil
list?.append(4)
print(list as Any)
