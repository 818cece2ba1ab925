// AnyIterator, AnySequence, sequence(first:next:) and sequence(state:next:).
var counter = 0
let evens = AnyIterator<Int> {
    counter += 2
    return counter <= 10 ? counter : nil
}
print(Array(evens))
func squares(upTo n: Int) -> AnySequence<Int> {
    AnySequence { () -> AnyIterator<Int> in
        var i = 0
        return AnyIterator {
            i += 1
            return i <= n ? i * i : nil
        }
    }
}
print(Array(squares(upTo: 5)))
print(squares(upTo: 4).map { $0 + 1 })
for s in squares(upTo: 3) { print("square", s) }
let erased = AnySequence([3, 1, 2])
print(erased.sorted())
let powers = sequence(first: 1) { $0 < 100 ? $0 * 3 : nil }
print(Array(powers))
let letters = sequence(state: Array("abc").makeIterator()) { it -> String? in
    it.next().map { String($0).uppercased() }
}
print(Array(letters))
var it = [10, 20].makeIterator()
print(it.next() as Any, it.next() as Any, it.next() as Any)
let wrapped = AnyIterator([7, 8].makeIterator())
print(wrapped.next() as Any)
