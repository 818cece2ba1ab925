import Foundation

// Foundation's value types compare by contents; extensions of library types add members
// that are found on their values and reach the library's members through implicit self.
extension Date {
    var isWeekendInUTC: Bool {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.isDateInWeekend(self)
    }
    func adding(days: Int) -> Date { addingTimeInterval(Double(days) * 86_400) }
}

extension URL {
    var lastTwo: String { pathComponents.suffix(2).joined(separator: "/") }
}

extension UUID {
    var short: String { String(uuidString.prefix(8)) }
}

let start = Date(timeIntervalSince1970: 1_700_000_000)
let same = Date(timeIntervalSince1970: 1_700_000_000)
let later = start.adding(days: 2)
print(start == same, start != later, start < later, later > start, start <= same)
print([later, start, same].sorted() == [start, same, later])
print(Set([start, same, later]).count)
print(max(start, later) == later, min(start, later) == start)
print(start.isWeekendInUTC, later.isWeekendInUTC)
let byDay = Dictionary(grouping: [start, same, later], by: { $0 })
print(byDay.count, byDay[start]?.count ?? 0)

let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
let again = UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")!
print(id == again, Set([id, again]).count, id.short)

let url = URL(string: "https://example.com/a/b/c")!
print(url == URL(string: "https://example.com/a/b/c")!, url == URL(string: "https://example.com/a/b")!)
print(url.lastTwo)

var components = DateComponents()
components.day = 3
var other = DateComponents()
other.day = 3
print(components == other)
print(Locale(identifier: "en_US") == Locale(identifier: "en_US"), TimeZone(identifier: "UTC") == TimeZone(identifier: "UTC"))
