// exercism style: a 24-hour Clock value with normalization, arithmetic and equality.
struct Clock: Equatable, CustomStringConvertible, Comparable {
    private let minutes: Int
    init(hours: Int = 0, minutes: Int = 0) {
        let total = (hours * 60 + minutes) % 1440
        self.minutes = total < 0 ? total + 1440 : total
    }
    var description: String {
        let h = minutes / 60, m = minutes % 60
        return (h < 10 ? "0" : "") + "\(h):" + (m < 10 ? "0" : "") + "\(m)"
    }
    func adding(minutes: Int) -> Clock { Clock(minutes: self.minutes + minutes) }
    func subtracting(minutes: Int) -> Clock { Clock(minutes: self.minutes - minutes) }
    static func < (a: Clock, b: Clock) -> Bool { a.minutes < b.minutes }
}
print(Clock(hours: 8), Clock(hours: 11, minutes: 9), Clock(hours: 24), Clock(hours: 25, minutes: 160))
print(Clock(hours: -1, minutes: 15), Clock(hours: -25, minutes: -160), Clock(minutes: 1723))
print(Clock(hours: 10).adding(minutes: 3), Clock(hours: 23, minutes: 59).adding(minutes: 2))
print(Clock(hours: 0, minutes: 30).subtracting(minutes: 60), Clock(hours: 5, minutes: 32).subtracting(minutes: 3000))
print(Clock(hours: 15, minutes: 37) == Clock(hours: 15, minutes: 37), Clock(hours: 10) == Clock(hours: 34))
print(Clock(hours: 3) == Clock(hours: 3, minutes: 1))
let alarms = [Clock(hours: 7, minutes: 30), Clock(hours: 6, minutes: 45), Clock(hours: 22)]
print(alarms.sorted(), alarms.max()!)
print("\(Clock(hours: 9, minutes: 5))")
