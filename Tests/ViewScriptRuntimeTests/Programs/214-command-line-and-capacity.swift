// CommandLine.arguments and Array capacity.
print(CommandLine.arguments.count)
print(CommandLine.arguments.isEmpty)
print(CommandLine.argc)
var numbers: [Int] = []
numbers.reserveCapacity(100)
print(numbers.capacity >= 100, numbers.count)
for i in 0..<10 { numbers.append(i) }
print(numbers.capacity >= numbers.count)
var text = ""
text.reserveCapacity(64)
text += "reserved"
print(text)
let empty = [Int]()
print(empty.capacity)
var dict: [String: Int] = [:]
dict.reserveCapacity(10)
print(dict.capacity >= 10, dict.isEmpty)
