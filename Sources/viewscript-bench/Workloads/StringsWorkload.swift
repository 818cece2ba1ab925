extension Workload {
    /// 1M interpolated appends, 500k String(Int) + concatenation, a join.
    static let strings = Workload(
        name: "strings",
        summary: "1M interpolated appends, 500k String(Int) + concatenation, a join",
        swift: #"""

        func run() {
            var text = ""
            var words = 0
            for i in 0..<1_000_000 {
                text += "item \(i), "
                if i % 3 == 0 { text.append("x") }
                words += 1
            }
            var parts: [String] = []
            for i in 0..<500_000 {
                let word = "w" + String(i % 100)
                parts.append(word)
            }
            let joined = parts.joined(separator: "-")
            print(text.count, words, joined.count, parts[499_999])
        }

        run()
        """#,
        python: #"""

        def main():
            text = ""
            words = 0
            for i in range(1000000):
                text += f"item {i}, "
                if i % 3 == 0:
                    text += "x"
                words += 1
            parts = []
            for i in range(500000):
                word = "w" + str(i % 100)
                parts.append(word)
            joined = "-".join(parts)
            print(len(text), words, len(joined), parts[499999])

        main()
        """#)
}
