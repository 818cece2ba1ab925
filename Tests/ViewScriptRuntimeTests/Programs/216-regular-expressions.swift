// replacingOccurrences with .regularExpression, NSRegularExpression and Regex.
import Foundation
let messy = "Hello    world,   how  are you?"
print(messy.replacingOccurrences(of: "\\s+", with: " ", options: .regularExpression))
print("2024-01-15".replacingOccurrences(of: "(\\d+)-(\\d+)-(\\d+)", with: "$3/$2/$1", options: .regularExpression))
print("abc123def".replacingOccurrences(of: "[0-9]", with: "#", options: .regularExpression))
print("Case".replacingOccurrences(of: "case", with: "X", options: .caseInsensitive))
print("a.b.c".range(of: "\\.", options: .regularExpression) != nil)
let regex = try! NSRegularExpression(pattern: "[a-z]+@[a-z]+\\.com")
let text = "write to ann@mail.com or bob@site.com"
let range = NSRange(text.startIndex..., in: text)
let matches = regex.matches(in: text, range: range)
print(matches.count)
for match in matches {
    if let r = Range(match.range, in: text) { print(text[r]) }
}
print(regex.numberOfMatches(in: text, range: range))
print(regex.stringByReplacingMatches(in: text, range: range, withTemplate: "<email>"))
let digits = try! Regex("[0-9]+")
print("a1b22c333".matches(of: digits).map { String($0.output[0].substring ?? "") })
print("room 42".contains(#/\d+/#))
if let m = "price: 17 dollars".firstMatch(of: #/(\d+) dollars/#) { print(m.1) }
print("one two".replacing(#/o/#, with: "0"))
