// Edit distance, longest common subsequence and Hamming distance on strings.
func levenshtein(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    var row = Array(0...b.count)
    for i in 1...max(a.count, 1) where i <= a.count {
        var previous = row[0]
        row[0] = i
        for j in 1...max(b.count, 1) where j <= b.count {
            let saved = row[j]
            row[j] = a[i - 1] == b[j - 1] ? previous : 1 + min(previous, row[j], row[j - 1])
            previous = saved
        }
    }
    return row[b.count]
}
func lcs(_ a: String, _ b: String) -> String {
    let x = Array(a), y = Array(b)
    var table = [[String]](repeating: [String](repeating: "", count: y.count + 1), count: x.count + 1)
    for i in x.indices.reversed() {
        for j in y.indices.reversed() {
            table[i][j] = x[i] == y[j] ? String(x[i]) + table[i + 1][j + 1]
                : (table[i + 1][j].count >= table[i][j + 1].count ? table[i + 1][j] : table[i][j + 1])
        }
    }
    return table[0][0]
}
func hamming(_ a: String, _ b: String) -> Int? {
    guard a.count == b.count else { return nil }
    return zip(a, b).filter { $0 != $1 }.count
}
for (a, b) in [("kitten", "sitting"), ("rosettacode", "raisethysword"), ("", "abc"), ("same", "same"), ("flaw", "lawn")] {
    print(a, b, levenshtein(a, b))
}
print(lcs("thisisatest", "testing123testing"), lcs("ABCBDAB", "BDCABA"))
print(hamming("GAGCCTACTAACGGGAT", "CATCGTAATGACGGCCT") as Any, hamming("A", "AB") as Any)
let dictionary = ["apple", "apply", "ape", "maple", "angle"]
let query = "appel"
print(dictionary.sorted { (levenshtein(query, $0), $0) < (levenshtein(query, $1), $1) }.prefix(3))
