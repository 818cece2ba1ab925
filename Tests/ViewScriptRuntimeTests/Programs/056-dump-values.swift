// dump of scalars, strings, arrays, nested arrays, optionals, tuples, structs, ranges.
dump(42)
dump("hello")
dump(3.5)
dump(true)
dump([1, 2, 3])
dump([String]())
dump(["a", "b"])
dump([[1], [2, 3]])
let opt: Int? = 5
dump(opt)
let none: Int? = nil
dump(none)
let nestedOpt: String?? = "x"
dump(nestedOpt)
dump((1, "two"))
dump((x: 1, y: 2.5))
struct Point { var x: Int; var y: Int }
struct Line { var from: Point; var to: Point; var label: String? }
dump(Point(x: 1, y: 2))
dump(Line(from: Point(x: 0, y: 0), to: Point(x: 3, y: 4), label: "diag"))
dump(Line(from: Point(x: 0, y: 0), to: Point(x: 1, y: 1), label: nil))
dump([Point(x: 5, y: 6)])
struct Empty {}
dump(Empty())
dump(1..<4)
dump(["single": 1])
let returned = dump("value returned")
print("dump returned:", returned)
dump([1, 2], name: "named")
dump([[1, [2, 3]]] as [Any])
dump([Point(x: 1, y: 1), Point(x: 2, y: 2)], maxDepth: 1)
dump(Array(0..<5), maxItems: 3)
dump(Character("c"))
struct WithArray { var values: [Int]; var flag: Bool }
dump(WithArray(values: [7, 8], flag: false))
dump(Set([9]))
