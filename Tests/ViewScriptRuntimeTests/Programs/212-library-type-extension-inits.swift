// Initializers added in extensions of library types.
extension String {
    init(repeatingWord word: String, times: Int) {
        self = Array(repeating: word, count: times).joined(separator: " ")
    }
}
extension Int {
    init(digits: [Int]) {
        self = digits.reduce(0) { $0 * 10 + $1 }
    }
    init?(roman: String) {
        let values: [Character: Int] = ["I": 1, "V": 5, "X": 10]
        var total = 0
        for ch in roman {
            guard let v = values[ch] else { return nil }
            total += v
        }
        self = total
    }
}
extension Array where Element == Int {
    init(countingDownFrom n: Int) {
        self = Array((1...n).reversed())
    }
}
extension Double {
    init(percent: Int) { self = Double(percent) / 100 }
}
print(String(repeatingWord: "la", times: 3))
print(Int(digits: [4, 0, 2]))
print(Int(roman: "XVI") as Any, Int(roman: "Q") as Any)
print([Int](countingDownFrom: 4))
print(Double(percent: 25))
print([Int](repeating: 0, count: 3), [String](repeating: "x", count: 2))
