// first, last, first(where:), last(where:), firstIndex(of:), firstIndex(where:), lastIndex(of:), contains, contains(where:), allSatisfy, min, max, min(by:), max(by:), count, isEmpty, count(where:)-style filters.
let xs = [4, 8, 15, 16, 23, 42, 8]
let empty: [Int] = []
print(xs.first as Any, xs.last as Any, empty.first as Any, empty.last as Any)
print(xs.first(where: { $0 > 10 }) as Any, xs.first(where: { $0 > 100 }) as Any)
print(xs.last(where: { $0 < 20 }) as Any)
print(xs.firstIndex(of: 8) as Any, xs.lastIndex(of: 8) as Any, xs.firstIndex(of: 99) as Any)
print(xs.firstIndex(where: { $0 % 2 == 1 }) as Any, xs.lastIndex(where: { $0 % 2 == 0 }) as Any)
print(xs.contains(15), xs.contains(7), xs.contains { $0 > 40 }, empty.contains(1))
print(xs.allSatisfy { $0 > 0 }, xs.allSatisfy { $0 % 2 == 0 }, empty.allSatisfy { $0 > 100 })
print(xs.min() as Any, xs.max() as Any, empty.min() as Any, empty.max() as Any)
let words = ["kiwi", "banana", "fig", "cherry"]
print(words.min() as Any, words.max() as Any)
print(words.min(by: { $0.count < $1.count }) as Any, words.max(by: { $0.count < $1.count }) as Any)
print(xs.count, empty.count, xs.isEmpty, empty.isEmpty)
print(xs.filter { $0 > 10 }.count)
struct Person { var name: String; var age: Int }
let people = [Person(name: "Ann", age: 31), Person(name: "Bob", age: 25), Person(name: "Cy", age: 31)]
print(people.first { $0.age > 30 }!.name, people.max { $0.age < $1.age }!.name, people.min { $0.age < $1.age }!.name)
print(people.firstIndex { $0.name == "Cy" } as Any)
print(people.contains { $0.name == "Bob" }, people.map(\.age).contains(40))
print(people.allSatisfy { $0.age >= 25 })
print("hello".first as Any, "hello".last as Any, "".first as Any)
print("hello".firstIndex(of: "l").map { "hello".distance(from: "hello".startIndex, to: $0) } as Any)
print("banana".contains("n"), "banana".allSatisfy { $0.isLetter })
print((1...10).first(where: { $0 * $0 > 50 }) as Any, (1...10).contains(11))
print([2.5, -1.0, 9.75].min()!, [2.5, -1.0, 9.75].max()!)
print(Set([3, 1, 2]).min()!, ["b": 2, "a": 1].min { $0.value < $1.value }!.key)
let index = xs.firstIndex(of: 23)!
print(index, xs[index], xs[index...])
