// A property's default value uses a global declared at the top level of the file (a sample
// data constant, a shared formatter-like closure), as apps write `@State var items = samples`.
private let samples = ["Dune", "Emma"]
let greeting = "Hello"
private let shout: (String) -> String = { $0.uppercased() + "!" }

struct Library {
    var titles: [String] = samples
    var count = samples.count + 1
    var banner: String = shout(greeting)
    static let first = samples.first ?? "-"
}

let library = Library()
print(library.titles, library.count, library.banner, Library.first)
