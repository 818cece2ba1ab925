// Set: uniqueness, membership, algebra; printed sorted (Set order is unspecified).
var s: Set<Int> = [3, 1, 4, 1, 5, 9, 2, 6, 5]
print(s.count, s.contains(4), s.contains(7))
print(s.sorted())
let (inserted, member) = s.insert(4)
print(inserted, member)
print(s.insert(10).inserted, s.count)
print(s.remove(3) as Any, s.remove(100) as Any)
print(s.sorted())
let evens: Set = [2, 4, 6, 8, 10]
print(s.union(evens).sorted())
print(s.intersection(evens).sorted())
print(s.subtracting(evens).sorted())
print(s.symmetricDifference(evens).sorted())
print(Set([1, 2]).isSubset(of: [1, 2, 3]), Set([1, 2, 3]).isSuperset(of: [2]), Set([1]).isDisjoint(with: [2]))
print(Set([1, 2]) == Set([2, 1]))
print(Set<Int>(), Set(["one"]))
let words = ["b", "a", "b", "c", "a"]
print(Set(words).sorted(), Set(words).count)
var seen = Set<String>()
var unique: [String] = []
for w in words where !seen.contains(w) {
    seen.insert(w)
    unique.append(w)
}
print(unique)
var letters = Set("hello")
letters.formUnion("world")
print(letters.sorted())
print(String(letters.sorted()))
print(s.isEmpty, Set<Int>().isEmpty, s.min()!, s.max()!)
print(s.filter { $0 > 4 }.sorted(), s.map { $0 * 10 }.sorted())
s.removeAll()
print(s, s.count)
print(type(of: evens))
