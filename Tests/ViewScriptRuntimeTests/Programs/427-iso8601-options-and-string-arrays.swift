// An API client's date handling: ISO 8601 with and without fractional seconds, date-only
// strings, formatters in a time zone given as `TimeZone(identifier:)` (an optional), and
// recent searches kept in UserDefaults as a string array.
// Own code.
import Foundation

let date = Date(timeIntervalSince1970: 1_709_285_400.25)
let plain = ISO8601DateFormatter()
print(plain.string(from: date))
print(plain.date(from: "2024-03-01T09:30:00.250Z") as Any)

let precise = ISO8601DateFormatter()
precise.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
print(precise.string(from: date))
print(precise.date(from: "2024-03-01T09:30:00.250Z")!.timeIntervalSince1970)
print(precise.date(from: "2024-03-01T09:30:00Z") as Any)

let dayOnly = ISO8601DateFormatter()
dayOnly.formatOptions = [.withFullDate]
print(dayOnly.string(from: date), dayOnly.date(from: "2024-12-25")!)
dayOnly.formatOptions = .withFullDate
print(dayOnly.string(from: date))

let zoned = ISO8601DateFormatter()
zoned.timeZone = TimeZone(secondsFromGMT: 3_600)
zoned.formatOptions = [.withFullDate, .withFullTime, .withSpaceBetweenDateAndTime]
print(zoned.string(from: date))

let local = DateFormatter()
local.locale = Locale(identifier: "en_US")
local.dateFormat = "yyyy-MM-dd HH:mm zzz"
local.timeZone = TimeZone(identifier: "America/New_York")
print(local.string(from: date))
local.locale = Locale(identifier: "fr_FR")
local.timeZone = TimeZone(secondsFromGMT: -7_200)
print(local.string(from: date))

let defaults = UserDefaults.standard
defaults.removeObject(forKey: "recentSearches")
print(defaults.stringArray(forKey: "recentSearches") as Any)
defaults.set(["pasta", "soup"], forKey: "recentSearches")
var recent = defaults.stringArray(forKey: "recentSearches") ?? []
recent.insert("bread", at: 0)
defaults.set(recent, forKey: "recentSearches")
print(defaults.stringArray(forKey: "recentSearches")!)
defaults.set([1, 2], forKey: "recentSearches")
print(defaults.stringArray(forKey: "recentSearches") as Any)
defaults.set("pasta", forKey: "recentSearches")
print(defaults.stringArray(forKey: "recentSearches") as Any)
defaults.removeObject(forKey: "recentSearches")
