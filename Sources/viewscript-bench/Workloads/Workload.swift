/// One program of the interpreter benchmark, written twice: in Swift for ViewScript and in
/// Python for the machine's `python3`. Both do the same work and print the same line.
///
/// The Python versions keep their variables in a function (as idiomatic Python does): at
/// module level every name is a dictionary entry and `text += ...` copies the whole string.
/// The Swift versions do the same, so that both measure locals.
struct Workload {
    let name: String
    let summary: String
    let swift: String
    let python: String

    static let all: [Workload] = [.fib, .arrays, .strings, .structs]
}
