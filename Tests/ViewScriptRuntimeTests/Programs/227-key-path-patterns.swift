// Key-path equality and key paths in switch patterns.
struct Stats { var a = 1.5; var b = 2.5; var label = "s" }
func name(_ k: KeyPath<Stats, Double>) -> String {
    switch k {
    case \.a: return "a"
    case \.b: return "b"
    default: return "?"
    }
}
print(name(\Stats.a), name(\Stats.b))
print(\Stats.a == \Stats.a, \Stats.a == \Stats.b)
let paths: [KeyPath<Stats, Double>] = [\.a, \.b]
print(paths.firstIndex(of: \Stats.b) as Any)
let s = Stats()
print(paths.map { s[keyPath: $0] })
var sortKey: KeyPath<Stats, Double> = \.a
print(sortKey == \Stats.a)
sortKey = \.b
print(name(sortKey))
struct Person { var name: String; var age: Int }
let people = [Person(name: "Zed", age: 30), Person(name: "Amy", age: 25)]
func sorted<T: Comparable>(_ list: [Person], by key: KeyPath<Person, T>) -> [String] {
    list.sorted { $0[keyPath: key] < $1[keyPath: key] }.map(\.name)
}
print(sorted(people, by: \.name), sorted(people, by: \.age))
var ann = Person(name: "Ann", age: 1)
let agePath: WritableKeyPath<Person, Int> = \.age
ann[keyPath: agePath] += 40
print(ann.age)
