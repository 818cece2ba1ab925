// Word frequency: tokenizing, counting with dictionaries, sorting by count then word.
let text = """
It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity
"""
let words = text.lowercased().split { !$0.isLetter }.map(String.init)
print("words:", words.count)
var counts: [String: Int] = [:]
for word in words { counts[word, default: 0] += 1 }
let ranked = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
for (word, count) in ranked.prefix(6) { print(word.padding(12), count) }
extension String {
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
print("unique:", counts.count)
let grouped = Dictionary(grouping: counts.keys, by: { $0.count })
for length in grouped.keys.sorted() { print(length, grouped[length]!.sorted()) }
let longest = words.max { $0.count < $1.count }!
print("longest:", longest)
let letterCounts = words.joined().reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
print(letterCounts.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }.prefix(3).map { "\($0.key):\($0.value)" })
