// Date format styles and formatters, with the locale and time zone written out (the simulated
// device's are en_US and UTC; a compiled program's come from the machine).
import Foundation

let us = Locale(identifier: "en_US")
let date = Date(timeIntervalSince1970: 1_709_285_400)   // 2024-03-01 09:30:00 UTC
print(date.formatted(.dateTime.year().month().day().locale(us)))
print(date.formatted(.dateTime.month(.wide).year().locale(us)))
print(date.formatted(.dateTime.weekday(.wide).day().month(.abbreviated).locale(us)))
print(date.formatted(.dateTime.day(.twoDigits).month(.twoDigits).year(.twoDigits).locale(us)))
print(date.formatted(.dateTime.year().month(.wide).day().locale(Locale(identifier: "de_DE"))))
print(date.formatted(.iso8601))
let formatter = DateFormatter()
formatter.locale = us
formatter.timeZone = TimeZone(identifier: "UTC")
formatter.dateStyle = .long
print(formatter.string(from: date))
formatter.dateStyle = .full
print(formatter.string(from: date))
formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
print(formatter.string(from: date))
print(formatter.date(from: "2023-07-04 12:00:00")!)
print(formatter.date(from: "July 4th") == nil)
formatter.dateFormat = "EEEE, MMM d"
print(formatter.string(from: date))
let iso = ISO8601DateFormatter()
print(iso.string(from: date))
print(iso.date(from: "2000-01-01T00:00:00Z")!.timeIntervalSince1970)
print(iso.date(from: "yesterday") == nil)
