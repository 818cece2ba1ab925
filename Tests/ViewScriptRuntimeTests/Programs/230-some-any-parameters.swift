// `some` and `any` in parameter and result positions.
protocol Animal { var name: String { get }; func sound() -> String }
struct Cat: Animal { let name: String; func sound() -> String { "meow" } }
struct Cow: Animal { let name: String; func sound() -> String { "moo" } }
func speak(_ animal: some Animal) -> String { "\(animal.name) says \(animal.sound())" }
func chorus(_ animals: [any Animal]) -> String { animals.map { $0.sound() }.joined(separator: " ") }
func favourite() -> some Animal { Cat(name: "Tom") }
func random(_ n: Int) -> any Animal { n.isMultiple(of: 2) ? Cat(name: "Kit") : Cow(name: "Bess") }
print(speak(Cat(name: "Felix")))
print(speak(Cow(name: "Daisy")))
print(chorus([Cat(name: "a"), Cow(name: "b"), Cat(name: "c")]))
print(favourite().name)
print(random(1).name, random(2).name)
func total(_ values: some Collection<Int>) -> Int { values.reduce(0, +) }
print(total([1, 2, 3]), total(1...4), total(Set([5])))
let any: any Animal = Cow(name: "Mo")
print(type(of: any), any is Cow, any is Cat)
func describeAll(_ items: any Sequence<String>) -> String { items.joined(separator: "+") }
print(describeAll(["x", "y"]))
