// Anagram groups, palindromes and pangrams.
let words = ["listen", "silent", "enlist", "google", "inlets", "banana", "tinsel", "elgoog", "abc", "cab"]
let groups = Dictionary(grouping: words) { String($0.sorted()) }
for key in groups.keys.sorted() where groups[key]!.count > 1 {
    print(key, groups[key]!)
}
func isPalindrome(_ s: String) -> Bool {
    let letters = s.lowercased().filter { $0.isLetter || $0.isNumber }
    return letters == String(letters.reversed())
}
for s in ["A man, a plan, a canal: Panama", "racecar", "hello", "Was it a car or a cat I saw?", ""] {
    print("\"\(s)\"", isPalindrome(s))
}
func isPangram(_ s: String) -> Bool { Set(s.lowercased().filter { $0.isLetter }).count == 26 }
print(isPangram("The quick brown fox jumps over the lazy dog"), isPangram("Hello world"))
func longestPalindrome(_ s: String) -> String {
    let chars = Array(s)
    var best = ""
    for center in 0..<chars.count {
        for (l0, r0) in [(center, center), (center, center + 1)] {
            var l = l0, r = r0
            while l >= 0 && r < chars.count && chars[l] == chars[r] { l -= 1; r += 1 }
            if r - l - 1 > best.count { best = String(chars[(l + 1)..<r]) }
        }
    }
    return best
}
print(longestPalindrome("babad"), longestPalindrome("forgeeksskeegfor"), longestPalindrome("cbbd"))
func isAnagram(_ a: String, _ b: String) -> Bool {
    a.lowercased() != b.lowercased() && a.lowercased().sorted() == b.lowercased().sorted()
}
print(isAnagram("Listen", "Silent"), isAnagram("abc", "abc"), isAnagram("abc", "abd"))
