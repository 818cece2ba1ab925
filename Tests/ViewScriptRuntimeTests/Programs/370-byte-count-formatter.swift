import Foundation

// ByteCountFormatter with its count styles, allowed units and the static form.
let formatter = ByteCountFormatter()
formatter.countStyle = .file
print(formatter.string(fromByteCount: 1_751_200), formatter.string(fromByteCount: 123_000))
print(formatter.string(fromByteCount: 0), formatter.string(fromByteCount: 999))
formatter.allowedUnits = [.useMB]
print(formatter.string(fromByteCount: 123_000))
formatter.includesUnit = false
print(formatter.string(fromByteCount: 5_000_000))
let size: Int64 = 2_000_000_000
print(ByteCountFormatter.string(fromByteCount: size, countStyle: .memory))
let binary = ByteCountFormatter()
binary.countStyle = .binary
print(binary.string(fromByteCount: 1_500_000))
