// A planner screen's date helpers: the week and the month holding a day, whether an event
// falls in them, and the next matching time (the next Monday 9:00, the next 31st).
// Own code.
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!
let day = Date(timeIntervalSince1970: 1_709_294_400) // 2024-03-01 12:00 UTC, a Friday

if let week = calendar.dateInterval(of: .weekOfYear, for: day) {
    print(week)
    print(week.start, week.end, week.duration)
    print(week.contains(day), week.contains(week.end), week.contains(week.start))
}
let month = calendar.dateInterval(of: .month, for: day)!
print(month.duration / 86_400, month)
let dayInterval = calendar.dateInterval(of: .day, for: day)!
print(dayInterval.start, dayInterval.intersects(month), month.intersects(dayInterval))
let year = calendar.dateInterval(of: .year, for: day)!
print(year.duration / 86_400)

let meeting = DateInterval(start: day, duration: 3_600)
print(meeting, meeting.end)
let spanning = DateInterval(start: day.addingTimeInterval(-86_400), end: day.addingTimeInterval(86_400))
print(spanning.duration, spanning.intersection(with: dayInterval)!)
print(meeting == DateInterval(start: day, end: day.addingTimeInterval(3_600)))

let monday9 = DateComponents(hour: 9, minute: 0, weekday: 2)
print(calendar.nextDate(after: day, matching: monday9, matchingPolicy: .nextTime)!)
let thirtyFirst = DateComponents(day: 31)
print(calendar.nextDate(after: day, matching: thirtyFirst, matchingPolicy: .strict)!)
print(calendar.nextDate(after: day, matching: DateComponents(day: 30), matchingPolicy: .nextTime)!)
print(calendar.nextDate(after: day, matching: DateComponents(hour: 8), matchingPolicy: .nextTime, direction: .backward)!)
print(calendar.nextDate(after: day, matching: DateComponents(month: 2, day: 29), matchingPolicy: .strict)!)
print(calendar.nextDate(after: day, matching: DateComponents(month: 2, day: 30), matchingPolicy: .nextTime) as Any)
