/// Source text with position markers (`1️⃣`, `2️⃣`, ...), in the style of swift-syntax's
/// diagnostic tests: the markers are removed and remembered as byte offsets. Shared by the
/// parser's and the compiler's diagnostic tests.
public struct MarkedSource {
    public static let markers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    public let text: String
    public let offsets: [String: Int]

    public init(_ marked: String) {
        var bytes = Array(marked.utf8)
        var offsets: [String: Int] = [:]
        for marker in Self.markers {
            let pattern = Array(marker.utf8)
            guard let index = bytes.firstRange(of: pattern)?.lowerBound else { continue }
            bytes.removeSubrange(index..<index + pattern.count)
            for (name, offset) in offsets where offset > index { offsets[name] = offset - pattern.count }
            offsets[marker] = index
        }
        self.text = String(decoding: bytes, as: UTF8.self)
        self.offsets = offsets
    }
}
