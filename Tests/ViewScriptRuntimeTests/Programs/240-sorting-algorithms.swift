// Sorting algorithms written by hand: insertion, merge, quick, heap and counting sort.
func insertionSort(_ a: [Int]) -> [Int] {
    var a = a
    for i in 1..<a.count {
        let key = a[i]
        var j = i - 1
        while j >= 0 && a[j] > key { a[j + 1] = a[j]; j -= 1 }
        a[j + 1] = key
    }
    return a
}
func mergeSort<T: Comparable>(_ a: [T]) -> [T] {
    guard a.count > 1 else { return a }
    let mid = a.count / 2
    let left = mergeSort(Array(a[..<mid])), right = mergeSort(Array(a[mid...]))
    var merged: [T] = [], i = 0, j = 0
    while i < left.count && j < right.count {
        if left[i] <= right[j] { merged.append(left[i]); i += 1 } else { merged.append(right[j]); j += 1 }
    }
    return merged + left[i...] + right[j...]
}
func quickSort(_ a: [Int]) -> [Int] {
    guard let pivot = a.first else { return [] }
    let rest = a.dropFirst()
    return quickSort(rest.filter { $0 < pivot }) + [pivot] + quickSort(rest.filter { $0 >= pivot })
}
func heapSort(_ input: [Int]) -> [Int] {
    var a = input
    func siftDown(_ start: Int, _ end: Int) {
        var root = start
        while 2 * root + 1 <= end {
            var child = 2 * root + 1
            if child + 1 <= end && a[child] < a[child + 1] { child += 1 }
            if a[root] < a[child] { a.swapAt(root, child); root = child } else { return }
        }
    }
    for start in stride(from: a.count / 2 - 1, through: 0, by: -1) { siftDown(start, a.count - 1) }
    for end in stride(from: a.count - 1, to: 0, by: -1) { a.swapAt(0, end); siftDown(0, end - 1) }
    return a
}
func countingSort(_ a: [Int], max: Int) -> [Int] {
    var counts = [Int](repeating: 0, count: max + 1)
    for x in a { counts[x] += 1 }
    return counts.enumerated().flatMap { Array(repeating: $0.offset, count: $0.element) }
}
let data = [38, 27, 43, 3, 9, 82, 10, 3, 55, 0]
print(insertionSort(data))
print(mergeSort(data))
print(quickSort(data))
print(heapSort(data))
print(countingSort(data, max: 82))
print(mergeSort(["pear", "apple", "fig"]))
var seed = 42
let random = (0..<200).map { _ -> Int in seed = (seed * 1103515245 + 12345) % 2147483648; return seed % 1000 }
let reference = random.sorted()
print([insertionSort(random), mergeSort(random), quickSort(random), heapSort(random)].allSatisfy { $0 == reference })
