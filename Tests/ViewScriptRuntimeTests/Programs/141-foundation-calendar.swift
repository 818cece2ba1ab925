// Calendar and DateComponents arithmetic in the Gregorian calendar, UTC.
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!
let date = Date(timeIntervalSince1970: 1_709_285_400)   // 2024-03-01 09:30:00 UTC
print(calendar.startOfDay(for: date))
print(calendar.component(.year, from: date), calendar.component(.weekday, from: date))
let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
print(parts.year!, parts.month!, parts.day!, parts.hour!, parts.minute!, parts.second == nil)
let leap = calendar.date(from: DateComponents(year: 2024, month: 2, day: 29))!
print(leap)
print(calendar.date(byAdding: .year, value: 1, to: leap)!)
print(calendar.date(byAdding: .month, value: -1, to: date)!)
print(calendar.date(byAdding: .hour, value: 20, to: date)!)
print(calendar.dateComponents([.day], from: leap, to: date).day!)
print(calendar.dateComponents([.hour, .minute], from: leap, to: date).hour!)
var step = DateComponents()
step.day = 10
step.hour = 1
print(calendar.date(byAdding: step, to: date)!)
print(calendar.isDate(leap, inSameDayAs: date), calendar.isDate(date, inSameDayAs: date.addingTimeInterval(3600)))
print(calendar.isDateInWeekend(calendar.date(byAdding: .day, value: 1, to: date)!))
print(calendar.date(bySettingHour: 18, minute: 0, second: 0, of: date)!)
