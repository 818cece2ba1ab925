// Extensions of Int, Double, String, Array, Optional and of user types; extension conformances; nested types in extensions.
extension Int {
    var isEven: Bool { self % 2 == 0 }
    var squared: Int { self * self }
    func times(_ body: (Int) -> Void) {
        for i in 0..<self { body(i) }
    }
    mutating func double() { self *= 2 }
    func clamped(_ lo: Int, _ hi: Int) -> Int { Swift.min(Swift.max(self, lo), hi) }
}
print(4.isEven, 7.isEven, 9.squared, (-3).squared)
3.times { print("iteration", $0) }
var n = 21
n.double()
print(n, 150.clamped(0, 100))
extension Double {
    var half: Double { self / 2 }
    func rounded(toPlaces places: Int) -> Double {
        var factor = 1.0
        for _ in 0..<places { factor *= 10 }
        return (self * factor).rounded() / factor
    }
}
print(5.0.half, 3.14159.rounded(toPlaces: 2), 2.0.rounded(toPlaces: 0))
extension String {
    var reversedString: String { String(reversed()) }
    func repeated(_ n: Int) -> String { String(repeating: self, count: n) }
    var isPalindrome: Bool {
        let letters = lowercased().filter { $0.isLetter }
        return letters == String(letters.reversed())
    }
    subscript(i: Int) -> Character { self[index(startIndex, offsetBy: i)] }
    static let separator = " | "
}
print("stressed".reversedString, "ab".repeated(3), "A man, a plan, a canal: Panama".isPalindrome, "swift".isPalindrome)
print("hello"[1], "hello"[4], ["x", "y"].joined(separator: String.separator))
extension Array {
    var second: Element? { count > 1 ? self[1] : nil }
    func chunked(into size: Int) -> [[Element]] {
        stride(from: 0, to: count, by: size).map { Array(self[$0..<Swift.min($0 + size, count)]) }
    }
}
print([1, 2, 3].second as Any, [Int]().second as Any)
print(Array(1...7).chunked(into: 3))
extension Optional where Wrapped == String {
    var orEmpty: String { self ?? "" }
}
let missing: String? = nil
print("[\(missing.orEmpty)]", "[\(Optional("x").orEmpty)]")
struct Temperature { var celsius: Double }
extension Temperature {
    var fahrenheit: Double { celsius * 9 / 5 + 32 }
    init(fahrenheit: Double) { self.celsius = (fahrenheit - 32) * 5 / 9 }
    enum Scale { case c, f }
    func value(in scale: Scale) -> Double { scale == .c ? celsius : fahrenheit }
}
let t = Temperature(fahrenheit: 212)
print(t, t.fahrenheit, Temperature(celsius: 20).value(in: .f))
print(Temperature.Scale.f)
extension Temperature: CustomStringConvertible {
    var description: String { "\(celsius)°C" }
}
print(t, [t])
extension Temperature: Equatable {}
print(t == Temperature(celsius: 100))
extension Bool {
    var asInt: Int { self ? 1 : 0 }
}
print(true.asInt + true.asInt + false.asInt)
