// lazy var: initialized on first access, once; can use self.
struct Report {
    let values: [Int]
    lazy var total: Int = {
        print("computing total")
        return values.reduce(0, +)
    }()
    lazy var summary = "Report of \(values.count) values"
}
var report = Report(values: [1, 2, 3])
print("created")
print(report.total)
print(report.total)
print(report.summary)
report.total = 100
print(report.total)
final class DataLoader {
    var loads = 0
    lazy var data: [String] = load()
    func load() -> [String] {
        loads += 1
        print("loading")
        return ["a", "b"]
    }
}
let loader = DataLoader()
print(loader.loads)
print(loader.data.count, loader.data.first ?? "")
print(loader.loads)
class Expensive {
    init() { print("Expensive.init") }
}
class Holder {
    lazy var expensive = Expensive()
    var name = "holder"
}
let holder = Holder()
print(holder.name)
_ = holder.expensive
_ = holder.expensive
print("done")
