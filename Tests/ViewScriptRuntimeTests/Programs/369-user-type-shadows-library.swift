// A program's own type named as a standard library type (`enum Range`) shadows it in the
// program's type annotations, as it does in its expressions.
enum Range: String, CaseIterable {
    case week, month
    var days: Int { self == .week ? 7 : 30 }
}

struct Filter {
    var range: Range = .week
    var ranges: [Range] = Range.allCases
    var optional: Range? = .month
}

var filter = Filter()
print(filter.range, filter.range.days, filter.ranges, filter.optional ?? .week)
filter.range = .month
let chosen: Range = filter.range
print(chosen.rawValue, chosen.days)
let numbers = 0..<3
print(numbers.count, Array(numbers))
