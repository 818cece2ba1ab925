/// One generated feature: a slice of an app (models, a view model, views, helpers, a scenario)
/// whose type names all end in the feature's index, so that features never clash.
/// The templates live in `Feature+Models.swift`, `Feature+Views.swift` and
/// `Feature+Functions.swift`; each returns source text, and `write` appends them.
struct Feature {
    let index: Int
    /// `Recipe`, `Note`, ...: the thing the feature lists.
    let topic: String
    let adjective: String
    let symbol: String
    let color: String
    let font: String
    let stack: String
    let animation: String
    let spacing: Int
    let pageSize: Int
    let delayMilliseconds: Int
    let threshold: Double

    init(index: Int, rng: inout SplitMix64) {
        self.index = index
        topic = rng.pick(Vocabulary.topics)
        adjective = rng.pick(Vocabulary.adjectives)
        symbol = rng.pick(Vocabulary.symbols)
        color = rng.pick(Vocabulary.colors)
        font = rng.pick(Vocabulary.fonts)
        stack = rng.pick(Vocabulary.stacks)
        animation = rng.pick(Vocabulary.animations)
        spacing = rng.int(2..<24)
        pageSize = rng.int(5..<40)
        delayMilliseconds = rng.pick([50, 100, 150, 250, 500, 1_000])
        threshold = Double(rng.int(5..<45)) / 10
    }

    // MARK: Names

    var item: String { "\(topic)\(index)" }
    var route: String { "Route\(index)" }
    var tint: String { "Tint\(index)" }
    var loadError: String { "Load\(index)Error" }
    var scoring: String { "Scoring\(index)" }
    var model: String { "\(topic)\(index)Model" }
    var counter: String { "Counter\(index)" }
    var listView: String { "\(topic)\(index)List" }
    var rowView: String { "\(topic)\(index)Row" }
    var settingsView: String { "Settings\(index)View" }
    var detailView: String { "\(topic)\(index)Detail" }
    var title: String { "\(adjective) \(topic.lowercased())s" }

    // MARK: Writing

    func write(into bytes: inout [UInt8], rng: inout SplitMix64, includeScenario: Bool) {
        var sections: [String] = [header(rng: &rng), itemStruct(rng: &rng), enums(rng: &rng)]
        sections.append(protocolAndExtensions())
        sections.append(viewModel(rng: &rng))
        if rng.chance(1, in: 2) { sections.append(observableCounter()) }
        sections.append(listViewStruct(rng: &rng))
        sections.append(rowViewStruct(rng: &rng))
        sections.append(settingsViewStruct(rng: &rng))
        if rng.chance(2, in: 3) { sections.append(detailViewStruct(rng: &rng)) }
        if rng.chance(1, in: 2) { sections.append(preferencesStruct(rng: &rng)) }
        if rng.chance(1, in: 2) { sections += [sessionClasses(), headerView()] }
        sections.append(viewExtension())
        sections.append(summarizeFunction(rng: &rng))
        sections.append(genericFunctions())
        sections.append(describeFunction())
        if rng.chance(1, in: 2) { sections.append(conversionFunctions()) }
        if includeScenario { sections.append(scenario(rng: &rng)) }
        for section in sections {
            bytes.append(contentsOf: section.utf8)
            bytes.append(UInt8(ascii: "\n"))
        }
    }

    func header(rng: inout SplitMix64) -> String {
        var text = "// MARK: - Feature \(index): \(title)\n\n"
        if rng.chance(1, in: 4) {
            text += """
                /* Feature \(index) keeps its \(topic.lowercased())s in memory.
                   /* Nested comments are allowed: */ loading is simulated with Task.sleep. */


                """
        }
        return text
    }
}
