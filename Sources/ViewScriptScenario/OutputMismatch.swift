/// The lines an `expect """` block wanted and the lines the program printed, with the line
/// diff between them (a longest common subsequence, as `diff` computes it).
public struct OutputMismatch: Sendable, Equatable {
    public enum Line: Sendable, Equatable {
        case same(String)
        /// Expected, not printed.
        case missing(String)
        /// Printed, not expected.
        case extra(String)
    }

    public let expected: [String]
    public let actual: [String]

    public init(expected: [String], actual: [String]) {
        self.expected = expected
        self.actual = actual
    }

    /// The diff, in order: common lines, and where they differ the expected lines first.
    public var lines: [Line] {
        let n = expected.count, m = actual.count
        // lengths[i][j]: the longest common subsequence of expected[i...] and actual[j...].
        var lengths = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i][j] = expected[i] == actual[j]
                    ? lengths[i + 1][j + 1] + 1
                    : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var result: [Line] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, expected[i] == actual[j] {
                result.append(.same(expected[i]))
                i += 1
                j += 1
            } else if j == m || (i < n && lengths[i + 1][j] >= lengths[i][j + 1]) {
                result.append(.missing(expected[i]))
                i += 1
            } else {
                result.append(.extra(actual[j]))
                j += 1
            }
        }
        return result
    }
}

extension OutputMismatch {
    /// The lines of printed text: a final newline ends the last line, it does not start an
    /// empty one; nothing printed is no lines.
    public static func lines(of text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if text.hasSuffix("\n") { lines.removeLast() }
        return lines
    }
}
