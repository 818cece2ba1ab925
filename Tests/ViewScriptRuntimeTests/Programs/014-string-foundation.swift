// Foundation String methods.
import Foundation

let s = "  Hello, wide World!  "
print("[\(s.trimmingCharacters(in: .whitespaces))]")
print("[\("\n\t x y \n".trimmingCharacters(in: .whitespacesAndNewlines))]")
print("[\("\n x \n".trimmingCharacters(in: .whitespaces))]")
print("[\("xxhixx".trimmingCharacters(in: CharacterSet(charactersIn: "x")))]")
print("a,b,,c".components(separatedBy: ","))
print("one and two and three".components(separatedBy: " and "))
print("no-separator".components(separatedBy: ","))
print("".components(separatedBy: ","))
print("a b\tc".components(separatedBy: .whitespaces))
print("Hello World".replacingOccurrences(of: "o", with: "0"))
print("aaa".replacingOccurrences(of: "aa", with: "b"))
print("remove spaces please".replacingOccurrences(of: " ", with: ""))
print("hello world from swift".capitalized)
print("HELLO wORLD".capitalized, "o'neil mc-donald".capitalized)
print("Straße".uppercased(), "İ".lowercased().count)
print(s.uppercased(), s.lowercased())
print("Hello".hasPrefix("He"), "Hello".hasSuffix("lo"), "Hello".contains("ell"))
print("Swift".range(of: "if") != nil, "Swift".range(of: "xx") == nil)
print("apple,banana;cherry".components(separatedBy: CharacterSet(charactersIn: ",;")))
print(String(format: "%.2f", 3.14159), String(format: "%5d|%-5d|", 42, 7), String(format: "%03d", 5))
print("Hello".lowercased().contains("hell"))
print("line1\nline2\nline3".components(separatedBy: "\n").count)
let csv = "name, age , city "
let fields = csv.components(separatedBy: ",").map { $0.trimmingCharacters(in: .whitespaces) }
print(fields)
print("Hello World".caseInsensitiveCompare("hello world") == .orderedSame)
print("a-b-c".replacingOccurrences(of: "-", with: "+").components(separatedBy: "+").joined(separator: " "))
