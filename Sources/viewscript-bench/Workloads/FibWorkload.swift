extension Workload {
    /// Recursive fib(32): about 7 million calls.
    static let fib = Workload(
        name: "fib",
        summary: "recursive fib(32): about 7 million calls",
        swift: #"""
        func fib(_ n: Int) -> Int {
            if n < 2 { return n }
            return fib(n - 1) + fib(n - 2)
        }
        print(fib(32))
        """#,
        python: #"""
        def fib(n):
            if n < 2:
                return n
            return fib(n - 1) + fib(n - 2)
        print(fib(32))
        """#)
}
