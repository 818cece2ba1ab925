// Character values and properties.
let c: Character = "a"
let e: Character = "é"
let emoji: Character = "👨‍👩‍👧"
print(c, e, emoji)
print(c < "b", c == "a", Character("z") > c)
print(c.isLetter, c.isNumber, c.isUppercase, c.isLowercase, c.isWhitespace)
print(Character("7").isNumber, Character("7").wholeNumberValue as Any, Character("x").wholeNumberValue as Any)
print(Character(" ").isWhitespace, Character("\n").isNewline, Character("!").isPunctuation)
print(Character("A").asciiValue as Any, Character("é").asciiValue as Any)
print(c.uppercased(), Character("Q").lowercased(), e.uppercased())
print(Character("ß").uppercased())
print(String(c) + String(e), "\(emoji)!")
print(Character(UnicodeScalar(65)), Character(Unicode.Scalar(0x1F600)!))
var chars: [Character] = ["s", "w", "i", "f", "t"]
chars.append("!")
print(chars, String(chars))
print(chars.contains("w"), chars.firstIndex(of: "f") as Any)
let word = "Hello, World 123"
print(word.filter { $0.isLetter })
print(word.filter { $0.isNumber })
print(word.filter { $0.isUppercase }.count)
print(word.map { $0.isLetter ? "L" : ($0.isNumber ? "N" : "_") }.joined())
debugPrint(c, emoji)
print([c, e])
print(type(of: c), type(of: "a"), type(of: "a" as Character?))
