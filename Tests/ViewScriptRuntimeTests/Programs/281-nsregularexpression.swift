// NSRegularExpression: capture groups, NSRange and Range conversions, options and templates.
import Foundation
let text = "Call 555-1234 or 555-9876 today"
let phone = try! NSRegularExpression(pattern: "(\\d{3})-(\\d{4})")
let whole = NSRange(text.startIndex..., in: text)
print(whole.location, whole.length)
if let first = phone.firstMatch(in: text, range: whole) {
    print(first.numberOfRanges)
    print(first.range.location, first.range.length)
    for index in 0..<first.numberOfRanges {
        if let r = Range(first.range(at: index), in: text) { print(index, text[r]) }
    }
}
print(phone.numberOfMatches(in: text, range: whole))
print(phone.stringByReplacingMatches(in: text, range: whole, withTemplate: "$2-$1"))
let insensitive = try! NSRegularExpression(pattern: "today", options: .caseInsensitive)
print(insensitive.numberOfMatches(in: "TODAY or Today", range: NSRange(location: 0, length: 14)))
let named = try! NSRegularExpression(pattern: "(?<user>\\w+)@example")
let address = "write to sam@example"
if let m = named.firstMatch(in: address, range: NSRange(address.startIndex..., in: address)),
   let r = Range(m.range(withName: "user"), in: address) {
    print(address[r])
}
print(text.range(of: "\\d+", options: .regularExpression).map { String(text[$0]) } ?? "none")
print("AbC".replacingOccurrences(of: "b", with: "_", options: [.caseInsensitive]))
do {
    _ = try NSRegularExpression(pattern: "[")
    print("compiled")
} catch {
    print("invalid pattern")
}
let sub = NSRange(location: 5, length: 8)
if let r = Range(sub, in: text) { print(text[r]) }
print(Range(NSRange(location: 100, length: 2), in: text) == nil)
