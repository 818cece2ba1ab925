// exercism style: Luhn checksum, ISBN-10 verification and credit-card masking.
func isValidLuhn(_ input: String) -> Bool {
    let stripped = input.filter { $0 != " " }
    guard stripped.count > 1, stripped.allSatisfy(\.isNumber) else { return false }
    let sum = stripped.reversed().enumerated().reduce(0) { total, pair in
        let digit = pair.element.wholeNumberValue!
        if pair.offset % 2 == 1 {
            let doubled = digit * 2
            return total + (doubled > 9 ? doubled - 9 : doubled)
        }
        return total + digit
    }
    return sum % 10 == 0
}
func isValidISBN(_ isbn: String) -> Bool {
    let chars = Array(isbn.filter { $0 != "-" })
    guard chars.count == 10 else { return false }
    var total = 0
    for (i, ch) in chars.enumerated() {
        let value: Int
        if let d = ch.wholeNumberValue { value = d }
        else if ch == "X" && i == 9 { value = 10 }
        else { return false }
        total += value * (10 - i)
    }
    return total % 11 == 0
}
func mask(_ card: String) -> String {
    let digits = card.filter(\.isNumber)
    return String(repeating: "*", count: max(0, digits.count - 4)) + digits.suffix(4)
}
for n in ["4539 3195 0343 6467", "8273 1232 7352 0569", "059", "0", "055 444 285", "abc"] {
    print("\(n):", isValidLuhn(n))
}
for isbn in ["3-598-21508-8", "3-598-21508-9", "3-598-21507-X", "359821507X", "3-598-2X507-9", "00"] {
    print(isbn, isValidISBN(isbn))
}
print(mask("4539 3195 0343 6467"), mask("12"))
