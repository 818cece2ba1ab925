// exercism style: Roman numerals both ways.
let table: [(Int, String)] = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
                              (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
func toRoman(_ number: Int) -> String {
    var n = number, result = ""
    for (value, symbol) in table {
        while n >= value { result += symbol; n -= value }
    }
    return result
}
func fromRoman(_ text: String) -> Int? {
    let values: [Character: Int] = ["I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000]
    var total = 0, previous = 0
    for ch in text.reversed() {
        guard let value = values[ch] else { return nil }
        if value < previous { total -= value } else { total += value; previous = value }
    }
    return total
}
for n in [1, 4, 9, 14, 40, 90, 400, 1990, 2008, 2024, 3999] {
    let roman = toRoman(n)
    print(n, roman, fromRoman(roman)!)
}
print(fromRoman("MMXXIV") as Any, fromRoman("ABC") as Any)
print((1...3999).allSatisfy { fromRoman(toRoman($0)) == $0 })
print((1...20).map(toRoman).joined(separator: " "))
