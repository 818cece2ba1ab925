/// Model templates: the item struct, enums, a protocol with extensions, view models.
/// Raw strings (`#"""`) keep the generated code's `\(...)` literal; `\#(...)` fills in names.
extension Feature {
    // MARK: Item

    func itemStruct(rng: inout SplitMix64) -> String {
        let tags = (0..<rng.int(1..<4)).map { _ in "\"\(rng.pick(Vocabulary.tags))\"" }
        return #"""
            /// One \#(topic.lowercased()) of feature \#(index).
            struct \#(item): Identifiable, Hashable {
                let id: Int
                var title: String
                var score: Double = 0.0
                var tags: [String] = [\#(tags.joined(separator: ", "))]
                var note: String?
                private(set) var revision = 0

                var isPopular: Bool { score >= \#(threshold) }

                var label: String {
                    get { note ?? title }
                    set {
                        note = newValue.isEmpty ? nil : newValue
                        revision += 1
                    }
                }

                static let placeholder = \#(item)(id: -1, title: "No \#(topic.lowercased())")

                static func samples(_ count: Int) -> [\#(item)] {
                    (0..<count).map { \#(item)(id: $0, title: "\#(topic) \($0)", score: Double($0 % 5) * 1.25) }
                }
            }

            """#
    }

    // MARK: Enums

    func enums(rng: inout SplitMix64) -> String {
        let colors = ["red", "green", "blue", "orange"].prefix(rng.int(2..<5))
        let cases = colors.map { "case \($0) = \"\($0.prefix(1).uppercased() + $0.dropFirst())\"" }
        return #"""
            enum \#(route): Hashable {
                case list
                case detail(id: Int)
                case edit(\#(item), animated: Bool)
                case settings(section: String = "general")
            }

            enum \#(tint): String, CaseIterable, Identifiable {
                \#(cases.joined(separator: "\n    "))

                var id: String { rawValue }
                var color: Color {
                    switch self {
                    case .red: return .red
                    default: return .\#(color)
                    }
                }
            }

            enum \#(loadError): Error, Equatable {
                case offline
                case server(code: Int, message: String)
                case cancelled
            }

            """#
    }

    // MARK: Protocol and extensions

    func protocolAndExtensions() -> String {
        #"""
        protocol \#(scoring) {
            var score: Double { get }
            func weight(for tag: String) -> Double
        }

        extension \#(item): \#(scoring) {
            func weight(for tag: String) -> Double {
                tags.contains(tag) ? 1.5 : 1.0
            }
        }

        extension Array where Element: \#(scoring) {
            var averageScore\#(index): Double {
                isEmpty ? 0 : reduce(0.0) { $0 + $1.score } / Double(count)
            }
        }

        """#
    }

    // MARK: View models

    func viewModel(rng: inout SplitMix64) -> String {
        let statusCode = rng.pick([404, 500, 503])
        return #"""
            @MainActor
            final class \#(model): ObservableObject {
                @Published var items: [\#(item)] = []
                @Published private(set) var isLoading = false
                @Published var errorMessage: String? = nil
                private var page = 0 {
                    didSet { print("page", oldValue, "->", page) }
                }
                static let pageSize = \#(pageSize)

                init(items: [\#(item)] = []) {
                    self.items = items
                }

                func load(page requested: Int = 0) async {
                    guard !isLoading else { return }
                    isLoading = true
                    defer { isLoading = false }
                    do {
                        try await Task.sleep(for: .milliseconds(\#(delayMilliseconds)))
                        let fresh = (0..<Self.pageSize).map { offset in
                            \#(item)(id: requested * Self.pageSize + offset, title: "\#(topic) \(offset)", score: Double(offset % 5))
                        }
                        items.append(contentsOf: fresh)
                        page = requested
                    } catch is CancellationError {
                        print("load \#(index) cancelled")
                    } catch let error as \#(loadError) where error != .offline {
                        errorMessage = "failed: \(error)"
                    } catch {
                        errorMessage = "\(error)"
                    }
                }

                func fetch(_ id: Int) throws -> \#(item) {
                    guard let found = items.first(where: { $0.id == id }) else {
                        throw \#(loadError).server(code: \#(statusCode), message: "no \#(topic.lowercased()) \(id)")
                    }
                    return found
                }

                func toggle(_ item: \#(item)) {
                    if let index = items.firstIndex(of: item) {
                        items[index].score = items[index].score > 0 ? 0 : 1
                    } else if items.count < 100, !item.title.isEmpty {
                        items.insert(item, at: 0)
                    } else {
                        items.removeAll { $0.id == item.id }
                    }
                }
            }

            """#
    }

    func observableCounter() -> String {
        #"""
        @Observable
        final class \#(counter) {
            var value = 0
            var step = 1
            @ObservationIgnored var history: [Int] = []

            func increment(by amount: Int? = nil) {
                history.append(value)
                value += amount ?? step
                if history.count > 50 { history.removeFirst(history.count - 50) }
            }
        }

        """#
    }
}
