// TRAP: removeLast on an empty array.
var stack = [1, 2]
print(stack.removeLast())
print(stack.removeLast())
print("stack is empty:", stack.isEmpty)
print(stack.removeLast())
print("never printed")
