// Regex literals and Regex: matches, typed captures, named captures, replacing, splitting.
import Foundation
let log = "2024-03-01 error disk full; 2024-03-02 warn cpu hot; 2024-03-05 error fan"
let entry = #/(\d{4})-(\d{2})-(\d{2}) (error|warn)/#
for match in log.matches(of: entry) {
    print(match.1, match.2, match.3, match.4)
}
if let first = log.firstMatch(of: entry) {
    print(first.0)
    print(first.output.0, first.output.4)
}
let named = #/(?<key>\w+)=(?<value>\d+)/#
if let kv = "width=42".wholeMatch(of: named) {
    print(kv.key, kv.value)
    print(kv.output.key)
}
print("width=x".wholeMatch(of: named) == nil)
let optional = #/(a)?b/#
if let m = "b".firstMatch(of: optional) { print(m.1 as Any) }
if let m = "ab".firstMatch(of: optional) { print(m.1 as Any) }
print("a1b2c3".replacing(#/\d/#, with: "#"))
print("a1b2c3".replacing(#/\d/#, with: "#", maxReplacements: 2))
print("one two  three".split(separator: #/\s+/#))
print("x, y,z".split(separator: #/,\s*/#).map(String.init))
print("hello world".ranges(of: #/o/#).count)
print("Hello".contains(#/h/#.ignoresCase()))
print("Hello".contains(#/h/#))
let dynamic = try Regex("(\\w+)@(\\w+)\\.com")
if let m = "mail ann@site.com now".firstMatch(of: dynamic) {
    print(m.output.count)
    print(m.output[1].substring ?? "nil", m.output[2].substring ?? "nil")
    print(m.output[0].substring ?? "nil")
}
do {
    _ = try Regex("(unclosed")
    print("compiled")
} catch {
    print("invalid pattern")
}
let words = "The quick brown fox".replacing(#/\b(\w)(\w*)/#) { match in
    match.1.uppercased() + match.2
}
print(words)
print("abc123".starts(with: #/[a-z]+/#))
print("  trim".trimmingPrefix(#/\s+/#))
if let r = "price 17 dollars".firstRange(of: #/\d+/#) { print("price 17 dollars"[r]) }
