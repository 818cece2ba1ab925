// Binary search: iterative, recursive, lower bound, and a generic version.
func binarySearch(_ items: [Int], _ target: Int) -> Int? {
    var low = 0, high = items.count - 1
    while low <= high {
        let mid = low + (high - low) / 2
        if items[mid] == target { return mid }
        if items[mid] < target { low = mid + 1 } else { high = mid - 1 }
    }
    return nil
}
func recursiveSearch<T: Comparable>(_ items: [T], _ target: T, _ range: Range<Int>? = nil) -> Int? {
    let range = range ?? items.indices
    guard !range.isEmpty else { return nil }
    let mid = range.lowerBound + range.count / 2
    if items[mid] == target { return mid }
    return items[mid] < target ? recursiveSearch(items, target, (mid + 1)..<range.upperBound)
                               : recursiveSearch(items, target, range.lowerBound..<mid)
}
func lowerBound(_ items: [Int], _ target: Int) -> Int {
    var low = 0, high = items.count
    while low < high {
        let mid = (low + high) / 2
        if items[mid] < target { low = mid + 1 } else { high = mid }
    }
    return low
}
let numbers = [1, 3, 5, 7, 9, 11, 13, 15]
for target in [1, 7, 15, 4, 20] {
    print(target, binarySearch(numbers, target) as Any, recursiveSearch(numbers, target) as Any, lowerBound(numbers, target))
}
let words = ["apple", "banana", "cherry", "date", "fig"]
print(recursiveSearch(words, "date") as Any, recursiveSearch(words, "grape") as Any)
let big = Array(stride(from: 0, to: 100_000, by: 3))
print(binarySearch(big, 29_997) as Any, binarySearch(big, 29_998) as Any)
var steps = 0
func countingSearch(_ items: [Int], _ target: Int) -> Bool {
    var low = 0, high = items.count - 1
    while low <= high {
        steps += 1
        let mid = (low + high) / 2
        if items[mid] == target { return true }
        if items[mid] < target { low = mid + 1 } else { high = mid - 1 }
    }
    return false
}
print(countingSearch(big, 3), steps)
