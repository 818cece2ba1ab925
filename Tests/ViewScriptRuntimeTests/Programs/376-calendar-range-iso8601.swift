// Calendar apps' month grids: `Calendar.range(of:in:for:)` (the days of a month, a leap
// February), `ordinality(of:in:for:)` (the day of the year), weekday numbers, and
// `Date.ISO8601Format()` beside `formatted(.iso8601)`, all on fixed dates in UTC.
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!
var components = DateComponents()
components.year = 2024
components.month = 2
components.day = 29
let leapDay = calendar.date(from: components)!
let days = calendar.range(of: .day, in: .month, for: leapDay)!
print(days, days.count, type(of: days))
print(calendar.range(of: .month, in: .year, for: leapDay)!)
print(calendar.ordinality(of: .day, in: .year, for: leapDay)!, calendar.component(.weekday, from: leapDay))
let firstOfMonth = calendar.date(from: calendar.dateComponents([.year, .month], from: leapDay))!
let leading = calendar.component(.weekday, from: firstOfMonth) - calendar.firstWeekday
print("grid starts after \(leading) blank days")
let march = calendar.date(byAdding: .month, value: 1, to: leapDay)!
print(calendar.range(of: .day, in: .month, for: march)!.count)
print(leapDay.ISO8601Format(), leapDay.formatted(.iso8601), Date(timeIntervalSince1970: 0).ISO8601Format())
let maybe = calendar.range(of: .day, in: .month, for: march)
print(maybe as Any, maybe.map(Array.init)?.last ?? 0, calendar.ordinality(of: .month, in: .year, for: march) as Any)
