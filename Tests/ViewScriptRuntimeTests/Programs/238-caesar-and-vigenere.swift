// Caesar and Vigenère ciphers over ASCII letters, plus ROT13.
func shift(_ ch: Character, by k: Int) -> Character {
    guard let ascii = ch.asciiValue, ch.isLetter else { return ch }
    let base: UInt8 = ch.isUppercase ? 65 : 97
    let offset = (Int(ascii - base) + k % 26 + 26) % 26
    return Character(UnicodeScalar(base + UInt8(offset)))
}
func caesar(_ text: String, _ k: Int) -> String { String(text.map { shift($0, by: k) }) }
func vigenere(_ text: String, key: String, decrypt: Bool = false) -> String {
    let shifts = key.uppercased().compactMap { $0.asciiValue }.map { Int($0) - 65 }
    var i = 0
    var result = ""
    for ch in text {
        if ch.isLetter {
            let k = shifts[i % shifts.count]
            result.append(shift(ch, by: decrypt ? -k : k))
            i += 1
        } else {
            result.append(ch)
        }
    }
    return result
}
let message = "The quick brown fox jumps over the lazy dog!"
let secret = caesar(message, 3)
print(secret)
print(caesar(secret, -3))
print(caesar("Hello", 13), caesar(caesar("Hello", 13), 13))
let v = vigenere("Attack at dawn", key: "LEMON")
print(v)
print(vigenere(v, key: "LEMON", decrypt: true))
print((0..<26).map { caesar("abc", $0) }.filter { $0.hasPrefix("x") })
