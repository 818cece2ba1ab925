// String basics without Foundation: concatenation, comparison, count, prefix/suffix tests, iteration.
let greeting = "Hello"
let name = "World"
var s = greeting + ", " + name + "!"
print(s)
print(s.count, s.isEmpty, "".isEmpty, "".count)
s += " How are you?"
print(s)
s.append("!")
s.append(contentsOf: "?!")
print(s)
print(s.hasPrefix("Hello"), s.hasPrefix("hello"), s.hasSuffix("?!"), s.hasSuffix("you"))
print(s.contains("World"), s.contains("world"), s.contains("o"))
print(s.uppercased())
print(s.lowercased())
print("apple" < "banana", "Apple" < "apple", "a" == "a", "abc" != "abd", "Z" < "a")
print(["pear", "Apple", "banana", "apple", "Banana"].sorted())
print(s.first!, s.last!)
print(String(s.reversed()))
print(s.split(separator: " "))
print("a,b,,c".split(separator: ","))
print("a,b,,c".split(separator: ",", omittingEmptySubsequences: false))
print("  spaced   out  ".split(separator: " ").map(String.init))
print(String(repeating: "ab", count: 3), String(repeating: "-", count: 10))
print(String(repeating: "x", count: 0).isEmpty)
var word = ""
for ch in "swift" {
    word = String(ch) + word
}
print(word)
for (i, ch) in "abc".enumerated() {
    print(i, ch)
}
print(Array("hello"))
print("hello".map { $0.uppercased() })
print("hello".filter { $0 != "l" })
print("hello".contains("ell"), "hello".contains(where: { $0 == "z" }))
print(s.prefix(5), s.suffix(3), s.dropFirst(7).prefix(5), s.dropLast(3).suffix(3))
print("one two three".split(separator: " ").joined(separator: "_"))
print(["x", "y", "z"].joined(), ["x", "y", "z"].joined(separator: ", "))
let multi = """
    Line one
      indented "quoted"
    Line three\tTab
    """
print(multi)
print("escape: \\ \" \' \t| \u{41}\u{1F600}")
print(#"raw \n string with "quotes" and \#(1 + 2)"#)
print("count of multi:", multi.count)
var mutable = "abc"
let copy = mutable
mutable += "def"
print(mutable, copy)
print("abc".starts(with: "ab"), "Hello".lowercased() == "hello")
print(String(42), String(-3.5), String(true), String("x"))
