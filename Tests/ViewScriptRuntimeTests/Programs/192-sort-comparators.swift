// Foundation's KeyPathComparator and SortDescriptor with sorted(using:) and sort(using:),
// and String's localized comparisons.
import Foundation

struct Book {
    var title: String
    var year: Int
    var rating: Double
}

var books = [
    Book(title: "Emma", year: 1815, rating: 4.1),
    Book(title: "Dune", year: 1965, rating: 4.6),
    Book(title: "Ulysses", year: 1922, rating: 4.1),
    Book(title: "Beloved", year: 1987, rating: 4.3),
]

print(books.sorted(using: KeyPathComparator(\.title)).map(\.title))
print(books.sorted(using: KeyPathComparator(\.year, order: .reverse)).map(\.year))
print(books.sorted(using: [KeyPathComparator(\.rating, order: .reverse), KeyPathComparator(\.title)]).map(\.title))
books.sort(using: SortDescriptor(\.year))
print(books.map(\.title))
books.sort(using: [SortDescriptor(\.rating), SortDescriptor(\.year, order: .reverse)])
print(books.map(\.title))

let names = ["banana", "Apple", "cherry", "apple"]
print(names.sorted { $0.localizedCaseInsensitiveCompare($1) == .orderedAscending })
print(names.sorted { $0.localizedStandardCompare($1) == .orderedAscending })
print("file10".localizedStandardCompare("file9") == .orderedDescending)
print("a".localizedCaseInsensitiveCompare("A") == .orderedSame)
