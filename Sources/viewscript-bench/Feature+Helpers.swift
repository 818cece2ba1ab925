/// Helper templates: the less frequent declarations and operators of issue 2 (typealias,
/// observers, failable init, mutating, override, deinit, @EnvironmentObject, @ViewBuilder,
/// @escaping/@autoclosure, casts, try?/try!, dictionaries, key paths with a type, ===).
/// Raw strings (`#"""`) keep the generated code's `\(...)` literal; `\#(...)` fills in names.
extension Feature {
    var preferences: String { "Preferences\(index)" }
    var session: String { "Session\(index)" }

    // MARK: Value type with observers

    func preferencesStruct(rng: inout SplitMix64) -> String {
        let limit = rng.int(5..<50)
        return #"""
            struct \#(preferences) {
                typealias Key = String
                static var defaults: [Key: Int] = ["limit": \#(limit), "page": 0]
                private(set) var values: [Key: Int]
                var limit: Int {
                    willSet { print("limit will change to \(newValue)") }
                    didSet {
                        if limit < 0 { limit = oldValue }
                    }
                }

                init?(values: [Key: Int]) {
                    guard let limit = values["limit"], limit >= 0 else { return nil }
                    self.values = values
                    self.limit = limit
                }

                mutating func set(_ key: Key, to value: Int?) {
                    values[key] = value
                    limit = values[key, default: Self.defaults["limit"] ?? 0]
                }
            }

            """#
    }

    // MARK: Classes

    func sessionClasses() -> String {
        #"""
        final class \#(session): ObservableObject {
            @Published var user: String? = nil
            @Published var scores: [String: Double] = [:]
            var parent: \#(session)?
            let owner: String

            init(owner: String) {
                self.owner = owner
            }

            deinit {
                print("\#(session) released")
            }

            func isSame(as other: \#(session)?) -> Bool {
                guard let other else { return false }
                return self === other || parent != nil && parent === other.parent
            }
        }

        class \#(topic)\#(index)Controller: UIViewController {
            private var log: [String] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                log.append("viewDidLoad \(log.count)")
            }

            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                print("\#(topic)\#(index)Controller will appear", animated)
            }
        }

        """#
    }

    // MARK: Environment object and view builders

    func headerView() -> String {
        #"""
        struct Header\#(index)View: View {
            @EnvironmentObject var session: \#(session)
            let title: String
            var action: (() -> Void)?

            var body: some View {
                content(showsBadge: session.user != nil) {
                    Text(session.user ?? "Guest \#(index)")
                        .font(.\#(font))
                } trailing: {
                    if let action {
                        Button("Edit \#(index)", action: action)
                    }
                }
            }

            @ViewBuilder
            private func content<Leading: View, Trailing: View>(
                showsBadge: Bool,
                @ViewBuilder leading: () -> Leading,
                @ViewBuilder trailing: () -> Trailing
            ) -> some View {
                HStack(spacing: \#(spacing)) {
                    leading()
                    if showsBadge {
                        Image(systemName: "checkmark.seal")
                    }
                    Spacer(minLength: 0)
                    trailing()
                }
            }
        }

        """#
    }

    // MARK: Casts, errors and closures

    func conversionFunctions() -> String {
        #"""
        func parse\#(index)(_ text: String) throws -> Int {
            guard let value = Int(text) else {
                throw \#(loadError).server(code: 400, message: "not a number: \(text)")
            }
            return value
        }

        func classify\#(index)(_ value: Any) -> String {
            if let number = value as? Int, number > 0 {
                return "positive \(number)"
            } else if value is String {
                return "text \(value as! String)"
            }
            let fallback = (try? parse\#(index)("\#(pageSize)")) ?? 0
            let forced = try! parse\#(index)("\#(index)")
            let scorePath = \\#(item).score
            let titles = [\#(item).placeholder].map(\.title)
            return "other \(fallback + forced) \(\#(item).placeholder[keyPath: scorePath]) \(titles.first ?? "")"
        }

        func deferred\#(index)(_ label: @autoclosure () -> String, _ work: @escaping () -> Void) -> () -> Void {
            return {
                print("start \(label())")
                work()
            }
        }

        """#
    }
}
