// A generic type's static members use its generic parameter: `T.allCases` in a static
// method or computed property of `Picker<T>` is the cases of the type it is used with.
enum Suit: CaseIterable { case hearts, spades, clubs }
enum Size: String, CaseIterable { case small, medium, large }

struct Picker<T: CaseIterable> {
    var options: [T]
    static func count() -> Int { T.allCases.count }
    static var all: [T] { Array(T.allCases) }
    static func make() -> Picker<T> { Picker<T>(options: Array(T.allCases)) }
    func first() -> T? { T.allCases.first }
}

final class Registry<Key: CaseIterable & Hashable> {
    static func emptyCounts() -> [Key: Int] {
        var counts: [Key: Int] = [:]
        for key in Key.allCases { counts[key] = 0 }
        return counts
    }
}

print(Picker<Suit>.count(), Picker<Size>.count())
print(Picker<Suit>.all)
print(Picker<Size>.all.map(\.rawValue))
print(Picker<Size>.make().options.count, Picker<Suit>.make().first()!)
print(Registry<Size>.emptyCounts()[.medium]!, Registry<Suit>.emptyCounts().count)
