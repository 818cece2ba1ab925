// exercism style: run-length encoding and decoding.
func encode(_ text: String) -> String {
    var result = ""
    var current: Character?
    var count = 0
    func flush() {
        guard let c = current else { return }
        result += (count > 1 ? String(count) : "") + String(c)
    }
    for ch in text {
        if ch == current { count += 1 } else { flush(); current = ch; count = 1 }
    }
    flush()
    return result
}
func decode(_ text: String) -> String {
    var result = "", number = ""
    for ch in text {
        if ch.isNumber { number.append(ch) }
        else { result += String(repeating: ch, count: Int(number) ?? 1); number = "" }
    }
    return result
}
let samples = ["WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW", "AABCCCDEEEE", "", "XYZ", "  hsqq qww  "]
for s in samples {
    let e = encode(s)
    print("\"\(e)\"", decode(e) == s)
}
print(decode("12WB12W3B24WB"))
func groups(_ s: String) -> [(Character, Int)] {
    s.reduce(into: []) { acc, ch in
        if let last = acc.last, last.0 == ch { acc[acc.count - 1].1 += 1 } else { acc.append((ch, 1)) }
    }
}
print(groups("aaabccdddd").map { "\($0.0)\($0.1)" })
func lookAndSay(_ s: String) -> String { groups(s).map { "\($0.1)\($0.0)" }.joined() }
var term = "1"
for _ in 0..<8 { print(term); term = lookAndSay(term) }
