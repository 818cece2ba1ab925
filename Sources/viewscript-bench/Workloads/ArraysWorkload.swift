extension Workload {
    /// 1M-element array: append, sum, filter, index-heavy loops, strided writes.
    static let arrays = Workload(
        name: "arrays",
        summary: "1M-element array: append, sum, filter, index-heavy loops, strided writes",
        swift: #"""

        func run() {
            var numbers: [Int] = []
            var i = 0
            while i < 1_000_000 {
                numbers.append((i * 7919) % 10007)
                i += 1
            }
            var total = 0
            for n in numbers { total += n }
            let evens = numbers.filter { $0 % 2 == 0 }
            var rises = 0
            let count = numbers.count
            for j in 1..<count {
                if numbers[j] > numbers[j - 1] { rises += 1 }
            }
            for j in stride(from: 0, to: count, by: 2) { numbers[j] = numbers[j] / 2 }
            var half = 0
            for n in numbers where n < 5000 { half += 1 }
            print(total, evens.count, rises, half)
        }

        run()
        """#,
        python: #"""

        def main():
            numbers = []
            i = 0
            while i < 1000000:
                numbers.append((i * 7919) % 10007)
                i += 1
            total = 0
            for n in numbers:
                total += n
            evens = [x for x in numbers if x % 2 == 0]
            rises = 0
            count = len(numbers)
            for j in range(1, count):
                if numbers[j] > numbers[j - 1]:
                    rises += 1
            for j in range(0, count, 2):
                numbers[j] = numbers[j] // 2
            half = 0
            for n in numbers:
                if n < 5000:
                    half += 1
            print(total, len(evens), rises, half)

        main()
        """#)
}
