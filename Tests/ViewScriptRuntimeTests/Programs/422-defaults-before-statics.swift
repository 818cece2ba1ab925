// Parameter default values may name static members and types declared later in the file, as
// swiftc allows: `init(items: [Int] = Store.sample)` before `static let sample`, a method's
// default naming another type's static before that type, and a subscript's default.
// Own code.

final class Store {
    var items: [Int]
    init(items: [Int] = Store.sample, title: String = Labels.fallback) {
        self.items = items
        print("store", title, items)
    }
    func page(_ size: Int = Store.pageSize, from start: Int = Labels.first.count) -> ArraySlice<Int> {
        items.dropFirst(start).prefix(size)
    }
    static let sample: [Int] = [1, 2, 3, 4]
    static var pageSize: Int { 2 }
}

struct Grid {
    var cells = [10, 20, 30]
    subscript(row row: Int, fallback fallback: Int = Grid.missing) -> Int {
        row < cells.count ? cells[row] : fallback
    }
    static let missing = -1
}

enum Labels {
    static let fallback = "untitled"
    static let first = "a"
}

let store = Store()
print(store.page(), store.page(3, from: 0))
let custom = Store(items: [9], title: "mine")
print(custom.page())
let grid = Grid()
print(grid[row: 1], grid[row: 7], grid[row: 7, fallback: 0])
func later(_ values: [Int] = Store.sample.reversed()) -> Int { values.first ?? 0 }
print(later())
