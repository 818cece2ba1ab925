extension Workload {
    /// Recursive fib(25): about 243,000 calls.
    static let fib = Workload(
        name: "fib",
        summary: "recursive fib(25): about 243,000 calls",
        swift: #"""
        func fib(_ n: Int) -> Int {
            if n < 2 { return n }
            return fib(n - 1) + fib(n - 2)
        }
        print(fib(25))
        """#,
        python: #"""
        def fib(n):
            if n < 2:
                return n
            return fib(n - 1) + fib(n - 2)
        print(fib(25))
        """#)
}
