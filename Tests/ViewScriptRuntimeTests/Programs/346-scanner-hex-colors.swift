import Foundation

// Scanner as apps use it: a hexadecimal colour string into its components, with the older
// inout methods and the newer optional-returning ones.
func components(_ hex: String) -> (Double, Double, Double)? {
    let scanner = Scanner(string: hex.trimmingCharacters(in: CharacterSet(charactersIn: "#")))
    var value: UInt64 = 0
    guard scanner.scanHexInt64(&value) else { return nil }
    return (Double((value >> 16) & 0xFF) / 255, Double((value >> 8) & 0xFF) / 255, Double(value & 0xFF) / 255)
}

print(components("#FF8800")!)
print(components("#00ff7f")!)
print(components("zz") == nil)

var rgb: UInt32 = 0
print(Scanner(string: "1a2B").scanHexInt32(&rgb), rgb)

let line = Scanner(string: "width=42; ratio=1.5; name=box")
print(line.scanString("width=") ?? "-", line.scanInt() ?? -1)
_ = line.scanString(";")
print(line.scanUpToString("=") ?? "-", line.scanString("=") ?? "-", line.scanDouble() ?? 0)
_ = line.scanString(";")
print(line.scanCharacters(from: .letters) ?? "-", line.isAtEnd)
print(line.scanUpToCharacters(from: .whitespaces) ?? "-", line.isAtEnd)
var number = 0
print(Scanner(string: "  17 apples").scanInt(&number), number)
