// KeyValuePairs keeps order and duplicates.
let pairs: KeyValuePairs = ["b": 2, "a": 1, "b": 3]
print(pairs.count)
for (key, value) in pairs { print(key, value) }
print(pairs[0].key, pairs[0].value)
print(pairs.map { "\($0.key)=\($0.value)" }.joined(separator: "&"))
print(pairs.first { $0.key == "a" }?.value as Any)
let scores: KeyValuePairs<String, Int> = ["Ann": 90, "Bob": 85]
print(scores.map(\.value).reduce(0, +))
let dict = Dictionary(uniqueKeysWithValues: Array(scores).map { ($0.key, $0.value) })
print(dict["Bob"] as Any)
print(pairs.isEmpty, pairs.contains { $0.value > 2 })
