// Int(String), Double(String), String(repeating:count:), description of conversions.
let inputs = ["42", "-17", "+8", "007", " 5", "5 ", "3.0", "abc", "", "9223372036854775807", "9223372036854775808", "0x1F", "1_000"]
for text in inputs {
    print("Int(\"\(text)\") =", Int(text) as Any)
}
let doubles = ["3.14", "-0.5", "1e3", "1E-2", ".5", "5.", "inf", "-infinity", "nan", "abc", "", "0x1p4", " 1.0", "12"]
for text in doubles {
    print("Double(\"\(text)\") =", Double(text) as Any)
}
if let value = Int("123") {
    print("parsed", value + 1)
}
let total = ["1", "2", "x", "4"].compactMap { Int($0) }.reduce(0, +)
print("total", total)
print(Int("12") ?? 0, Int("twelve") ?? -1)
print(String(repeating: "=", count: 20))
print(String(repeating: "ab", count: 4))
print(String(7) + String(8), String(0.5) + "!", String(Int.min))
print(Int(Double("2.9")!), Double(Int("3")!) / 2)
print(Int("٣") as Any, Int("1 2") as Any)
print(String(describing: Int("5")), String(describing: Double("x")))
