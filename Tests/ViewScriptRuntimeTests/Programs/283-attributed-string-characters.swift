// AttributedString without attributes: building, concatenating, appending, characters, copies.
import Foundation
var greeting = AttributedString("Hello, ")
let name = AttributedString("Ann")
let joined = greeting + name
print(joined)
print(String(joined.characters))
print(joined.characters.count)
var copy = joined
copy.append(AttributedString("!"))
print(String(joined.characters), String(copy.characters))
greeting += name
print(String(greeting.characters))
let empty = AttributedString()
print(empty.characters.isEmpty)
