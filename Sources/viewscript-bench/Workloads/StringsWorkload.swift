extension Workload {
    /// 100k interpolated appends, 50k String(Int) + concatenation, a join.
    static let strings = Workload(
        name: "strings",
        summary: "100k interpolated appends, 50k String(Int) + concatenation, a join",
        swift: #"""

        func run() {
            var text = ""
            var words = 0
            for i in 0..<100_000 {
                text += "item \(i), "
                if i % 3 == 0 { text.append("x") }
                words += 1
            }
            var parts: [String] = []
            for i in 0..<50_000 {
                let word = "w" + String(i % 100)
                parts.append(word)
            }
            let joined = parts.joined(separator: "-")
            print(text.count, words, joined.count, parts[49_999])
        }

        run()
        """#,
        python: #"""

        def main():
            text = ""
            words = 0
            for i in range(100000):
                text += f"item {i}, "
                if i % 3 == 0:
                    text += "x"
                words += 1
            parts = []
            for i in range(50000):
                word = "w" + str(i % 100)
                parts.append(word)
            joined = "-".join(parts)
            print(len(text), words, len(joined), parts[49999])

        main()
        """#)
}
