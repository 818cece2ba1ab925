// The slices of a String are Substrings: `prefix`, `suffix`, `dropFirst`, `dropLast`,
// `drop(while:)`, a range subscript and `split`'s elements; they print as their text, in an
// array too, and `String(...)` makes a String of them.
let s = "Hello, World"
print(type(of: s.prefix(3)), type(of: s.suffix(2)), type(of: s.dropFirst()), type(of: s.dropLast(2)))
print(type(of: s.drop(while: { $0 != "," })), type(of: s.prefix(while: { $0 != "o" })))
let start = s.index(s.startIndex, offsetBy: 7)
print(type(of: s[start..<s.endIndex]), s[start..<s.endIndex], s[start...])
print(type(of: "a b c".split(separator: " ")), "a b c".split(separator: " "))
let words = "one two three".split(separator: " ")
print(words, words.map { String($0) }, words.map { $0.count })
print([s.prefix(2), s.suffix(2)], String(s.prefix(5)) + "!", s.dropFirst(7).uppercased())
print(type(of: String(s.prefix(3))), type(of: s), s.prefix(3) == "Hel", s.dropFirst(7).hasPrefix("Wor"))
let joined = words.joined(separator: "-")
print(joined, type(of: joined), words.count, words.first ?? "none")
