// Arrays, dictionaries, sets and strings are values: copy then mutate.
var a = [1, 2, 3]
var b = a
b.append(4)
b[0] = 100
print("a:", a, "b:", b)
func appendZero(_ xs: [Int]) -> [Int] {
    var ys = xs
    ys.append(0)
    return ys
}
let c = appendZero(a)
print(a, c)
var d1 = ["one": 1]
var d2 = d1
d2["two"] = 2
d2["one"] = 11
print(d1, d2.count, d2["one"]!, d2["two"]!)
var s1: Set = [1]
var s2 = s1
s2.insert(2)
print(s1, s2.count, s2.contains(2), s1.contains(2))
var nested = [[1], [2]]
var nestedCopy = nested
nestedCopy[0].append(99)
print(nested, nestedCopy)
struct Bag { var items: [String] = [] }
var bag1 = Bag()
bag1.items.append("pen")
var bag2 = bag1
bag2.items.append("ink")
print(bag1.items, bag2.items)
class Box { var items: [Int] = [] }
let box = Box()
var snapshot = box.items
box.items.append(1)
snapshot.append(2)
print(box.items, snapshot)
var arrOfStructs = [Bag(items: ["a"]), Bag(items: ["b"])]
var arrCopy = arrOfStructs
arrCopy[0].items.append("c")
print(arrOfStructs[0].items, arrCopy[0].items)
var str1 = "abc"
var str2 = str1
str2.append("d")
print(str1, str2)
var matrix = [[0, 0], [0, 0]]
var row = matrix[0]
row[1] = 5
print(matrix, row)
matrix[1][1] = 9
print(matrix)
var dictOfArrays: [String: [Int]] = ["k": [1]]
dictOfArrays["k"]!.append(2)
dictOfArrays["k", default: []].append(3)
dictOfArrays["new", default: []].append(4)
print(dictOfArrays["k"]!, dictOfArrays["new"]!)
let boxes = [Box(), Box()]
let boxesCopy = boxes
boxesCopy[0].items.append(42)
print(boxes[0].items, boxes[0] === boxesCopy[0])
