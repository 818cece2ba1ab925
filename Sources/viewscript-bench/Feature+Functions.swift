/// Free-function and scenario templates: control flow, generics, patterns, scenario steps.
/// Raw strings (`#"""`) keep the generated code's `\(...)` literal; `\#(...)` fills in names.
extension Feature {
    // MARK: Control flow

    func summarizeFunction(rng: inout SplitMix64) -> String {
        let limit = rng.int(3..<20)
        return #"""
            func summarize\#(index)(_ values: [Double], limit: Int = \#(limit), labels: String...) -> String {
                var total = 0.0
                var seen = 0
                outer: for (position, value) in values.enumerated() where value >= 0 {
                    if position >= limit { break outer }
                    guard value.isFinite else { continue }
                    total += value
                    seen += 1
                }
                var attempts = 0
                repeat {
                    attempts += 1
                } while attempts < 3 && total > 1_000
                while seen > limit {
                    seen -= 1
                }
                let average = seen == 0 ? 0 : total / Double(seen)
                switch average {
                case ..<1.0:
                    return "low \(labels.joined(separator: ", "))"
                case 1.0..<\#(threshold):
                    return "medium (\(seen) of \(values.count))"
                case let large where large > 100:
                    return "huge \(Int(large))"
                default:
                    return "high \(average)"
                }
            }

            """#
    }

    // MARK: Generics and closures

    func genericFunctions() -> String {
        #"""
        @discardableResult
        func firstIndex\#(index)<T: Equatable>(of target: T, in values: [T]) -> Int? {
            for position in values.indices where values[position] == target {
                return position
            }
            return nil
        }

        func update\#(index)(_ value: inout Int, by delta: Int = 1, using transform: (Int) throws -> Int) rethrows {
            value = try transform(value + delta)
        }

        func ranked\#(index)<S: Sequence>(_ items: S, top: Int) -> [String] where S.Element == \#(item) {
            let sorted = items.sorted { lhs, rhs in
                lhs.score == rhs.score ? lhs.id < rhs.id : lhs.score > rhs.score
            }
            let combine: (Int, Int) -> Int = { (a: Int, b: Int) -> Int in a * 31 + b }
            let checksum = sorted.map(\.id).reduce(0, combine)
            return sorted.prefix(top).map { "\($0.title) [\(checksum % 97)]" }
        }

        """#
    }

    // MARK: Patterns

    func describeFunction() -> String {
        #"""
        func describe\#(index)(_ route: \#(route), flag: Bool) -> String {
            switch (route, flag) {
            case (.detail(let id), true) where id > \#(pageSize):
                return "detail \(id) (\(id << 1 | 1))"
            case (.detail, _):
                return "detail"
            case (.edit(let item, _), false):
                return item.title
            case (.settings(let section), _) where !section.isEmpty:
                fallthrough
            case (.list, _), (.edit, true), (.settings, _):
                return flag ? "other" : "none"
            }
        }

        """#
    }

    // MARK: Scenario

    func scenario(rng: inout SplitMix64) -> String {
        let advance = rng.pick(["150ms", "0.5s", "2s", "1s"])
        let row = rng.int(0..<pageSize)
        return #"""
            scenario "feature \#(index) loads \#(topic.lowercased())s" {
                show \#(listView)()
                expect """
                    \#(listView) appeared with 0 items
                    """
                advance \#(advance)
                tap "Load \#(index)"
                advance 1s
                expect visible "\#(topic) \#(row)"
                scroll to "\#(topic) \#(row)"
                tap "Settings \#(index)"
                expect visible "Count: 1"
                dismiss
                type "\#(topic)" into "Search \#(index)"
                expect not visible "Error: offline"
            }

            """#
    }
}
