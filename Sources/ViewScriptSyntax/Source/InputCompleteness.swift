/// Whether typed input is complete: every bracket closed, no string literal or block
/// comment left open. The REPL keeps reading lines until it is (Python's and Swift's
/// REPLs continue the same way).
public enum InputCompleteness {
    public static func isComplete(_ text: String) -> Bool {
        var depth = 0
        var bytes = Array(text.utf8)[...]
        while let byte = bytes.first {
            if bytes.starts(with: "\"\"\"".utf8) {
                bytes = bytes.dropFirst(3)
                guard let end = find("\"\"\"", in: bytes) else { return false }
                bytes = bytes[(end + 3)...]
                continue
            }
            if bytes.starts(with: "//".utf8) {
                bytes = bytes.drop { $0 != UInt8(ascii: "\n") }
                continue
            }
            if bytes.starts(with: "/*".utf8) {
                var nesting = 0
                while !bytes.isEmpty {
                    if bytes.starts(with: "/*".utf8) { nesting += 1; bytes = bytes.dropFirst(2); continue }
                    if bytes.starts(with: "*/".utf8) {
                        nesting -= 1
                        bytes = bytes.dropFirst(2)
                        if nesting == 0 { break }
                        continue
                    }
                    bytes = bytes.dropFirst()
                }
                if nesting > 0 { return false }
                continue
            }
            bytes = bytes.dropFirst()
            switch byte {
            case UInt8(ascii: "\""):
                // A one-line string: a newline before its end leaves it to the parser.
                while let next = bytes.first, next != UInt8(ascii: "\""), next != UInt8(ascii: "\n") {
                    bytes = bytes.dropFirst(next == UInt8(ascii: "\\") ? 2 : 1)
                }
                bytes = bytes.dropFirst()
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return depth <= 0
    }

    private static func find(_ needle: String, in bytes: ArraySlice<UInt8>) -> Int? {
        var rest = bytes
        while !rest.isEmpty {
            if rest.starts(with: needle.utf8) { return rest.startIndex }
            rest = rest.dropFirst()
        }
        return nil
    }
}
