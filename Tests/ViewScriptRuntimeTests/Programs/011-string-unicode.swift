// Unicode: grapheme clusters, combining marks, emoji, scalars, utf8/utf16 counts.
let cafe1 = "café"
let cafe2 = "cafe\u{301}"
print(cafe1, cafe2, cafe1 == cafe2)
print(cafe1.count, cafe2.count)
print(cafe1.unicodeScalars.count, cafe2.unicodeScalars.count)
print(cafe1.utf8.count, cafe2.utf8.count, cafe1.utf16.count)
let family = "👨‍👩‍👧‍👦"
print(family, family.count, family.unicodeScalars.count, family.utf8.count, family.utf16.count)
let flags = "🇨🇭🇯🇵🇺🇸"
print(flags, flags.count, flags.unicodeScalars.count)
for f in flags { print(f, terminator: "|") }
print()
let thumbs = "👍🏽"
print(thumbs.count, thumbs.unicodeScalars.count)
let mixed = "a👍🏽b🇫🇷c\u{65}\u{301}"
print(mixed, mixed.count)
print(Array(mixed))
print(mixed.reversed().map { String($0) }.joined())
print(String(mixed.reversed()))
print("\r\n".count, "\r\n".unicodeScalars.count)
print("straße".uppercased(), "ÉCOLE".lowercased(), "ǅ".lowercased())
print("Ω".unicodeScalars.first!.value, "é".unicodeScalars.map { $0.value })
for scalar in "e\u{301}🙂".unicodeScalars {
    print(scalar.value, scalar)
}
print(Array("héllo".utf8))
print("日本語".count, "日本語".utf8.count, "日本語".prefix(2))
print("😀" < "😃", "é" == "e\u{301}", "Å" == "A\u{30A}")
let s = "Zürich 🇨🇭"
print(s.hasPrefix("Zu"), s.hasPrefix("Zü"), s.hasSuffix("🇨🇭"), s.contains("ü"))
print(s.uppercased(), s.lowercased())
print(s.split(separator: " "))
print(s.first!, s.last!, s.dropFirst(), s.dropLast())
print(Set("mississippi").count)
print("\u{1F468}\u{200D}\u{1F4BB}".count)
print("x\u{0308}\u{0323}".count)
